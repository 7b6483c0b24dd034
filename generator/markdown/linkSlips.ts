import type MarkdownIt from 'markdown-it';
import { spaceBeforeAddress, spacedAddress } from '../messages/markdownSlipMessages.js';
import { addressSegment } from '../shared/address.js';
import { linesOf, report, type MarkdownEnv } from './markdownEnv.js';

/** `[text](address)` or `![alt](address)` left as text: brackets, maybe spaces, parentheses. */
const leftAsText = /(!?)\[([^[\]\n]*)\]([ \t]*)\(([^()\n]*)\)/g;
/** What an address starts with: the site's root, a relative path, an anchor, a scheme, `www.`. */
const addressLike = /^(\/|\.\.?\/|#|https?:\/\/|www\.|mailto:|tel:)/i;

/**
 * markdown-it core rule: links and images that CommonMark leaves as text, brackets and
 * parentheses shown to visitors, because of a space: in the address (`[nos tarifs](/nos tarifs)`,
 * `![plan](/images/mon image.jpg)`) or between `]` and `(` (`[texte] (/adresse)`). Refused: a
 * link that does not lead anywhere loses what it was for. Only the text markdown-it made no link
 * of is read, never code; parentheses after brackets that hold no address (`[sic] (voir plus
 * bas)`) are prose.
 */
export function linkSlips(md: MarkdownIt): void {
  md.core.ruler.push('link_slips', (state) => {
    const env = state.env as MarkdownEnv;
    for (const [index, block] of state.tokens.entries()) {
      if (block.type !== 'inline' || !block.children) continue;
      for (const child of block.children) {
        if (child.type !== 'text' || (!child.content.includes('](') && !/\]\s+\(/.test(child.content))) continue;
        for (const [written, bang, text, space, address] of child.content.matchAll(leftAsText)) {
          const trimmed = address!.trim();
          if (!addressLike.test(trimmed)) continue;
          const at = { env, map: linesOf(state.tokens, index), needle: written };
          const image = bang === '!';
          if (/\s/.test(trimmed)) report(spacedAddress, { written, image, ...withoutSpaces(trimmed) }, at);
          else if (space) report(spaceBeforeAddress, { written, fixed: `${bang}[${text}](${trimmed})`, image }, at);
        }
      }
    }
  });
}

/**
 * The address to write instead of one holding spaces: another site's with `%20`; a file of
 * `public/` (its name ends with an extension) with `%20`, named to be renamed; a page of the site
 * as its address is made from a file name (`/nos tarifs` → `/nos-tarifs`).
 */
function withoutSpaces(address: string): { address: string; file?: { path: string; renamed: string } } {
  const encoded = address.replace(/\s/g, '%20');
  if (!address.startsWith('/') && !address.startsWith('.')) return { address: encoded };
  const [path = '', anchor] = address.split('#');
  const name = path.slice(path.lastIndexOf('/') + 1);
  const fixed = path
    .split('/')
    .map((segment) => (segment === '.' || segment === '..' ? segment : addressSegment(segment)))
    .join('/');
  if (/\.[a-z0-9]{2,4}$/i.test(name) && path.startsWith('/'))
    return { address: encoded, file: { path: `public${path}`, renamed: fixed } };
  return { address: anchor === undefined ? fixed : `${fixed}#${addressSegment(anchor)}` };
}
