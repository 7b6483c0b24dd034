import { describe, expect, it } from 'vitest';
import { initial } from '../../../generator/route/townLinks.js';
import { textSlug } from '../../../generator/shared/slug.js';

describe('the initial a town is listed under', () => {
  it.for([
    ['Étain', 'E'],
    ['Metz', 'M'],
    ['metz', 'M'],
    ['2 Alpes', '2'],
    ['Le Ban-Saint-Martin', 'L'],
    ['Œuilly', 'O'],
    ['L’Île-d’Yeu', 'L'],
    ['’s-Hertogenbosch', 'S'],
    ['Ændrup', 'A'],
    ['1er Arrondissement', '1'],
    ['Ｆｕｊｉ', '#'],
    ['', '#'],
  ])('lists %s under %s, the first character of its address segment', ([name, letter]) => {
    expect(initial(name!)).toBe(letter);
    expect(initial(name!)).toBe(textSlug(name!).charAt(0).toUpperCase() || '#');
  });
});
