import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { compileMarkdown } from '../markdown/compileMarkdown.js';
import type { CompiledMarkdown } from '../markdown/compiledMarkdown.js';
import type { KeptBodies } from '../markdown/keptBodies.js';
import { templateTagsWarning } from '../content/templateTags.js';
import type { Bilingual } from '../messages/messageKind.js';
import type { MarkdownPage } from './markdownPage.js';
import { pushAll } from '../shared/pushAll.js';

/** What every Markdown body is compiled with. */
export interface BodyContext {
  loaded: LoadedContent;
  /** Placeholder values (`{brand}` → the brand's name). */
  values: Record<string, string>;
  /** The address of every Markdown page by file, for links to `.md` files. */
  pageAddresses: ReadonlyMap<string, string>;
  /** Bodies compiled before (`site dev`), taken when the text and source are the same. */
  kept?: KeptBodies;
}

/**
 * Compiles the body of each page into its `html` (placeholders filled, links resolved). Pages
 * whose body has a problem are left out of the result, their problems added to `problems`.
 *
 * With `later` (`site dev`), nothing is compiled now: each page compiles its body the first time
 * its `html` or `written` is read (its render, its key, the background link check) and adds its
 * problems to `later`, its warnings to `laterWarnings`, then. At 10,000 pages compiling is a
 * second of work, which the first page served does not wait for; such a page stays in the
 * result, shown with its problems.
 */
export function compileBodies({
  pages,
  context,
  problems,
  later,
  laterWarnings = [],
}: {
  pages: MarkdownPage[];
  context: BodyContext;
  problems: Problem[];
  /** Where the problems of a body compiled when first read go (`site dev`): then none is compiled now. */
  later?: Problem[];
  /** With `later`: where the warnings of those bodies go. */
  laterWarnings?: Bilingual[];
}): { pages: MarkdownPage[]; warning?: Bilingual; warnings: Bilingual[] } {
  if (later) {
    for (const page of pages) compileWhenRead(page, () => compileBody(page, context), later, laterWarnings);
    return { pages, warnings: [] };
  }
  const tagged: { file: string; line: number; column: number }[][] = [];
  const warnings: Bilingual[] = [];
  const compiled = pages.filter((page) => {
    const result = compileBody(page, context);
    applyBody(page, result, context);
    pushAll(problems, result.problems);
    pushAll(warnings, result.warnings);
    if (result.templateTags.length > 0)
      tagged.push(result.templateTags.map((position) => ({ file: page.file, ...position })));
    return result.problems.length === 0;
  });
  return { pages: compiled, warning: templateTagsWarning(tagged), warnings };
}

/** The body of one page compiled (placeholders filled, links resolved), as `compileBodies` compiles each. */
export function compileBody(page: MarkdownPage, context: BodyContext): CompiledMarkdown {
  return compileMarkdown(
    page.body,
    {
      file: page.file,
      firstLine: context.loaded.files.get(page.file)?.bodyLine ?? 1,
      values: context.values,
      toc: page.front.toc,
      route: page.route,
      pageAddresses: context.pageAddresses,
      ...(titleWritten(page, context) ? { title: page.front.title } : {}),
    },
    context.kept,
  );
}

/** Whether the page's title is written in its front matter, not taken from its body's `# Titre`. */
function titleWritten(page: MarkdownPage, context: Pick<BodyContext, 'loaded'>): boolean {
  const data = context.loaded.files.get(page.file)?.source.data;
  return typeof data === 'object' && data !== null && 'title' in data;
}

/**
 * Gives `page` its compiled body: its HTML, resolved addresses, links and the `# Titre` it starts
 * with, shown instead of the body's (and the page's title without one in the front matter, its
 * placeholders now filled).
 */
export function applyBody(page: MarkdownPage, result: CompiledMarkdown, context: Pick<BodyContext, 'loaded'>): void {
  page.html = result.html;
  page.written = result.written;
  page.heading = result.title;
  page.links = result.links;
  if (result.title !== undefined && !titleWritten(page, context)) page.front = { ...page.front, title: result.title };
}

/**
 * The warnings of one body compiled alone (`site dev`): its slips, and its template tags, told
 * for this page (a build tells those of every page in one warning).
 */
export function bodyWarnings(page: MarkdownPage, result: CompiledMarkdown): Bilingual[] {
  const tags = templateTagsWarning([result.templateTags.map((position) => ({ file: page.file, ...position }))]);
  return tags ? [...result.warnings, tags] : result.warnings;
}

/** Makes `html`, `written`, `heading` and `links` of `page` compile its body once, on first read. */
function compileWhenRead(
  page: MarkdownPage,
  compile: () => CompiledMarkdown,
  later: Problem[],
  laterWarnings: Bilingual[],
): void {
  let result: CompiledMarkdown | undefined;
  const compiled = (): CompiledMarkdown => {
    if (!result) {
      result = compile();
      pushAll(later, result.problems);
      pushAll(laterWarnings, bodyWarnings(page, result));
    }
    return result;
  };
  Object.defineProperty(page, 'html', { get: () => compiled().html, enumerable: true, configurable: true });
  Object.defineProperty(page, 'written', { get: () => compiled().written, enumerable: true, configurable: true });
  Object.defineProperty(page, 'heading', { get: () => compiled().title, enumerable: true, configurable: true });
  Object.defineProperty(page, 'links', { get: () => compiled().links, enumerable: true, configurable: true });
}
