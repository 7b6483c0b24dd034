import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type { MarkdownEnv } from './markdownEnv.js';

/** The internal links and the anchors of a compiled body, never read out of its code. */
export interface BodyLinks {
  /** Internal addresses (`/…` or `#…`) of its links and images, each once. */
  hrefs: string[];
  /** Values of its `id` attributes. */
  ids: string[];
}

/** An internal address: from the root or within the page, not to another host (`//host`). */
export function isInternal(href: string): boolean {
  return (href.startsWith('/') || href.startsWith('#')) && !href.startsWith('//');
}

/**
 * markdown-it core rule, run last: notes the address of every link and image of the parsed
 * Markdown (once relative ones are made absolute, see relativeLinks). With those of the raw
 * HTML's `<a>` and `<img>` (see rawHtml), they are what the link check reads of the body: an
 * `href="#main"` written in a code block or in inline code is code, not a link.
 */
export function pageLinks(state: StateCore): void {
  const env = state.env as MarkdownEnv;
  const hrefs = (env.hrefs ??= new Set());
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    for (const token of block.children) {
      const href =
        token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
      if (href && isInternal(href)) hrefs.add(href);
    }
  }
}

const code = /<pre\b[^>]*>[\s\S]*?<\/pre>|<code\b[^>]*>[\s\S]*?<\/code>/g;
const idAttribute = /\sid="([^"]+)"/g;

/**
 * The ids of a compiled body, read from its HTML without its code blocks and inline code (in
 * the compiled body, a `<` inside code is always written `&lt;`, so the first `</code>` closes
 * it): every plugin's ids count (headings, footnotes, task lists, raw HTML), none written as
 * code. `sanitized`: the body went through the sanitizer, which writes the quotes of code as
 * `"`. Each a string of its own, not a slice keeping the body in memory.
 */
export function bodyIds(html: string, sanitized: boolean): string[] {
  if (!html.includes(' id="')) return [];
  // Unsanitized, code is as markdown-it and highlight.js escape it: `id=&quot;…`, never `id="…`.
  const outside = sanitized ? html.replace(code, '') : html;
  return [...outside.matchAll(idAttribute)].map((match) => Buffer.from(match[1]!).toString());
}
