/** How many replaced files a patched state holds beside the map it patches before it makes a map of its own. */
const flattenAt = 200;

/**
 * The content files of a state of `site dev` after pages were patched (see `patchPages`): the
 * map of an earlier state, never changed, with some files replaced. A copy of 10,000 entries
 * made at each save lived as long as its state, so each save left half a megabyte in V8's old
 * generation, which grew by 14 % over 100 saves (issue 30). Replacing a patched state's files
 * merges the replacements into one layer over the same map, which becomes a map of its own past
 * `flattenAt` replacements. Iterates in the order of the map it patches.
 */
export class PatchedFiles<V> implements ReadonlyMap<string, V> {
  private constructor(
    private readonly base: ReadonlyMap<string, V>,
    private readonly replaced: ReadonlyMap<string, V>,
  ) {}

  /** `files` with the values of `replaced` instead of theirs (every key of `replaced` is one of `files`). */
  static of<V>(files: ReadonlyMap<string, V>, replaced: ReadonlyMap<string, V>): ReadonlyMap<string, V> {
    const base = files instanceof PatchedFiles ? (files.base as ReadonlyMap<string, V>) : files;
    const merged = files instanceof PatchedFiles ? new Map([...files.replaced, ...replaced]) : new Map(replaced);
    const patched = new PatchedFiles(base, merged);
    return merged.size > flattenAt ? new Map(patched) : patched;
  }

  get size(): number {
    return this.base.size;
  }

  get(key: string): V | undefined {
    return this.replaced.get(key) ?? this.base.get(key);
  }

  has(key: string): boolean {
    return this.base.has(key);
  }

  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void): void {
    for (const [key, value] of this) callback(value, key, this);
  }

  *entries(): MapIterator<[string, V]> {
    for (const [key, value] of this.base) yield [key, this.replaced.get(key) ?? value];
  }

  *keys(): MapIterator<string> {
    yield* this.base.keys();
  }

  *values(): MapIterator<V> {
    for (const [, value] of this) yield value;
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }
}
