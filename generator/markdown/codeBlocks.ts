import type MarkdownIt from 'markdown-it';
import type { HLJSApi } from 'highlight.js';
import { lazyRequire } from './lazyRequire.js';

// The 36 common languages (bash, css, json, javascript, python, sql, yaml, xml…): others are
// shown as plain code.
const highlighter = lazyRequire<HLJSApi>('highlight.js/lib/common');

/** Fenced code with a known language, highlighted as HTML (`<span class="hljs-…">`); escaped text otherwise. */
export function highlight(code: string, language: string, escape: (text: string) => string): string {
  if (!language) return escape(code);
  const hljs = highlighter();
  if (!hljs.getLanguage(language)) return escape(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}

/**
 * Code blocks and tables scroll in a box of their own, never the page: on a phone one long
 * line would otherwise widen the whole page. The box can take the focus, so a keyboard user can
 * scroll it too. Code is highlighted at build time: no JavaScript runs in the browser.
 */
export function scrollingBoxes(md: MarkdownIt): void {
  const escape = md.utils.escapeHtml;
  const block = (code: string, language: string) => {
    const attribute = language ? ` class="language-${escape(language)}"` : '';
    return `<pre class="code-block" tabindex="0"><code${attribute}>${highlight(code, language, escape)}</code></pre>\n`;
  };
  md.renderer.rules.fence = (tokens, index) => {
    const token = tokens[index]!;
    return block(token.content, md.utils.unescapeAll(token.info).trim().split(/\s+/)[0] ?? '');
  };
  md.renderer.rules.code_block = (tokens, index) => block(tokens[index]!.content, '');
  md.renderer.rules.table_open = (tokens, index, options, _env, self) =>
    `<div class="table-scroll" tabindex="0">\n${self.renderToken(tokens, index, options)}`;
  md.renderer.rules.table_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}</div>\n`;
}
