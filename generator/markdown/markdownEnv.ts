import type { Problem } from '../errors.js';
import { problemOf, type Bilingual, type MessageKind } from '../messages/messageKind.js';
import { warningOf } from '../messages/warningOf.js';

/** A heading of a Markdown body, with the id it was given. */
export interface Heading {
  level: number;
  id: string;
  /** Its text, without markup: shown in the table of contents and in the anchor's name. */
  text: string;
}

/**
 * What the markdown-it rules of one page read and write (markdown-it's `env`): the placeholder
 * values, where the body sits in its file, and what the rules found on the way.
 */
export interface MarkdownEnv {
  values: Record<string, string>;
  file: string;
  /** Line of the file on which the body starts (1-based). */
  firstLine: number;
  /** The body as written, cut in lines only when a problem needs its column. */
  source: string;
  lines?: string[];
  /** The last occurrence of each needle found in each block's lines, by block and needle (see find). */
  found?: Map<string, { nth: number; index: number; column: number }>;
  problems: Problem[];
  headings: Heading[];
  /** Where Hugo shortcodes and Liquid tags are written in prose. */
  templateTags: { line: number; column: number }[];
  /** Whether the body holds raw HTML (then the whole body goes through the sanitizer). */
  rawHtml: boolean;
  /** The ids written in raw HTML, each with the line it is first written on: headings take none of them. */
  rawIds?: Map<string, number>;
  /** The page's address, against which relative links are resolved (see relativeLinks). */
  route?: string;
  /** The address of every Markdown page by file (`content/pages/cgv.md` → `/cgv`), drafts included. */
  pageAddresses?: ReadonlyMap<string, string>;
  /** Internal addresses of links and images (relative ones made absolute), with where each is first written. */
  written?: Map<string, { line: number; column: number }>;
  /** What `locate` found last, and its block (`map` as text): the next is looked for after it. */
  located?: { block: string; line: number; column: number };
  /** What builds but deserves a word, told like problems (file:line:column, hint): see `warn`. */
  warnings?: Bilingual[];
  /** The front matter's title, if written: a body starting with another `# Titre` is warned of. */
  frontTitle?: string;
  /** The `# Titre` the body starts with, taken out of it (see pageTitle), and its line in the file. */
  title?: { text: string; line: number };
  /** The internal addresses of the body's links and images, as the link check reads them (see pageLinks). */
  hrefs?: Set<string>;
}

/**
 * Where something is written in a page's body: the `nth` occurrence of `needle` in the body
 * lines `map` covers (markdown-it's 0-based [start, end) line range of a block).
 */
export interface InBody {
  env: MarkdownEnv;
  map: [number, number] | null | undefined;
  needle: string;
  /** Which occurrence, from 0 (default: the first). */
  nth?: number;
  /** Look only after this file position (a position `find` gave in the same block). */
  after?: { line: number; column: number };
}

/**
 * The file position of what `at` names, if it is written as it is in the block's lines. The
 * occurrences of a needle are asked for in turn (the 1st, the 2nd…): each search goes on from the
 * one before (`env.found`), where 20,000 tags in a paragraph, each looked for from its start, took 9 s.
 */
export function find({ env, map, needle, nth = 0, after }: InBody): { line: number; column: number } | undefined {
  const lines = (env.lines ??= env.source.split('\n'));
  const [start, end] = map ?? [0, lines.length];
  const key = `${start} ${end} ${needle}`;
  const before = after ? undefined : env.found?.get(key);
  let [index, from, seen] = after
    ? [after.line - env.firstLine, after.column, 0]
    : before && before.nth < nth
      ? [before.index, before.column + 1, before.nth + 1]
      : [start, 0, 0];
  for (; index < Math.max(end, start + 1) && index < lines.length; index++, from = 0) {
    let column = lines[index]!.indexOf(needle, from);
    while (column !== -1) {
      if (seen++ === nth) {
        if (!after) (env.found ??= new Map()).set(key, { nth, index, column });
        return { line: env.firstLine + index, column: column + 1 };
      }
      column = lines[index]!.indexOf(needle, column + 1);
    }
  }
  return undefined;
}

/**
 * The file position of what `at` names; the block's first line when it is not found as written
 * (an entity, a line break in the middle). Rules walk a page in the order it is written: a first
 * occurrence is looked for after what was located last in the same block, then from the block's
 * start (distinct addresses or placeholders of one paragraph, each looked for from its start,
 * were quadratic: 40,000 images took 13 s to check).
 */
export function locate(at: InBody): { line: number; column: number } {
  return located(at) ?? { line: at.env.firstLine + (at.map?.[0] ?? 0), column: 1 };
}

/** Where `locate` finds what `at` names, if it is written as it is. */
export function located(at: InBody): { line: number; column: number } | undefined {
  const block = `${at.map?.[0]} ${at.map?.[1]}`;
  const last = !at.nth && !at.after && at.env.located?.block === block ? at.env.located : undefined;
  const found = (last && find({ ...at, after: last })) ?? find(at);
  if (found) at.env.located = { block, ...found };
  return found;
}

/**
 * The lines of the block `token` is in, for a walk over a page's tokens in order: its own, or for
 * a table cell's text (which markdown-it gives none) those of its row, the last lines met before
 * it (`last`). Kept as the walk goes: looked for back along a row of 20,000 cells, they took 8 s.
 */
export function rowLines(
  token: { map: [number, number] | null },
  last: [number, number] | null,
): [number, number] | null {
  return token.map ?? last;
}

/** Adds a problem of the given kind to the page, pinned where `at` names. */
export function report<A>(kind: MessageKind<A>, args: A, at: InBody): void {
  at.env.problems.push(problemOf(kind, args, { file: at.env.file, ...locate(at) }));
}

/**
 * Adds a warning of the given kind to the page (a callout of an unknown kind, a component of
 * another tool), pinned where `at` names, or at a line and column of the file.
 */
export function warn<A>(
  kind: MessageKind<A>,
  args: A,
  at: InBody | { env: MarkdownEnv; line: number; column: number },
): void {
  const { line, column } = 'needle' in at ? locate(at) : at;
  (at.env.warnings ??= []).push(warningOf(kind, args, { file: at.env.file, line, column }));
}

/** The site's domain without `www.` (`telorys.fr`), from the `{siteUrl}` placeholder; read when a rule needs it. */
export function siteDomainOf(env: MarkdownEnv): string | undefined {
  const url = env.values.siteUrl;
  return url && URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '') : undefined;
}
