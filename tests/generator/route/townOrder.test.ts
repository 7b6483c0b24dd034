import { describe, expect, it } from 'vitest';
import type { Town } from '../../../model/town.js';
import { townOrder } from '../../../generator/route/townOrder.js';

const town = (name: string, postcode: string, population = 100): Town => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  departement: '57',
  postcodes: [postcode],
  population,
  extra: {},
  line: 2,
  slugColumn: 1,
});
/** 250 towns: past the 200 listed inline, so one page per initial letter. */
const rows = Array.from({ length: 250 }, (_, index) =>
  town(`${'ABCDE'[index % 5]}ville ${String(index).padStart(3, '0')}`, `57${String(index % 50).padStart(3, '0')}`),
);

describe('the order of a département’s towns', () => {
  it('is given again while the rows are the same objects, as site dev routes the same table on each save of site.yaml', () => {
    const first = townOrder(rows, '/communes/moselle');
    expect(townOrder([...rows], '/communes/moselle')).toBe(first);
    expect(first.groups.map((group) => [group.letter, group.count, group.href])).toEqual(
      ['A', 'B', 'C', 'D', 'E'].map((letter) => [letter, 50, `/communes/moselle/${letter.toLowerCase()}`]),
    );
    expect(first.letters.get('A')![0]!.towns[0]).toEqual({ label: 'Aville 000', href: '/aville-000' });
  });

  it('is made again when a row changed: a renamed town moves to its new letter and its new neighbours', () => {
    const before = townOrder(rows, '/communes/moselle');
    const renamed = rows.map((row, index) => (index === 0 ? { ...row, name: 'Zville 000' } : row));
    const after = townOrder(renamed, '/communes/moselle');
    expect(after).not.toBe(before);
    expect(after.groups.map((group) => [group.letter, group.count])).toEqual([
      ['A', 49],
      ['B', 50],
      ['C', 50],
      ['D', 50],
      ['E', 50],
      ['Z', 1],
    ]);
    expect(after.towns.at(-1)!.name).toBe('Zville 000');
    expect(after.near.get(renamed[0]!)).toContain(renamed[50]); // same postcode 57000
    // The rows before give their own order again, not the one kept for the others.
    expect(townOrder(rows, '/communes/moselle').groups.map((group) => group.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
