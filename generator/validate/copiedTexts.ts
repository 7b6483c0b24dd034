import type { LoadedContent } from '../load/loadContent.js';
import { copiedText, staleName } from '../messages/copyMessages.js';
import type { Bilingual } from '../messages/messageKind.js';
import { warningOf } from '../messages/warningOf.js';
import { shingleIds, shingles, sortedSimilarity, textWords } from '../shared/similarity.js';
import { departements } from '../../model/frenchPlace.js';
import { formatPath } from './issueToProblems.js';
import { copyAndOriginal } from './copyAndOriginal.js';

/** Past this share of their words in common (see `similarity`), one page is a copy of the other; hand-written pages of the site share at most 28 %. */
export const copiedShare = 0.5;

/** A paragraph this long or longer, found word for word in the other page, is named as copied. */
const paragraphWords = 8;

/** One text of a page and where it is. */
interface Text {
  value: string;
  path: (string | number)[];
}

/** A page of a folder: its file, its texts in order and their 3-word sequences. */
interface Page {
  file: string;
  texts: Text[];
  /** Its 3-word sequences (see shingleIds). */
  shingles: Int32Array;
  /** Local pages: the place's name (and as compared, see `folded`) and département code. */
  name?: string;
  folded?: string;
  region?: string;
}

/**
 * Warnings for a page whose text is mostly another page's of its folder, word for word: a sector
 * or a local page copied and not rewritten. For a local page that still names the place of the
 * page it was copied from (« Colmar », or « Haut-Rhin » when this page is in another
 * département), at the first line naming it; otherwise at its first copied paragraph. The copy
 * is the page naming the other's place more often, else as `copyAndOriginal` tells; a page
 * copied from several is told once, with the one it is most like.
 */
export function copiedTexts(
  folders: readonly (readonly { file: string; data: unknown }[])[],
  loaded: LoadedContent,
): Bilingual[] {
  const warnings: Bilingual[] = [];
  for (const entries of folders) {
    const ids = new Map<string, number>();
    const pages = entries.map((entry) => pageOf(entry, ids)).sort((a, b) => a.file.localeCompare(b.file));
    // One warning for each copy, naming the page it is most like: 300 copies of one page were
    // 45,000 warnings, one for each pair (1,200 overflowed the stack).
    const closest = new Map<Page, { original: Page; score: number }>();
    for (let i = 0; i < pages.length; i++)
      for (let j = i + 1; j < pages.length; j++) {
        const [a, b] = [pages[i]!.shingles.length, pages[j]!.shingles.length];
        // Sharing all of the shorter one's sequences would not make the share: not compared.
        if ((2 * Math.min(a, b)) / (a + b) < copiedShare) continue;
        const score = sortedSimilarity(pages[i]!.shingles, pages[j]!.shingles);
        if (score < copiedShare) continue;
        // Which is the copy matters only if the pair is closer than what either has already.
        if (score <= (closest.get(pages[i]!)?.score ?? 0) && score <= (closest.get(pages[j]!)?.score ?? 0)) continue;
        const [copy, original] = copyFirst(pages[i]!, pages[j]!);
        if (score > (closest.get(copy)?.score ?? 0)) closest.set(copy, { original, score });
      }
    for (const copy of pages) {
      const found = closest.get(copy);
      if (found) warnings.push(...told(copy, found.original, Math.floor(found.score * 100), loaded));
    }
  }
  return warnings;
}

function told(copy: Page, original: Page, percent: number, loaded: LoadedContent): Bilingual[] {
  const source = loaded.files.get(copy.file)?.source;
  const at = (text: Text) => ({
    ...(source?.locate(text.path) ?? { file: copy.file, line: 1, column: 1 }),
    field: formatPath(text.path),
  });
  const stale = staleNames(copy, original).flatMap((name) => {
    const text = copy.texts.find((t) => names(t.value, name));
    return text ? [warningOf(staleName, { name, place: copy.name!, other: original.file, percent }, at(text))] : [];
  });
  if (stale.length > 0) return stale;
  const same = new Map(original.texts.map((text) => [comparable(text.value), text]));
  const first = copy.texts.find((t) => t.value.split(/\s+/).length >= paragraphWords && same.has(comparable(t.value)));
  const there = first && loaded.files.get(original.file)?.source.locate(same.get(comparable(first.value))!.path);
  const place = first ?? copy.texts.find((t) => t.value.split(/\s+/).length >= paragraphWords) ?? copy.texts[0];
  if (!place) return [];
  const args = { other: original.file, first: there && `${there.file}:${there.line}:${there.column}`, percent };
  return [warningOf(copiedText, args, at(place))];
}

/** The other page's city and département names this page still uses, though they are not its own. */
function staleNames(copy: Page, original: Page): string[] {
  // Two pages for one place (`Epinal`, `Épinal`) are told by duplicateNames.
  if (!copy.name || !original.name || copy.folded === original.folded) return [];
  const found: string[] = [];
  if (!names(copy.name, original.name)) found.push(original.name);
  const departement = original.region && departements.get(original.region)?.name;
  if (departement && original.region !== copy.region && departement !== original.name) found.push(departement);
  return found.filter((name) => copy.texts.some((text) => names(text.value, name)));
}

/**
 * Orders a pair as [copy, original] (see copiedTexts); `a` comes before `b` by file name. The
 * copy names the other's place (or département) in many texts, the original at most in a list of neighbours.
 */
function copyFirst(a: Page, b: Page): [Page, Page] {
  const naming = (x: Page, y: Page) => {
    const stale = staleNames(x, y);
    return x.texts.filter((text) => stale.some((name) => names(text.value, name))).length;
  };
  const [ab, ba] = [naming(a, b), naming(b, a)];
  if (ab !== ba) return ab > ba ? [a, b] : [b, a];
  return copyAndOriginal(a, b);
}

function pageOf({ file, data }: { file: string; data: unknown }, ids: Map<string, number>): Page {
  const texts: Text[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string' && value.trim()) texts.push({ value, path });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(data, []);
  const local = data as { name?: unknown; geo?: { region?: unknown } };
  return {
    file,
    texts,
    shingles: shingleIds(shingles(texts.flatMap((text) => textWords(text.value))), ids),
    name: typeof local.name === 'string' ? local.name : undefined,
    folded: typeof local.name === 'string' ? folded(local.name) : undefined,
    region: typeof local.geo?.region === 'string' ? local.geo.region.slice(3) : undefined,
  };
}

/** Whether `text` names `name` as a word of its own (`Metz` is not named by « Montigny-lès-Metz »). */
function names(text: string, name: string): boolean {
  let from = text.indexOf(name);
  while (from >= 0) {
    const before = text[from - 1] ?? ' ';
    const after = text[from + name.length] ?? ' ';
    if (!/[\p{L}\p{N}-]/u.test(before) && !/[\p{L}\p{N}-]/u.test(after)) return true;
    from = text.indexOf(name, from + 1);
  }
  return false;
}

function comparable(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A place's name as compared: case and accents aside. */
function folded(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
