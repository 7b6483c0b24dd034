import type MarkdownIt from 'markdown-it';
import { locate, located, rowLines, type MarkdownEnv } from './markdownEnv.js';

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
 * `href="#main"` written in a code block or in inline code is code, not a link. Each is noted
 * with the line it is first written on, in its own block (see noteLink).
 */
export function pageLinks(md: MarkdownIt): void {
  md.core.ruler.push('page_links', (state) => {
    const env = state.env as MarkdownEnv;
    let lines: [number, number] | null = null; // a table cell's text has none: its row's (see rowLines)
    for (const block of state.tokens) {
      lines = rowLines(block, lines);
      if (block.type !== 'inline' || !block.children) continue;
      for (const token of block.children) {
        const href =
          token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
        if (href && isInternal(href)) noteLink(env, href, lines);
      }
    }
  });
}

/**
 * Notes an internal address of the body for the link check, with where it is first written,
 * looked for in the lines of its own block (markdown-it's `map`): a dead link is then reported
 * at its line, not at the same text earlier in a code block.
 */
export function noteLink(env: MarkdownEnv, href: string, map: [number, number] | null): void {
  (env.hrefs ??= new Set()).add(href);
  const written = (env.written ??= new Map());
  if (written.has(href)) return;
  const at = { env, map, needle: href };
  const decoded = decodedOf(href);
  written.set(href, (decoded !== href && (located(at) ?? located({ ...at, needle: decoded }))) || locate(at));
}

/** The address as the page may write it: markdown-it makes `</Mentions Légales>` `/Mentions%20L%C3%A9gales`. */
function decodedOf(href: string): string {
  if (!href.includes('%')) return href;
  try {
    return decodeURI(href);
  } catch {
    return href;
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
