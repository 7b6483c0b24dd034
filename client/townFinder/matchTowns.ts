import type { FinderTown } from '../../model/townFinder.js';

/** A town of the finder's list with the words it is found by (see searchWords). */
export interface IndexedTown {
  town: FinderTown;
  words: string[];
}

/** The towns a query finds: the first `limit` in order, and how many there are in all. */
export interface TownMatches {
  towns: FinderTown[];
  total: number;
}

/** Names write « Saint » in full or shortened: a name's words are kept in full. */
const fullWords: Record<string, string> = { st: 'saint', ste: 'sainte' };

const collator = new Intl.Collator('fr');

/**
 * The words of a name or a query as the finder compares them: lower case, accents dropped
 * (`Épinal` → `epinal`, `Œ` → `oe`), every other character a space (hyphens, apostrophes, dots).
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** The finder's list with each name's words, « St » and « Ste » written in full. */
export function indexTowns(towns: readonly FinderTown[]): IndexedTown[] {
  return towns.map((town) => ({ town, words: searchWords(town[0]).map((word) => fullWords[word] ?? word) }));
}

/** How many letters and digits a query holds (the finder waits for two). */
export function queryLetters(query: string): number {
  return searchWords(query).join('').length;
}

/**
 * The towns whose name has, from one of its words on, words starting with the query's words in
 * order: « epinal » finds Épinal, « av » and « st av » and « saint av » find Saint-Avold, « ste »
 * finds Sainte-Marie-aux-Chênes; or, the spaces left out, starts with the query's letters (« lhop »
 * finds L’Hôpital). Those whose name starts so come first, then the others; each group in French
 * alphabetical order. At most `limit` towns, with the count of all.
 */
export function matchTowns(index: readonly IndexedTown[], query: string, limit: number): TownMatches {
  const typed = searchWords(query);
  const wanted = typed.map((word) => (fullWords[word] ? [word, fullWords[word]] : [word]));
  if (wanted.length === 0) return { towns: [], total: 0 };
  const letters = typed.map((word) => fullWords[word] ?? word).join('');
  const found: { town: FinderTown; first: boolean }[] = [];
  for (const { town, words } of index) {
    const from = firstMatch(words, wanted, letters);
    if (from >= 0) found.push({ town, first: from === 0 });
  }
  found.sort((a, b) => Number(b.first) - Number(a.first) || collator.compare(a.town[0], b.town[0]));
  return { towns: found.slice(0, limit).map((each) => each.town), total: found.length };
}

/**
 * The first word of `words` from which each of `wanted` starts a word in turn (each with its
 * spellings), or from which the words run together start with `letters`; -1 if none.
 */
function firstMatch(words: string[], wanted: string[][], letters: string): number {
  for (let from = 0; from < words.length; from++) {
    const inTurn =
      from + wanted.length <= words.length &&
      wanted.every((spellings, at) => spellings.some((start) => words[from + at]!.startsWith(start)));
    if (inTurn || words.slice(from).join('').startsWith(letters)) return from;
  }
  return -1;
}

/** Whether `query` is the whole of `name`, as the finder compares them: « metz » is Metz, « ste marie » Sainte-Marie. */
export function isWholeName(name: string, query: string): boolean {
  const words = (text: string) =>
    searchWords(text)
      .map((word) => fullWords[word] ?? word)
      .join(' ');
  return words(query) === words(name);
}
