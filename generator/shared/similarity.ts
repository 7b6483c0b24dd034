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
