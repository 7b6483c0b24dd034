/** The words of a text, lower case, in order: letters and digits, joined by an apostrophe or a hyphen (`aujourd’hui`, `Montigny-lès-Metz`). */
export function textWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[’'-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Word sequences of this length are compared: long enough that a sentence must be shared, not only its words. */
export const shingleLength = 3;

/** The distinct sequences of `shingleLength` consecutive words of a text (its « shingles »). */
export function shingles(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (let index = 0; index + shingleLength <= words.length; index++)
    found.add(words.slice(index, index + shingleLength).join(' '));
  if (found.size === 0 && words.length > 0) found.add(words.join(' '));
  return found;
}

/**
 * How much of two texts is the same, from 0 to 1: the Dice coefficient of their word 3-shingles,
 * twice the sequences both have over the sequences of one plus those of the other (the form of a
 * diff's ratio, 2 × matches / total). Two pages that differ only by a town's name in eight
 * sentences score about 0.93; pages whose facts and links are their own, far less.
 */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/**
 * The shingles of a text as the sorted numbers `ids` gives them (one map for the texts compared):
 * two such lists are compared by one merge (see `sortedSimilarity`), not a string lookup per
 * shingle (1,200 copies of a page: 720,000 pairs, 7 s of lookups).
 */
export function shingleIds(found: ReadonlySet<string>, ids: Map<string, number>): Int32Array {
  const list = Int32Array.from(found, (shingle) => {
    let id = ids.get(shingle);
    if (id === undefined) ids.set(shingle, (id = ids.size));
    return id;
  });
  return list.sort();
}

/** `similarity` of two texts given by their `shingleIds`. */
export function sortedSimilarity(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;)
    if (a[i] === b[j]) (shared++, i++, j++);
    else if (a[i]! < b[j]!) i++;
    else j++;
  return (2 * shared) / (a.length + b.length);
}
