import { samplePairs } from './samplePairs.js';
import { shingles, similarity } from '../shared/similarity.js';

/** One town page to compare: its département, its address and the words of its `<main>` (see `mainWords`). */
export interface TownPageText {
  departement: string;
  path: string;
  words: readonly string[];
}

/** Two town pages of one département and how much of their text is the same (0 to 1). */
export interface SimilarPair {
  departement: string;
  a: string;
  b: string;
  score: number;
}

/** The figures of one comparison: each pair compared, their median and maximum. */
export interface TownSimilarity {
  pairs: SimilarPair[];
  median: number;
  max: number;
}

/**
 * Compares town pages two by two within each département, up to `pairsPerDepartement` pairs
 * each, drawn from `seed` (see `samplePairs`): comparing every pair of 1,700 towns would be
 * 1.4 million comparisons, a sample of a few hundred gives the same median.
 */
export function townSimilarity(pages: readonly TownPageText[], pairsPerDepartement: number, seed = 31): TownSimilarity {
  const byDepartement = new Map<string, TownPageText[]>();
  for (const page of pages) {
    const list = byDepartement.get(page.departement);
    if (list) list.push(page);
    else byDepartement.set(page.departement, [page]);
  }
  const pairs: SimilarPair[] = [];
  for (const [departement, list] of [...byDepartement].sort(([a], [b]) => a.localeCompare(b))) {
    const sets = new Map<number, Set<string>>();
    const of = (index: number) => sets.get(index) ?? sets.set(index, shingles(list[index]!.words)).get(index)!;
    for (const [a, b] of samplePairs(list.length, pairsPerDepartement, seed)) {
      pairs.push({ departement, a: list[a]!.path, b: list[b]!.path, score: similarity(of(a), of(b)) });
    }
  }
  const scores = pairs.map((pair) => pair.score).sort((x, y) => x - y);
  return {
    pairs,
    median: scores.length === 0 ? 0 : scores[Math.floor(scores.length / 2)]!,
    max: scores.at(-1) ?? 0,
  };
}
