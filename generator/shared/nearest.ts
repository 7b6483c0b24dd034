/**
 * The candidate closest to `word` by edit distance, if close enough to be a likely typo: within
 * `tolerance` edits (by default a third of the word, at least 2).
 */
export function nearest(
  word: string,
  candidates: readonly string[],
  tolerance = Math.max(2, Math.floor(word.length / 3)),
): string | undefined {
  let best: string | undefined;
  let bestDistance = tolerance + 1;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    // Two words differ by at least their difference in length: a long value (a town of 200,000
    // characters) is compared with no one of 35,000 names, where it took minutes.
    const other = candidate.toLowerCase();
    if (Math.abs(other.length - lower.length) >= bestDistance) continue;
    const distance = editDistance(lower, other);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}
