import type { Problem } from '../errors.js';
import type { Bilingual } from '../messages/messageKind.js';
import type { Heading } from './markdownEnv.js';
import type { BodyLinks } from './pageLinks.js';

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
  /** What builds but deserves a look (a heading that skips a level…), see markdownSlips. */
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
