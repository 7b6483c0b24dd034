import { describe, expect, it } from 'vitest';
import { shingleIds, shingles, similarity, sortedSimilarity, textWords } from '../../../generator/shared/similarity.js';

// The copied-page warnings compare pages by numbered shingles (one merge per pair: 1,200 copies of
// a city page took 18 s to check, 6 s now); they must score every pair as the shingles themselves do.
const metz =
  'Standard téléphonique hébergé à Metz : nos techniciens interviennent à Metz et dans toute la Moselle sous 48 heures.';
const texts = {
  metz,
  nancy: metz.replaceAll('Metz', 'Nancy').replace('Moselle', 'Meurthe-et-Moselle'),
  reordered: 'Nos techniciens interviennent sous 48 heures dans toute la Moselle, et à Metz pour le standard hébergé.',
  other: 'La fibre professionnelle garantit un débit symétrique et un rétablissement en quatre heures ouvrées.',
  short: 'Metz',
  empty: '',
};

describe('the similarity of two texts by numbered shingles', () => {
  const ids = new Map<string, number>();
  const sets = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, shingles(textWords(text))]));
  const numbered = Object.fromEntries(Object.entries(sets).map(([name, set]) => [name, shingleIds(set, ids)]));
  const names = Object.keys(texts);

  it.each(names.flatMap((a) => names.map((b) => [a, b] as const)))(
    '%s against %s scores as the shingles do',
    (a, b) => {
      expect(sortedSimilarity(numbered[a]!, numbered[b]!)).toBeCloseTo(similarity(sets[a]!, sets[b]!), 12);
    },
  );

  it('tells a page copied with another town’s name from a page of its own', () => {
    expect(sortedSimilarity(numbered.metz!, numbered.nancy!)).toBeGreaterThan(0.3);
    expect(sortedSimilarity(numbered.metz!, numbered.other!)).toBe(0);
    expect(sortedSimilarity(numbered.metz!, numbered.metz!)).toBe(1);
  });
});
