import { createHash } from 'node:crypto';
import type { Problem } from '../errors.js';
import type { Heading, MarkdownEnv } from './markdownEnv.js';
import { createParser } from './markdownParser.js';
import { sanitizeBody } from './rawHtml.js';

const parser = createParser();

/** A Markdown body compiled to HTML, with what was found on the way. */
export interface CompiledMarkdown {
  html: string;
  headings: Heading[];
  /** Unknown placeholders, refused raw HTML, images from other hosts: the page cannot be built. */
  problems: Problem[];
  /** Where Hugo shortcodes or Liquid tags are written: shown as text, worth a warning. */
  templateTags: { line: number; column: number }[];
  /** Relative addresses made absolute (`./guide` → `/guide`), with where each is written. */
  written: Map<string, { line: number; column: number }>;
}

/** Where a body comes from and what fills it. */
export interface MarkdownSource {
  file: string;
  /** Line of the file on which the body starts (1-based). */
  firstLine: number;
  /** Placeholder values (`{brand}` → the brand's name). */
  values: Record<string, string>;
  /** Print a table of contents of the `h2` and `h3` first. */
  toc?: boolean;
  /** The page's address: relative links are resolved against it, and left as written without it. */
  route?: string;
  /** The address of every Markdown page by file, for links to `.md` files. */
  pageAddresses?: ReadonlyMap<string, string>;
}

let kept: Map<string, CompiledMarkdown> | undefined;
let keptLimit = 0;
/** The keys kept for each file, oldest first: two at most (the body of the state served and of the one before). */
const keptByFile = new Map<string, string[]>();
/** Versions of one file's body kept: without a bound per file, 100 saves of one page kept 100 bodies (20 MB at 32 pages). */
const versionsMax = 2;
const valuesText = new WeakMap<Record<string, string>, string>();
const addressesTexts = new WeakMap<ReadonlyMap<string, string>, string>();

/**
 * The page addresses a body's `.md` links resolve against, as a digest for the kept bodies' key:
 * the list itself (10,000 addresses) copied into every key held 4 GB at 10,000 pages.
 */
function addressesText(addresses: ReadonlyMap<string, string> | undefined): string {
  if (!addresses) return '';
  let text = addressesTexts.get(addresses);
  if (text === undefined) addressesTexts.set(addresses, (text = createHash('sha256').update(JSON.stringify([...addresses])).digest('base64')));
  return text;
}

/**
 * Keeps up to `limit` compiled bodies, by their text and source, the least recently compiled
 * dropped first, and two versions of a file's body at most: `site dev` prepares the whole site
 * after some saves, and all but the saved pages compile to what they compiled to before (it sets
 * `limit` to twice its number of pages).
 * `site build` compiles each page once and keeps nothing.
 */
export function keepCompiledMarkdown(limit: number): void {
  kept ??= new Map();
  keptLimit = limit;
}

/** Bodies compiled by earlier builds (see generator/cache/markdownCache.ts). */
export interface CompiledStore {
  find(markdown: string, source: MarkdownSource): CompiledMarkdown | undefined;
  keep(markdown: string, source: MarkdownSource, compiled: CompiledMarkdown): void;
}

let store: CompiledStore | undefined;

/** Makes compileMarkdown take bodies from `next` and keep new ones there; `undefined`: none. */
export function useCompiledStore(next: CompiledStore | undefined): void {
  store = next;
}

/**
 * Compiles a page's Markdown body with markdown-it (see markdownParser): placeholders filled in
 * prose only, headings given ids, code highlighted, raw HTML checked then sanitized. A body
 * without problems is taken from, or kept in, the store of compiled bodies when there is one.
 */
export function compileMarkdown(markdown: string, source: MarkdownSource): CompiledMarkdown {
  let compiled = store?.find(markdown, source);
  if (!compiled && kept) {
    let values = valuesText.get(source.values);
    if (values === undefined) valuesText.set(source.values, (values = JSON.stringify(source.values)));
    // A digest: the text itself in the key kept a copy of every body ever compiled.
    const key = createHash('sha256').update(`${source.file}\u0000${source.firstLine}\u0000${source.toc ? 1 : 0}\u0000${source.route ?? ''}\u0000${addressesText(source.pageAddresses)}\u0000${values}\u0000${markdown}`).digest('base64');
    compiled = kept.get(key);
    if (compiled) kept.delete(key);
    else compiled = compile(markdown, source);
    kept.set(key, compiled);
    const versions = (keptByFile.get(source.file) ?? []).filter((known) => known !== key && kept!.has(known));
    versions.push(key);
    while (versions.length > versionsMax) kept.delete(versions.shift()!);
    keptByFile.set(source.file, versions);
    if (kept.size > keptLimit) kept.delete(kept.keys().next().value!);
  } else if (!compiled) {
    compiled = compile(markdown, source);
    if (compiled.problems.length === 0) store?.keep(markdown, source, compiled);
    if (!store) return compiled;
  }
  // Callers may add to the lists; the kept copy stays as compiled.
  return { ...compiled, headings: [...compiled.headings], problems: [...compiled.problems], templateTags: [...compiled.templateTags] };
}

function compile(markdown: string, source: MarkdownSource): CompiledMarkdown {
  const env: MarkdownEnv = { values: source.values, file: source.file, firstLine: source.firstLine, source: markdown, problems: [], headings: [], templateTags: [], rawHtml: false, route: source.route, pageAddresses: source.pageAddresses };
  let html = parser.render(markdown, env);
  if (env.rawHtml) html = sanitizeBody(html);
  if (source.toc) html = tableOfContents(env.headings, parser.utils.escapeHtml) + html;
  // The rules run one after the other: problems are listed in the order of the file.
  const problems = env.problems.length < 2 ? env.problems : env.problems.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
  return { html, headings: env.headings, problems, templateTags: env.templateTags, written: env.written ?? new Map() };
}

/** The `h2` and `h3` of the page as nested lists of links, before the body. */
function tableOfContents(headings: Heading[], escape: (text: string) => string): string {
  const shown = headings.filter((heading) => heading.level === 2 || heading.level === 3);
  if (shown.length === 0) return '';
  let html = '<nav class="toc" aria-label="Sommaire">\n<p class="toc-title">Sommaire</p>\n<ol>\n';
  let open = false;
  for (const [index, heading] of shown.entries()) {
    const link = `<a href="#${escape(heading.id)}">${escape(heading.text)}</a>`;
    if (heading.level === 2) {
      if (open) html += '</ol></li>\n';
      const nested = shown[index + 1]?.level === 3;
      html += nested ? `<li>${link}\n<ol>\n` : `<li>${link}</li>\n`;
      open = nested;
    } else html += open ? `<li>${link}</li>\n` : `<li class="toc-sub">${link}</li>\n`;
  }
  return `${html}${open ? '</ol></li>\n' : ''}</ol>\n</nav>\n`;
}
