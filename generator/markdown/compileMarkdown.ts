import type { Problem } from '../errors.js';
import type { Bilingual } from '../messages/messageKind.js';
import type { SlipsEnv } from './bodySlips.js';
import type { KeptBodies } from './keptBodies.js';
import type { Heading, MarkdownEnv } from './markdownEnv.js';
import { createParser } from './markdownParser.js';
import { bodyIds, type BodyLinks } from './pageLinks.js';
import { sanitizeBody } from './rawHtml.js';
import { tableOfContents } from './tableOfContents.js';

const parser = createParser();

/** A Markdown body compiled to HTML, with what was found on the way. */
export interface CompiledMarkdown {
  html: string;
  headings: Heading[];
  /** Unknown placeholders, refused raw HTML, images from other hosts: the page cannot be built. */
  problems: Problem[];
  /** Where Hugo shortcodes or Liquid tags are written: shown as text, worth a warning. */
  templateTags: { line: number; column: number }[];
  /** Internal addresses of links and images (`./guide` made `/guide`), with where each is first written. */
  written: Map<string, { line: number; column: number }>;
  /** The text of the `# Titre` the body starts with, taken out of the HTML (see pageTitle). */
  title?: string;
  /** The internal links and the ids of the body, none read out of its code (see pageLinks). */
  links: BodyLinks;
  /** What builds but deserves a look (a heading that skips a level…), see bodySlips. */
  warnings: Bilingual[];
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
  /** The front matter's title, compared with the `# Titre` the body may start with. */
  title?: string;
}

/**
 * Compiles a page's Markdown body with markdown-it (see markdownParser): placeholders filled in
 * prose only, headings given ids, code highlighted, raw HTML checked then sanitized. With `kept`
 * (`site dev`), a body compiled before from the same text and source is taken from there.
 */
export function compileMarkdown(markdown: string, source: MarkdownSource, kept?: KeptBodies): CompiledMarkdown {
  if (!kept) return compile(markdown, source);
  const compiled = kept.take(markdown, source, () => compile(markdown, source));
  // Callers may add to the lists; the kept copy stays as compiled.
  return {
    ...compiled,
    headings: [...compiled.headings],
    problems: [...compiled.problems],
    templateTags: [...compiled.templateTags],
  };
}

function compile(markdown: string, source: MarkdownSource): CompiledMarkdown {
  const env: MarkdownEnv = {
    values: source.values,
    file: source.file,
    firstLine: source.firstLine,
    source: markdown,
    problems: [],
    headings: [],
    templateTags: [],
    rawHtml: false,
    route: source.route,
    pageAddresses: source.pageAddresses,
    frontTitle: source.title,
  };
  // A byte order mark left at the start of the body (a file saved by Notepad) would hide its `# Titre`.
  let html = parser.render(markdown.startsWith('\uFEFF') ? markdown.slice(1) : markdown, env);
  if (env.rawHtml) html = sanitizeBody(html);
  if (source.toc) html = tableOfContents(env.headings, parser.utils.escapeHtml) + html;
  const links = { hrefs: [...(env.hrefs ?? [])], ids: bodyIds(html, env.rawHtml) };
  // The rules run one after the other: problems are listed in the order of the file.
  const problems =
    env.problems.length < 2
      ? env.problems
      : env.problems.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
  const { warnings = [] } = env as SlipsEnv;
  // Warnings too, each told from `file:line:column` (see warningOf).
  if (warnings.length > 1) warnings.sort((a, b) => placeOf(a.en) - placeOf(b.en));
  return {
    html,
    headings: env.headings,
    problems,
    templateTags: env.templateTags,
    written: env.written ?? new Map(),
    warnings,
    ...(env.title ? { title: env.title.text } : {}),
    links,
  };
}

/** Where a warning told as `file:line:column message` is, as one number to sort by. */
function placeOf(text: string): number {
  const [, line = '0', column = '0'] = /^.+?:(\d+):(\d+)/.exec(text) ?? [];
  return Number(line) * 10_000 + Number(column);
}
