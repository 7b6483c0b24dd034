import { tasklist } from '@mdit/plugin-tasklist';
import MarkdownIt, { type PluginSimple } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import { admonitions } from './admonitions.js';
import { callouts } from './callouts.js';
import { bodySlips } from './bodySlips.js';
import { scrollingBoxes } from './codeBlocks.js';
import { components } from './components.js';
import { fillProse } from './fillProse.js';
import { headingIds } from './headingIds.js';
import { checkRawHtml } from './rawHtml.js';
import { headingSlips } from './headingSlips.js';
import { linkSlips } from './linkSlips.js';
import { inlineSlips } from './inlineSlips.js';
import { mdxLines } from './mdxLines.js';
import { pageLinks } from './pageLinks.js';
import { pageTitle } from './pageTitle.js';
import { relativeLinks } from './relativeLinks.js';
import { tocMarkers } from './tableOfContents.js';
import { unclosedBlocks } from './unclosedBlocks.js';

/**
 * The one markdown-it parser of Markdown pages: CommonMark plus what the generators editors come
 * from turn on by default (GitHub tables, strikethrough, task lists, footnotes), raw HTML read
 * (then checked and sanitized), links with a dangerous scheme left as text; and what docs tools
 * add (VitePress, Docusaurus, MkDocs, GitHub): callouts, marked code lines, a title in the body,
 * `[[toc]]`, their built-in components.
 */
export function createParser(): MarkdownIt {
  const md = new MarkdownIt('commonmark', { html: true });
  md.enable(['table', 'strikethrough']);
  // The footnote plugin is typed against markdown-it's CommonJS types.
  md.use(footnote as unknown as PluginSimple).use(tasklist, { disabled: true, label: true });
  // Before `text_join`: an escaped brace (`\{brand}`) is still a token of its own there.
  md.core.ruler.before('text_join', 'fill_prose', fillProse);
  // Raw HTML first: its ids are known when headings are given theirs.
  md.core.ruler.after('fill_prose', 'raw_html', checkRawHtml);
  // Components of other tools become HTML (or go) before raw HTML is read.
  md.core.ruler.before('raw_html', 'components', components);
  headingIds(md);
  md.core.ruler.after('anchor', 'page_title', pageTitle);
  md.core.ruler.after('page_title', 'relative_links', relativeLinks);
  md.core.ruler.push('cell_alignment', cellAlignment);
  md.core.ruler.push('body_slips', bodySlips);
  // Slips that swallow the rest of a page, headings and links left as text (see each file).
  md.core.ruler.push('unclosed_blocks', unclosedBlocks);
  md.core.ruler.push('heading_slips', headingSlips);
  md.core.ruler.push('link_slips', linkSlips);
  md.core.ruler.push('inline_slips', inlineSlips);
  md.core.ruler.push('page_links', pageLinks);
  // Docs tools' blocks: `::: tip`, `!!! note`, `> [!NOTE]`, `[[toc]]`, MDX's imports.
  md.core.ruler.after('block', 'mdx_lines', mdxLines);
  callouts(md);
  admonitions(md);
  tocMarkers(md);
  scrollingBoxes(md);
  frenchFootnotes(md);
  return md;
}

/** Table alignment as a class: the Content-Security-Policy blocks the `style` markdown-it writes. */
function cellAlignment(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
    if (!align) continue;
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
    token.attrJoin('class', `align-${align}`);
  }
}

/** Footnotes titled and linked back in French, without the rule above them (the CSS draws one). */
function frenchFootnotes(md: MarkdownIt): void {
  md.renderer.rules.footnote_block_open = () =>
    '<section class="footnotes" aria-label="Notes">\n<ol class="footnotes-list">\n';
  const anchor = md.renderer.rules.footnote_anchor!;
  md.renderer.rules.footnote_anchor = (...args) =>
    anchor(...args).replace('class="footnote-backref"', 'class="footnote-backref" aria-label="Retour au texte"');
}
