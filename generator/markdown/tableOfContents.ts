import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type { Heading, MarkdownEnv } from './markdownEnv.js';

/** `[[toc]]` (VitePress, markdown-it-table-of-contents) or `[TOC]` (MkDocs), alone in its paragraph. */
const marker = /^\[\[?toc\]\]?$/i;

/**
 * A table of contents where the body asks for one: `[[toc]]`, `[TOC]` or Docusaurus's
 * `<TOCInline/>` (see components) alone in a paragraph becomes the list of the page's `h2` and
 * `h3`, drawn when the body is rendered, once every heading has its id.
 */
export function tocMarkers(md: MarkdownIt): void {
  md.core.ruler.after('block', 'toc_markers', (state: StateCore) => {
    const tokens = state.tokens;
    for (let index = 0; index + 2 < tokens.length; index++) {
      if (tokens[index]!.type !== 'paragraph_open' || !marker.test(tokens[index + 1]!.content.trim())) continue;
      tokens[index]!.type = 'toc_marker';
      tokens[index]!.nesting = 0;
      tokens.splice(index + 1, 2);
    }
  });
  md.renderer.rules.toc_marker = (_tokens, _index, _options, env: MarkdownEnv) =>
    tableOfContents(env.headings, md.utils.escapeHtml);
}

/** The `h2` and `h3` of the page as nested lists of links. */
export function tableOfContents(headings: Heading[], escape: (text: string) => string): string {
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
