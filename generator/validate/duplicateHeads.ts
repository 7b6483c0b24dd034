import type { LoadedContent } from '../load/loadContent.js';
import type { Bilingual } from '../messages/messageKind.js';
import { sameCardTitle, sameHead } from '../messages/pageMessages.js';
import { entryCollections } from '../content/collections.js';
import { warningOf } from '../messages/warningOf.js';
import { copyAndOriginal } from './copyAndOriginal.js';
import type { HeadText } from './pageHeads.js';

/**
 * Warnings for a page title or description another page has already (a page copied, its head
 * kept), at the later file, naming the first; and for two sector cards of the home page with one
 * title; each at the copy (see copyAndOriginal), or once for three copies and more. Warnings, not refusals: every address, the sitemap and the search still work, but
 * search results show two pages under one name, and one of the two is hardly ever shown.
 */
export function duplicateHeads(heads: readonly HeadText[], loaded: LoadedContent): Bilingual[] {
  const warnings: Bilingual[] = [];
  const groups = new Map<string, HeadText[]>();
  // By file name, code unit by code unit: the order only picks which page is named first
  // (localeCompare took 0.15 s at 10,000 pages).
  for (const head of [...heads].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const key = `${head.field} ${comparable(head.value)}`;
    const group = groups.get(key);
    if (!group) groups.set(key, [head]);
    // Sorted by file: a file already in the group is its last one. A file is never a copy of itself.
    else if (group.at(-1)!.file !== head.file) group.push(head);
  }
  for (const [first, ...copies] of groups.values()) {
    // Three copies and more (pages made by a script, a template filled in): one warning, not one per page.
    const told = copies.length > 2 ? copies.slice(0, 1) : copies;
    for (const head of told) {
      const [copy, original] = copyAndOriginal(head, first!);
      const more = copies.length - told.length;
      const some = copies.slice(1, 4).map((other) => other.file);
      warnings.push(warningOf(sameHead, { field: head.field, other: where(original.at), more, some }, copy.at));
    }
  }
  const cards = new Map<string, { file: string; at: HeadText['at'] }>();
  const folder = entryCollections.sectors.folder;
  const sectors = [...loaded.files.values()].filter(
    (file) => file.path.startsWith(folder) && /^[^/]+\.ya?ml$/.test(file.path.slice(folder.length)),
  );
  for (const file of sectors.sort((a, b) => a.path.localeCompare(b.path))) {
    const title = (file.source.data as { card?: { title?: unknown } } | null)?.card?.title;
    if (typeof title !== 'string' || !title.trim()) continue;
    const card = { file: file.path, at: { ...file.source.locate(['card', 'title']), field: 'card.title' } };
    const earlier = cards.get(comparable(title));
    if (earlier === undefined) cards.set(comparable(title), card);
    else {
      const [copy, original] = copyAndOriginal(card, earlier);
      warnings.push(warningOf(sameCardTitle, { title: title.trim(), other: where(original.at) }, copy.at));
    }
  }
  return warnings;
}

/**
 * Texts that read the same: case, spaces, the kind of apostrophe and how an accent is typed aside
 * (normalized only when a combining accent is there: 0.1 s of the check at 10,000 pages otherwise).
 */
function comparable(text: string): string {
  let key = (/[\u0300-\u036f]/.test(text) ? text.normalize('NFC') : text).toLowerCase();
  if (key.includes("'")) key = key.replaceAll("'", '’');
  // Spaces are made one only where there is more to do than single spaces (half of the check's time otherwise).
  if (/\s\s|[^\S ]/.test(key)) key = key.replace(/\s+/g, ' ');
  return key.trim();
}

function where({ file, line, column }: { file: string; line: number; column: number }): string {
  return `${file}:${line}:${column}`;
}
