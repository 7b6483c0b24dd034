import { helpArticles, isHelpArticle, markdownPages } from '../content/collections.js';
import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { MarkdownPage } from './markdownPage.js';
import { markdownPageOf, pageAddress, type CheckedPages } from './markdownPageOf.js';

/**
 * The Markdown pages and help articles whose front matter is valid (drafts only when asked), and
 * the address of each of their files, valid or not (unreadable included), by path. `drafts` and `checkedPages` as in
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
    const collection = collectionOf(source.path);
    if (!collection) continue;
    const slug = (source.source.data as { slug?: unknown } | null)?.slug;
    pageAddresses.set(
      source.path,
      pageAddress(source.path, typeof slug === 'string' ? slug : undefined, collection.address),
    );
    const page = markdownPageOf(source, problems, overrides.checkedPages, collection);
    if (page && (!page.front.draft || overrides.drafts)) pages.push(page);
  }
  // A page whose file could not be read or parsed (its problem is told) is still a file links may
  // lead to: `./renvoi-appels.md` is no dead link because that page's front matter is broken.
  for (const { position } of loaded.problems) {
    const collection = collectionOf(position.file);
    if (position.file.endsWith('.md') && collection && !pageAddresses.has(position.file))
      pageAddresses.set(position.file, pageAddress(position.file, undefined, collection.address));
  }
  return { pages, pageAddresses };
}

/** The collection of Markdown pages a file belongs to, if any. */
function collectionOf(file: string) {
  return file.startsWith(markdownPages.folder) ? markdownPages : isHelpArticle(file) ? helpArticles : undefined;
}
