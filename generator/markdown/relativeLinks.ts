import type MarkdownIt from 'markdown-it';
import path from 'node:path';
import type Token from 'markdown-it/lib/token.mjs';
import { wwwAddress } from '../messages/inlineSlipMessages.js';
import { deadFileLink } from '../messages/linkMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { locate, report, type MarkdownEnv } from './markdownEnv.js';

/** An address with a scheme (`https:`, `mailto:`), from the root (`/`, `//host`), or within the page (`#`, `?`). */
const notRelative = /^(?:[a-z][a-z0-9+.-]*:|[/#?])/i;
/** A link from the root to a Markdown file (`/guide/introduction.md#etapes`), as VitePress reads it. */
const rootMarkdown = /^\/(?!\/)[^?#]*\.md(?:[?#]|$)/i;
/** A link from the root to an `.html` file (`/guide/introduction.html#etapes`), VitePress's address without clean URLs. */
const rootHtml = /^\/(?!\/)[^?#]*\.html(?:[?#]|$)/i;
/** Where Markdown pages are, which the root of such a link stands for. */
const pagesFolder = 'content/pages';

/**
 * markdown-it core rule: makes every relative link and image address absolute, so that the link
 * check sees it like any other. A link to a Markdown file (`cgv.md`, `../cgv.md#article-2`, as
 * VitePress and Hugo's `ref` read them) is taken relative to the page's file and becomes that
 * page's address; a link to a file that does not exist is a dead link, reported here. Any other
 * relative address (`./guide`, `images/schema.png`) is resolved against the page's address, as
 * the visitor's browser would. A link from the root to a Markdown file (`/guide/introduction.md`)
 * is taken from `content/pages/`, as VitePress takes it from its source folder; a link to
 * `introduction.html` or `/guide/introduction.html` (VitePress's addresses without clean URLs)
 * leads to the page when one is there; raw HTML's `href` and `src` are read the same way. Where
 * each was written is kept, to report it if it leads nowhere.
 */
export function relativeLinks(md: MarkdownIt): void {
  md.core.ruler.after('page_title', 'relative_links', (state) => {
    const env = state.env as MarkdownEnv;
    if (!env.route) return;
    for (const block of state.tokens) {
      if (block.type === 'html_block') block.content = resolveInHtml(block.content, env, block);
      if (block.type !== 'inline' || !block.children) continue;
      for (const token of block.children) {
        const attribute = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : undefined;
        if (attribute) {
          const absolute = resolved(token.attrGet(attribute), env, block);
          if (absolute !== undefined) token.attrSet(attribute, absolute);
        } else if (token.type === 'html_inline') token.content = resolveInHtml(token.content, env, block);
      }
    }
  });
}

/**
 * The `href` and `src` of raw HTML (`<a href="/guide/introduction.html">`) resolved the same
 * way; the addresses the link check reads of it (see rawHtml) follow.
 */
function resolveInHtml(html: string, env: MarkdownEnv, block: Token): string {
  if (!html.includes('href') && !html.includes('src')) return html;
  return html.replace(
    /(\s(?:href|src)\s*=\s*)(["'])(.*?)\2/gi,
    (whole, before: string, quote: string, written: string) => {
      const absolute = resolved(written, env, block);
      if (absolute === undefined) return whole;
      env.hrefs?.delete(written);
      if (absolute.startsWith('/')) (env.hrefs ??= new Set()).add(absolute);
      return `${before}${quote}${absolute}${quote}`;
    },
  );
}

/** The absolute address `written` stands for; undefined when it is one already, or a dead `.md` link (reported). */
function resolved(written: string | null, env: MarkdownEnv, block: Token): string | undefined {
  if (!written || (notRelative.test(written) && !rootMarkdown.test(written) && !rootHtml.test(written))) return;
  // `www.example.fr/offres` is read as a page of this site: the editor meant another site.
  if (/^www\.[^\s/]+\.[a-z]{2,}/i.test(written))
    return void report(wwwAddress, { written, fixed: `https://${written}` }, { env, map: block.map, needle: written });
  const at = locate({ env, map: block.map, needle: written });
  const [, file = '', rest = ''] = /^([^?#]*)([^]*)$/.exec(written) ?? [];
  let absolute: string;
  if (/\.md$/i.test(file)) {
    const from = file.startsWith('/') ? pagesFolder : path.posix.dirname(env.file);
    const target = path.posix.join(from, safeDecode(file));
    const address = env.pageAddresses?.get(target);
    if (address === undefined) {
      env.problems.push(problemOf(deadFileLink, { written, target }, { file: env.file, ...at }));
      return;
    }
    absolute = address + rest;
  } else {
    // An index page's links are written from its folder (`guide/index.md` → `/guide/`), as VitePress reads them.
    const base = /(^|\/)index\.md$/.test(env.file) && env.route !== '/' ? `${env.route}/` : env.route;
    const url = new URL(written, `http://site${base}`);
    absolute = withoutHtml(url.pathname, env) + url.search + url.hash;
  }
  (env.written ??= new Map()).set(absolute, at);
  return absolute;
}

/** `/guide/introduction.html` as `/guide/introduction` when that is a page's address. */
function withoutHtml(address: string, env: MarkdownEnv): string {
  if (!/\.html$/i.test(address) || !env.pageAddresses) return address;
  const page = address.replace(/(?:\/index)?\.html$/i, '') || '/';
  for (const known of env.pageAddresses.values()) if (known === page) return page;
  return address;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
