import { describe, expect, it } from 'vitest';
import type { Town } from '../../../model/town.js';
import { epciMembers, neighbourMax, townNeighbours } from '../../../generator/route/townNeighbours.js';
import { byName } from '../../../generator/route/townLinks.js';

const town = (name: string, epci?: string, departement = '57'): Town => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  departement,
  postcodes: ['57000'],
  facts: epci ? { epci: { code: epci, name: `CC ${epci}` } } : {},
  extra: {},
  line: 2,
  slugColumn: 1,
});
const names = (towns: Town[] | undefined) => (towns ?? []).map((each) => each.name);

describe('the towns a town page links to (issue 31)', () => {
  it('are the other towns of its intercommunalité, all of them when there are few, never towns of another one', () => {
    const rows = byName([
      ...['Ars', 'Bure', 'Cuvry'].map((name) => town(name, 'A')),
      ...['Dieuze', 'Ennery'].map((name) => town(name, 'B')),
    ]);
    const near = townNeighbours(rows, epciMembers(rows));
    expect(names(near.get(rows[0]!))).toEqual(['Bure', 'Cuvry']);
    expect(names(near.get(rows.find((each) => each.name === 'Dieuze')!))).toEqual(['Ennery']);
  });

  it('past twelve, differ from page to page of one intercommunalité, each town linked from as many pages as the others', () => {
    const rows = byName(Array.from({ length: 40 }, (_, index) => town(`Ville ${String(index).padStart(2, '0')}`, 'A')));
    const near = townNeighbours(rows, epciMembers(rows));
    const lists = rows.map((row) => names(near.get(row)));
    expect(lists.every((list) => list.length === neighbourMax)).toBe(true);
    expect(new Set(lists.map((list) => list.join())).size).toBe(rows.length);
    expect(lists[0]).not.toContain('Ville 00');
    expect(lists[0]).toEqual(expect.arrayContaining(['Ville 01', 'Ville 06', 'Ville 39', 'Ville 34']));
    // Listed by name, those found around the end of the circle too.
    for (const list of lists) expect(list).toEqual([...list].sort());
    const linked = new Map<string, number>();
    for (const name of lists.flat()) linked.set(name, (linked.get(name) ?? 0) + 1);
    expect(new Set(linked.values())).toEqual(new Set([neighbourMax]));
  });

  it('include towns of the intercommunalité in another département, and fall back on the towns next by name without one', () => {
    const moselle = byName([town('Ars', 'A'), town('Bure'), town('Cuvry'), town('Dornot')]);
    const members = epciMembers([...moselle, town('Pagny', 'A', '54')]);
    const near = townNeighbours(moselle, members);
    expect(names(near.get(moselle[0]!))).toEqual(['Pagny']);
    expect(names(near.get(moselle[2]!))).toEqual(['Ars', 'Bure', 'Dornot']);
  });
});
