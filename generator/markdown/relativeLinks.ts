import path from 'node:path';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { locate, type MarkdownEnv } from './markdownEnv.js';

/** An address with a scheme (`https:`, `mailto:`), from the root (`/`, `//host`), or within the page (`#`, `?`). */
const notRelative = /^(?:[a-z][a-z0-9+.-]*:|[/#?])/i;
/** A link from the root to a Markdown file (`/guide/introduction.md#etapes`), as VitePress reads it. */
const rootMarkdown = /^\/(?!\/)[^?#]*\.md(?:[?#]|$)/i;
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
 * `introduction.html` (VitePress's address without clean URLs) leads to the page when one is
 * there. Where each was written is kept, to report it if it leads nowhere.
 */
export function relativeLinks(state: StateCore): void {
  const env = state.env as MarkdownEnv;
  if (!env.route) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    for (const token of block.children) {
      if (token.type === 'link_open') resolve(token, 'href', env, block);
      else if (token.type === 'image') resolve(token, 'src', env, block);
    }
  }
}

function resolve(token: Token, attribute: 'href' | 'src', env: MarkdownEnv, block: Token): void {
  const written = token.attrGet(attribute);
  if (!written || (notRelative.test(written) && !rootMarkdown.test(written))) return;
  const at = locate(env, block.map, written);
  const [, file = '', rest = ''] = /^([^?#]*)(.*)$/.exec(written) ?? [];
  let absolute: string;
  if (/\.md$/i.test(file)) {
    const from = file.startsWith('/') ? pagesFolder : path.posix.dirname(env.file);
    const target = path.posix.join(from, safeDecode(file));
    const address = env.pageAddresses?.get(target);
    if (address === undefined) {
      env.problems.push({
        position: { file: env.file, ...at },
        field: '',
        message: `dead link ${written}: there is no file ${target}`,
        hint: 'correct the file name; a link to another page may name its file, relative to this one (cgv.md, ../cgv.md), or its address (/cgv).',
        fr: {
          message: `lien mort ${written}\u00a0: il n’y a pas de fichier ${target}`,
          hint: 'corrigez le nom du fichier\u00a0; un lien vers une autre page peut nommer son fichier, à partir de celui-ci (cgv.md, ../cgv.md), ou son adresse (/cgv).',
        },
      });
      return;
    }
    absolute = address + rest;
  } else {
    const url = new URL(written, `http://site${env.route}`);
    absolute = withoutHtml(url.pathname, env) + url.search + url.hash;
  }
  token.attrSet(attribute, absolute);
  (env.written ??= new Map()).set(absolute, at);
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
