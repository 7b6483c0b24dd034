import type { CompiledMarkdown, MarkdownSource } from './compiledMarkdown.js';
import type { KeptBodies } from './keptBodies.js';
import type { MarkdownEnv } from './markdownEnv.js';
import { createParser } from './markdownParser.js';
import { bodyIds } from './pageLinks.js';
import { sanitizeBody } from './sanitizeBody.js';
import { tableOfContents } from './tableOfContents.js';

const parser = createParser();

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
  const { warnings = [] } = env;
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
