import { describe, expect, it } from 'vitest';
import type { Town } from '../../../model/town.js';
import { townOrder } from '../../../generator/route/townOrder.js';

const town = (name: string, postcode: string, population = 100): Town => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  departement: '57',
  postcodes: [postcode],
  population,
  facts: {},
  extra: {},
  line: 2,
  slugColumn: 1,
});
/** 250 towns: past the 200 listed inline, so one page per initial letter. */
const rows = Array.from({ length: 250 }, (_, index) =>
  town(`${'ABCDE'[index % 5]}ville ${String(index).padStart(3, '0')}`, `57${String(index % 50).padStart(3, '0')}`),
);

describe('the order of a département’s towns', () => {
  it('lists the towns by name, one page per initial letter past 200 towns', () => {
    const order = townOrder(rows, '/communes/moselle');
    expect(order.groups.map((group) => [group.letter, group.count, group.href])).toEqual(
      ['A', 'B', 'C', 'D', 'E'].map((letter) => [letter, 50, `/communes/moselle/${letter.toLowerCase()}`]),
    );
    expect(order.letters.get('A')![0]!.towns[0]).toEqual({ label: 'Aville 000', href: '/aville-000' });
  });

  it('is made from the rows alone: a renamed town moves to its new letter, the rows before give their own order again', () => {
    const renamed = rows.map((row, index) => (index === 0 ? { ...row, name: 'Zville 000' } : row));
    const after = townOrder(renamed, '/communes/moselle');
    expect(after.groups.map((group) => [group.letter, group.count])).toEqual([
      ['A', 49],
      ['B', 50],
      ['C', 50],
      ['D', 50],
      ['E', 50],
      ['Z', 1],
    ]);
    expect(after.towns.at(-1)!.name).toBe('Zville 000');
    expect(townOrder(rows, '/communes/moselle').groups.map((group) => group.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
