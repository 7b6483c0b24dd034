import { unclosedEmphasis, uselessAlt } from '../messages/inlineSlipMessages.js';
import { heavyPage, imageWithoutAlt } from '../messages/proseMessages.js';
import { textSlips } from '../messages/textSlips.js';
import { isUselessAlt } from '../shared/isUselessAlt.js';
import { find, siteDomainOf, warn, type MarkdownEnv } from './markdownEnv.js';
import type { SlipRule, SlipVisitor } from './slipRule.js';

/** `**` or `__` left as text where it would open bold: at the start of a word (`foo__bar` is a name). */
const opening = /(^|\s)(\*\*|__)(?=[^\s*_])/;

/** A body longer than this (a hundred printed pages) is no web page for a phone: 10 s on a slow network. */
const heaviestBody = 500 * 1024;

/**
 * What the prose says wrong, warned: images described by nothing, bold left open, numbers and
 * e-mails mistyped, a page too long to load on a phone.
 */
export const proseSlips: SlipRule[] = [imageAlt, openBold, typedText, tooLong];

/** A body of more than 500 KB (a book, a log pasted): told once, at its first line. */
function tooLong(env: MarkdownEnv): SlipVisitor {
  if (env.source.length > heaviestBody)
    warn(heavyPage, { kilobytes: Math.round(env.source.length / 1024) }, { env, line: env.firstLine, column: 1 });
  return {};
}

/** An image without description, or described by a file name or a word like « image ». */
function imageAlt(env: MarkdownEnv): SlipVisitor {
  return {
    inline(child, _at, _children, { map }) {
      if (child.type !== 'image') return;
      const image = child.attrGet('src') ?? '';
      if (child.content.trim() === '') warn(imageWithoutAlt, { image }, { env, map, needle: '![]' });
      else if (isUselessAlt(child.content))
        warn(uselessAlt, { alt: child.content.trim(), image }, { env, map, needle: `[${child.content}]` });
    },
  };
}

/** `**` or `__` left open: its stars shown. `\*\*` is written for the stars themselves. */
function openBold(env: MarkdownEnv): SlipVisitor {
  return {
    inline(child, _at, _children, { map }) {
      if (child.type !== 'text') return;
      const open = opening.exec(child.content);
      if (!open || !find({ env, map, needle: open[2]! })) return;
      const from = open.index + open[1]!.length;
      const written = child.content.slice(from, from + 40).trim();
      warn(unclosedEmphasis, { marker: open[2]!, written }, { env, map, needle: open[2]! });
    },
  };
}

/**
 * In prose, a percentage over 100, a French number written with dots, an e-mail domain one slip
 * from a known one (see textSlips), read in the text as written, placeholders unfilled: a value
 * of site.yaml is named there, not in every page.
 */
function typedText(env: MarkdownEnv): SlipVisitor {
  let bare: string | undefined;
  return {
    block(token, { map }) {
      if (token.type !== 'inline' || !token.children) return;
      // The site's domain is needed only to judge an e-mail address.
      const domain = token.content.includes('@') ? (bare ??= siteDomainOf(env)) : undefined;
      for (const slip of textSlips(token.content, domain)) {
        const written = token.content.slice(slip.offset).match(/^[\w.@+-]+/)?.[0] ?? token.content;
        warn(slip.kind, slip.args as never, { env, map, needle: written });
      }
    },
  };
}
