/*
 * The pages of the build cache as the pack stores them: by page key, the file the page was
 * published as, its links and anchors (the link check needs them for every page, rendered or
 * not) and the identity of that file. Links repeat from page to page (the navigation, the
 * footer), so each text and each list is stored once.
 */

/**
 * A published file as `stat` saw it right after the build: inode, size, modification time in ns,
 * and permissions (a `chmod` after the build changes no time a link would not also change).
 */
export interface FileIdentity {
  ino: string;
  size: number;
  mtimeNs: string;
  mode: number;
}

/** What the cache holds for one page. */
export interface PageEntry {
  /** The page's file, relative to the output folder. */
  file: string;
  links: { hrefs: string[]; ids: string[] };
  /** The published file; none until the build that rendered the page has published it. */
  identity?: FileIdentity;
}

/** The pages of the cache as stored. */
export interface StoredPages {
  strings: string[];
  lists: number[][];
  /** key, file, list of hrefs, list of ids (indexes into the arrays above), ino, size, mtime, mode. */
  entries: [string, string, number, number, string, number, string, number][];
}

/** The pages of a pack by key; `undefined` when the stored form is damaged. */
export function decodePages(stored: StoredPages): Map<string, PageEntry> | undefined {
  const { strings, lists, entries } = stored;
  const valid = [strings, lists, entries].every(Array.isArray) && lists.every((list) => Array.isArray(list) && list.every((item) => typeof strings[item] === 'string'));
  if (!valid) return undefined;
  const texts = lists.map((list) => list.map((item) => strings[item]!));
  const pages = new Map<string, PageEntry>();
  for (const entry of entries) {
    const [key, file, hrefs, ids, ino, size, mtimeNs, mode] = Array.isArray(entry) ? entry : [];
    if (typeof key !== 'string' || typeof file !== 'string' || !texts[hrefs!] || !texts[ids!] || typeof ino !== 'string' || typeof size !== 'number' || typeof mtimeNs !== 'string' || typeof mode !== 'number') return undefined;
    pages.set(key, { file, links: { hrefs: texts[hrefs!]!, ids: texts[ids!]! }, identity: { ino, size, mtimeNs, mode } });
  }
  return pages;
}

/** The stored form of `pages`; pages without an identity (not published) are left out. */
export function encodePages(pages: Map<string, PageEntry>): StoredPages {
  const strings = new Map<string, number>();
  const lists = new Map<string, number>();
  const stored: StoredPages = { strings: [], lists: [], entries: [] };
  const string = (text: string) => {
    let found = strings.get(text);
    if (found === undefined) strings.set(text, (found = stored.strings.push(text) - 1));
    return found;
  };
  const list = (texts: string[]) => {
    const numbers = texts.map(string);
    const key = numbers.join(',');
    let found = lists.get(key);
    if (found === undefined) lists.set(key, (found = stored.lists.push(numbers) - 1));
    return found;
  };
  for (const [key, { file, links, identity }] of pages) {
    if (identity) stored.entries.push([key, file, list(links.hrefs), list(links.ids), identity.ino, identity.size, identity.mtimeNs, identity.mode]);
  }
  return stored;
}
