import type { HelpArticleFront } from '../../model/helpArticle.js';
import type { MarkdownFrontMatter } from '../../model/markdownPage.js';
import type { BodyLinks } from '../markdown/pageLinks.js';

/** A Markdown page ready to render: front matter checked, body compiled. */
export interface MarkdownPage {
  file: string;
  /** `/cgv` for `content/pages/cgv.md`, `/mentions-legales` for `Mentions Légales.md` (see `addressSegment`). */
  route: string;
  /**
   * The checked front matter; `updated` is the latest of `date`, `lastmod` and `updated`, as a
   * day (`YYYY-MM-DD`); `title` is the body's leading `# Titre` when the front matter gives none.
   */
  front: MarkdownFrontMatter & { title: string };
  /** The `# Titre` the body starts with, shown as the page's heading and taken out of its body (see pageTitle). */
  heading?: string;
  /** The body's internal links and ids, read from its Markdown and its markup, never from its code (see pageLinks). */
  links?: BodyLinks;
  /** The Markdown body as written. */
  body: string;
  /** The body as HTML: placeholders filled, headings with ids, code highlighted (see compileMarkdown). */
  html: string;
  /** Relative addresses of the body made absolute (`./guide` → `/guide`), with where each is written. */
  written?: ReadonlyMap<string, { line: number; column: number }>;
}

/** A help article (`content/aide/<nom>.md`): a Markdown page with a category and an order. */
export interface HelpArticle extends MarkdownPage {
  front: HelpArticleFront & { title: string };
}
