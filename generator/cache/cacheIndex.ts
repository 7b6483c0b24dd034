import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/*
 * The build cache's index: which pages it holds (by page key), in which entry folder, and each
 * page's links and anchors, which the link check needs for every page, rendered or not. It is
 * the cache's one commit point: written beside, then renamed over the old one, so a build killed
 * at any moment leaves the previous index or the new one, never a mixture. Links repeat from
 * page to page (the navigation, the footer), so each text and each list is stored once.
 */

/** Raise it whenever the index's or the entries' layout changes: an older cache is then ignored. */
const format = 1;

/** What the cache holds for one page. */
export interface IndexEntry {
  /** Entry folder (a build's own, under the cache folder) holding `<key>.html`. */
  folder: string;
  links: { hrefs: string[]; ids: string[] };
}

/** The pages of the cache by page key, for one version of the generator. */
export interface CacheIndex {
  codeVersion: string;
  entries: Map<string, IndexEntry>;
}

interface StoredIndex {
  format: number;
  codeVersion: string;
  folders: string[];
  strings: string[];
  lists: number[][];
  /** key, folder, list of hrefs, list of ids (indexes into the arrays above). */
  entries: [string, number, number, number][];
}

/**
 * Reads the index for `codeVersion`: the index, or why it cannot be trusted (a sentence fragment
 * for the notice), or neither when there is no index yet.
 */
export function readIndex(file: string, codeVersion: string): { index?: CacheIndex; doubt?: string } {
  let stored: StoredIndex;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredIndex;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    return { doubt: error instanceof SyntaxError ? 'its index is damaged' : `its index cannot be read (${(error as Error).message})` };
  }
  if (stored?.format !== format || typeof stored.codeVersion !== 'string') return { doubt: 'it was made by another version of the generator' };
  if (stored.codeVersion !== codeVersion) return { doubt: 'the generator or its templates changed' };
  const { folders, strings, lists, entries } = stored;
  const valid = [folders, strings, lists, entries].every(Array.isArray) && lists.every((list) => Array.isArray(list) && list.every((item) => typeof strings[item] === 'string'));
  if (!valid) return { doubt: 'its index is damaged' };
  const texts = lists.map((list) => list.map((item) => strings[item]!));
  const map = new Map<string, IndexEntry>();
  for (const entry of entries) {
    const [key, folder, hrefs, ids] = Array.isArray(entry) ? entry : [];
    if (typeof key !== 'string' || typeof folders[folder!] !== 'string' || !texts[hrefs!] || !texts[ids!]) return { doubt: 'its index is damaged' };
    map.set(key, { folder: folders[folder!]!, links: { hrefs: texts[hrefs!]!, ids: texts[ids!]! } });
  }
  return { index: { codeVersion, entries: map } };
}

/** Writes the index atomically: beside, then renamed over the previous one. */
export function writeIndex(file: string, index: CacheIndex): void {
  const numbered = <T>(key: (value: T) => string = String) => {
    const numbers = new Map<string, number>();
    const values: T[] = [];
    return {
      values,
      number(value: T): number {
        const text = key(value);
        let found = numbers.get(text);
        if (found === undefined) numbers.set(text, (found = values.push(value) - 1));
        return found;
      },
    };
  };
  const folders = numbered<string>();
  const strings = numbered<string>();
  const lists = numbered<number[]>((list) => list.join(','));
  const list = (texts: string[]) => lists.number(texts.map((text) => strings.number(text)));
  const entries: StoredIndex['entries'] = [];
  for (const [key, entry] of index.entries) entries.push([key, folders.number(entry.folder), list(entry.links.hrefs), list(entry.links.ids)]);
  const stored: StoredIndex = { format, codeVersion: index.codeVersion, folders: folders.values, strings: strings.values, lists: lists.values, entries };
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
