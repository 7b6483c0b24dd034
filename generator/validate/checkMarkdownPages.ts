import { helpArticles, isHelpArticle, markdownPages } from '../content/collections.js';
import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { MarkdownPage } from './markdownPage.js';
import { markdownPageOf, pageAddress, type CheckedPages } from './markdownPageOf.js';

/**
 * The Markdown pages and help articles whose front matter is valid (drafts only when asked), and
 * the address of each of their files, valid or not, by path. `drafts` and `checkedPages` as in
 * `Overrides`.
 */
export function checkMarkdownPages(
  loaded: LoadedContent,
  problems: Problem[],
  overrides: { drafts?: boolean; checkedPages?: CheckedPages },
): { pages: MarkdownPage[]; pageAddresses: Map<string, string> } {
  const pages: MarkdownPage[] = [];
  const pageAddresses = new Map<string, string>();
  for (const source of loaded.files.values()) {
    if (source.kind !== 'markdown') continue;
    const collection = source.path.startsWith(markdownPages.folder)
      ? markdownPages
      : isHelpArticle(source.path)
        ? helpArticles
        : undefined;
    if (!collection) continue;
    const slug = (source.source.data as { slug?: unknown } | null)?.slug;
    pageAddresses.set(
      source.path,
      pageAddress(source.path, typeof slug === 'string' ? slug : undefined, collection.address),
    );
    const page = markdownPageOf(source, problems, overrides.checkedPages, collection);
    if (page && (!page.front.draft || overrides.drafts)) pages.push(page);
  }
  return { pages, pageAddresses };
}
