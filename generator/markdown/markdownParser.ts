import MarkdownIt from 'markdown-it';
import { admonitions } from './admonitions.js';
import { callouts } from './callouts.js';
import { scrollingBoxes } from './codeBlocks.js';
import { components } from './components.js';
import { fillProse } from './fillProse.js';
import { footnotes } from './footnotes.js';
import { headingIds } from './headingIds.js';
import { markdownSlips } from './markdownSlips.js';
import { mdxLines } from './mdxLines.js';
import { pageLinks } from './pageLinks.js';
import { pageTitle } from './pageTitle.js';
import { rawHtml } from './rawHtml.js';
import { relativeLinks } from './relativeLinks.js';
import { tocMarkers } from './tableOfContents.js';
import { taskLists } from './taskLists.js';

/**
 * The one markdown-it parser of Markdown pages: CommonMark plus what the generators editors come
 * from turn on by default (GitHub tables, strikethrough, task lists, footnotes), raw HTML read
 * (then checked and sanitized), links with a dangerous scheme left as text; and what docs tools
 * add (VitePress, Docusaurus, MkDocs, GitHub): callouts, marked code lines, a title in the body,
 * `[[toc]]`, their built-in components. A list of plugins, maintained ones and ours (one file
 * each), in the order their rules run where it matters (see docs/architecture.md).
 */
export function createParser(): MarkdownIt {
  return new MarkdownIt('commonmark', { html: true })
    .enable(['table', 'strikethrough'])
    .use(footnotes) // markdown-it-footnote, in French
    .use(taskLists) // @mdit/plugin-tasklist, run item by item
    .use(fillProse) // {name} placeholders and French spacing, in prose only
    .use(rawHtml) // raw HTML checked: its ids are known when headings get theirs
    .use(components) // VitePress's and Docusaurus's components, before raw HTML is checked
    .use(headingIds) // markdown-it-anchor, with our slug, {#id} and the link after each heading
    .use(pageTitle) // the `# Titre` a body starts with
    .use(relativeLinks) // links checked against routes
    .use(scrollingBoxes) // code highlighted, fence info strings, tables and code in a scrolling box
    .use(markdownSlips) // editors' slips Markdown prints without a word, a table of rules run in one walk
    .use(pageLinks) // the internal links the link check reads
    .use(mdxLines) // MDX's import lines and comments
    .use(callouts) // markdown-it-container's `::: tip`, GitHub's `> [!NOTE]`
    .use(admonitions) // MkDocs's `!!! note` and `=== "Onglet"`
    .use(tocMarkers); // `[[toc]]`, `[TOC]`
}
