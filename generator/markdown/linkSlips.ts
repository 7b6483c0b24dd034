import type Token from 'markdown-it/lib/token.mjs';
import { emptyLink, linkWithoutAddress, unclosedLink } from '../messages/inlineSlipMessages.js';
import { refusedAddress } from '../messages/linkMessages.js';
import { spaceBeforeAddress, spacedAddress } from '../messages/markdownSlipMessages.js';
import { addressSegment } from '../shared/address.js';
import { refusedScheme } from '../shared/browserAddress.js';
import { find, report, type InBody, type MarkdownEnv } from './markdownEnv.js';
import type { SlipRule, SlipVisitor } from './slipRule.js';

/** `[text](address)` or `![alt](address)` left as text: brackets, maybe spaces, parentheses. */
const leftAsText = /(!?)\[([^[\]\n]*)\]([ \t]*)\(([^()\n]*)\)/g;
/** What an address starts with: the site's root, a relative path, an anchor, a scheme, `www.`. */
const addressLike = /^(\/|\.\.?\/|#|https?:\/\/|www\.|mailto:|tel:)/i;
/**
 * `[text](javascript:…)`: the schemes markdown-it makes no link of (`file:` is told by
 * addressSlips as a file of the editor's computer); the address may hold parentheses (`alert(1)`).
 */
const schemeLeftAsText = /(!?)\[[^[\]\n]*\]\(\s*((?:javascript|vbscript|data):[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)/gi;
/** `[text](address` with no `)` after it in the text left: the address starts as one does. */
const openLink = /(!?\[[^[\]\n]*\])\((\/|\.\.?\/|#|https?:\/\/|mailto:|tel:)([^()\s]*)/g;

/**
 * Links that lead nowhere, refused: one CommonMark leaves as text, brackets and parentheses shown,
 * because of a space or of its scheme (`javascript:`); one without its closing parenthesis; one
 * with no text; one with no address. Only the text markdown-it made no link of is read, never code.
 */
export const linkSlips: SlipRule[] = [spacedLink, unclosed, withoutText, withoutAddress, refusedAsText];

/**
 * A space in the address (`[nos tarifs](/nos tarifs)`, `![plan](/images/mon image.jpg)`) or
 * between `]` and `(` (`[texte] (/adresse)`). Parentheses after brackets that hold no address
 * (`[sic] (voir plus bas)`) are prose.
 */
function spacedLink(env: MarkdownEnv): SlipVisitor {
  return {
    inline(child, _at, _children, { map }) {
      if (child.type !== 'text' || (!child.content.includes('](') && !/\]\s+\(/.test(child.content))) return;
      for (const [written, bang, text, space, address] of child.content.matchAll(leftAsText)) {
        const trimmed = address!.trim();
        if (!addressLike.test(trimmed)) continue;
        const at = { env, map, needle: written };
        const image = bang === '!';
        if (/\s/.test(trimmed)) report(spacedAddress, { written, image, ...withoutSpaces(trimmed) }, at);
        else if (space) report(spaceBeforeAddress, { written, fixed: `${bang}[${text}](${trimmed})`, image }, at);
      }
    },
  };
}

/** `[text](/address` never closed: shown with its brackets. `\[note](/cgv` is text as meant. */
function unclosed(env: MarkdownEnv): SlipVisitor {
  return {
    inline(child, _at, _children, { map }) {
      if (child.type !== 'text' || !child.content.includes('](')) return;
      const text = child.content;
      // Unclosed when no `)` follows it in the text: one look at the last `)`, linear on any line.
      const lastClose = text.lastIndexOf(')');
      for (const match of text.matchAll(openLink)) {
        const [written, label, start, rest] = match;
        if (match.index + written.length <= lastClose || escaped({ env, map, needle: written })) continue;
        report(unclosedLink, { written, fixed: `${label}(${start}${rest})` }, { env, map, needle: written });
      }
    },
  };
}

/** `[](/contact)`: a link with nothing to see (not even an image), read by screen readers as its address. */
function withoutText(env: MarkdownEnv): SlipVisitor {
  return {
    inline(child, at, children, { map }) {
      if (child.type !== 'link_open' || !isEmpty(children, at)) return;
      report(emptyLink, { written: `[](${child.attrGet('href') ?? ''})` }, { env, map, needle: '[](' });
    },
  };
}

/**
 * `[nos tarifs]()`: markdown-it makes a link of it, to the page itself (`href=""`). A link with no
 * text either (`[]()`) is told by withoutText alone. Each is found at its own `]()` of the block.
 */
function withoutAddress(env: MarkdownEnv): SlipVisitor {
  const seen = new Map<number, number>();
  return {
    inline(child, at, children, { map, index }) {
      if (child.type !== 'link_open' || child.attrGet('href') !== '' || child.markup === 'autolink') return;
      const nth = seen.get(index) ?? 0;
      seen.set(index, nth + 1);
      if (isEmpty(children, at)) return;
      const text = textUntilClose(children, at);
      report(linkWithoutAddress, { written: `[${text}]()`, text }, { env, map, needle: ']()', nth });
    },
  };
}

/** The text a link opened at `at` shows, its marks left out (`**gras**` → `gras`). */
function textUntilClose(children: Token[], at: number): string {
  let text = '';
  for (let next = at + 1; next < children.length && children[next]!.type !== 'link_close'; next++)
    text += children[next]!.content;
  return text;
}

/** `[ici](javascript:alert(1))`: printed as text, brackets and all, by markdown-it; refused as a link with that scheme is. */
function refusedAsText(env: MarkdownEnv): SlipVisitor {
  return {
    inline(child, _at, _children, { map }) {
      if (child.type !== 'text' || !child.content.includes('](')) return;
      for (const [, bang, address] of child.content.matchAll(schemeLeftAsText))
        if (refusedScheme(address!))
          report(
            refusedAddress,
            { address: address!, written: address!, image: bang === '!' },
            { env, map, needle: address! },
          );
    },
  };
}

/** Whether what `at` names is written after a backslash (`\\[note](/cgv`: brackets meant as text). */
function escaped(at: InBody): boolean {
  const found = find(at);
  return found !== undefined && at.env.lines![found.line - at.env.firstLine]![found.column - 2] === '\\';
}

/** Whether the link opened at `at` closes with nothing to see in between. */
function isEmpty(children: Token[], at: number): boolean {
  for (let next = at + 1; next < children.length; next++) {
    const child = children[next]!;
    if (child.type === 'link_close') return true;
    if (child.type !== 'text' && child.type !== 'softbreak') return false;
    if (child.content.trim()) return false;
  }
  return false;
}

/**
 * The address to write instead of one holding spaces: another site's with `%20`; a file of
 * `public/` (its name ends with an extension) with `%20`, named to be renamed; a page of the site
 * as its address is made from a file name (`/nos tarifs` → `/nos-tarifs`).
 */
function withoutSpaces(address: string): { address: string; file?: { path: string; renamed: string } } {
  // A phone number is dialled from its digits: `tel:03 87 00 00 00` is `tel:0387000000`.
  if (/^tel:/i.test(address)) return { address: address.replace(/[\s.-]/g, '') };
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
