import { describe, expect, it } from 'vitest';
import {
  indexTowns,
  isWholeName,
  matchTowns,
  queryLetters,
  searchWords,
} from '../../../client/townFinder/matchTowns.js';
import type { FinderTown } from '../../../model/townFinder.js';

/** A made-up département: names as the official table writes them, in no particular order. */
const towns: FinderTown[] = [
  ['Stiring-Wendel', '/stiring-wendel'],
  ['Saint-Avold', '/saint-avold'],
  ['Épinal', '/epinal'],
  ['Sainte-Marie-aux-Chênes', '/sainte-marie-aux-chenes'],
  ['Le Ban-Saint-Martin', '/le-ban-saint-martin'],
  ['St-Avit', '/st-avit'],
  ['L’Hôpital', '/l-hopital'],
  ['Œting', '/oeting'],
  ['Avricourt', '/avricourt'],
  ['Épinal-sur-Mer', '/epinal-sur-mer'],
  ['Bénestroff', '/benestroff'],
];
const index = indexTowns(towns);
const names = (query: string, limit = 10) => matchTowns(index, query, limit).towns.map(([name]) => name);

describe('searchWords', () => {
  it('lowers case, drops accents, splits at hyphens, apostrophes and any other character', () => {
    expect(searchWords('L’Hôpital-sur-Œting')).toEqual(['l', 'hopital', 'sur', 'oeting']);
    expect(searchWords("  St. Avold's  ")).toEqual(['st', 'avold', 's']);
    expect(searchWords('--')).toEqual([]);
  });
});

describe('queryLetters', () => {
  it('counts letters and digits only, so that « é- » is one letter', () => {
    expect(queryLetters('é-')).toBe(1);
    expect(queryLetters(' a b ')).toBe(2);
    expect(queryLetters('Ép')).toBe(2);
  });
});

describe('matchTowns', () => {
  it('finds a name by its start whatever its case and accents', () => {
    expect(names('epinal')).toEqual(['Épinal', 'Épinal-sur-Mer']);
    expect(names('ÉPI')).toEqual(['Épinal', 'Épinal-sur-Mer']);
    expect(names('benes')).toEqual(['Bénestroff']);
    expect(names('oet')).toEqual(['Œting']);
  });

  it('finds a name by the start of any of its words, hyphens and apostrophes taken as spaces', () => {
    expect(names('hop')).toEqual(['L’Hôpital']);
    expect(names("l'hop")).toEqual(['L’Hôpital']);
    expect(names('l hop')).toEqual(['L’Hôpital']);
    expect(names('sur mer')).toEqual(['Épinal-sur-Mer']);
    expect(names('epinal-sur')).toEqual(['Épinal-sur-Mer']);
  });

  it('finds a name typed without its spaces, hyphens or apostrophes', () => {
    expect(names('lhop')).toEqual(['L’Hôpital']);
    expect(names('epinalsur')).toEqual(['Épinal-sur-Mer']);
    expect(names('stiringw')).toEqual(['Stiring-Wendel']);
    expect(names('banst')).toEqual([]);
  });

  it('reads « St » as « Saint » and « Ste » as « Sainte », in the query and in names', () => {
    expect(names('saint av')).toEqual(['Saint-Avold', 'St-Avit']);
    expect(names('st av')).toEqual(['Saint-Avold', 'St-Avit']);
    expect(names('st-avo')).toEqual(['Saint-Avold']);
    expect(names('ste mar')).toEqual(['Sainte-Marie-aux-Chênes']);
    expect(names('sainte')).toEqual(['Sainte-Marie-aux-Chênes']);
    // « saint » typed in full is not the start of Stiring; « st » is, and « sain » on its way to « saint ».
    expect(names('saint')).toEqual(['Saint-Avold', 'Sainte-Marie-aux-Chênes', 'St-Avit', 'Le Ban-Saint-Martin']);
    expect(names('st')).toContain('Stiring-Wendel');
    expect(names('sain')).toEqual(names('saint'));
  });

  it('puts the names that start with the query first, then the others, each in French alphabetical order', () => {
    expect(names('av')).toEqual(['Avricourt', 'Saint-Avold', 'St-Avit']);
    expect(names('saint m')).toEqual(['Sainte-Marie-aux-Chênes', 'Le Ban-Saint-Martin']);
  });

  it('shows at most `limit` towns and counts them all', () => {
    expect(matchTowns(index, 's', 2)).toEqual({
      towns: [
        ['Saint-Avold', '/saint-avold'],
        ['Sainte-Marie-aux-Chênes', '/sainte-marie-aux-chenes'],
      ],
      total: 6,
    });
  });

  it('finds nothing for a query of no word, or one that starts no word', () => {
    expect(matchTowns(index, ' - ', 10)).toEqual({ towns: [], total: 0 });
    expect(names('pinal')).toEqual([]);
    expect(names('avold saint')).toEqual([]);
  });
});

describe('isWholeName', () => {
  it('tells a whole name typed however from a start of it', () => {
    expect(isWholeName('Épinal', ' EPINAL ')).toBe(true);
    expect(isWholeName('Sainte-Marie-aux-Chênes', 'ste marie aux chenes')).toBe(true);
    expect(isWholeName('L’Hôpital', "l'hopital")).toBe(true);
    expect(isWholeName('Épinal-sur-Mer', 'epinal')).toBe(false);
  });
});
