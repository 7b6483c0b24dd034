/**
 * Up to `count` distinct pairs of indexes below `size`, drawn from `seed` alone: the same pairs on
 * every run, so that a figure or a warning does not come and go between two runs of one content.
 * All pairs when there are no more than `count`.
 */
export function samplePairs(size: number, count: number, seed: number): [number, number][] {
  const all = (size * (size - 1)) / 2;
  if (all <= count) {
    const pairs: [number, number][] = [];
    for (let a = 0; a < size; a++) for (let b = a + 1; b < size; b++) pairs.push([a, b]);
    return pairs;
  }
  const random = mulberry32(seed);
  const seen = new Set<number>();
  const pairs: [number, number][] = [];
  while (pairs.length < count) {
    const a = Math.floor(random() * size);
    const b = Math.floor(random() * size);
    if (a === b) continue;
    const [low, high] = a < b ? [a, b] : [b, a];
    const key = low * size + high;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push([low, high]);
  }
  return pairs;
}

/** A small seeded generator of numbers in [0, 1) (Mulberry32). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
