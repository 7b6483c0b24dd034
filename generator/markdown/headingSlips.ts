import type { MarkdownEnv } from './markdownEnv.js';
import { headingWithoutSpace, secondTitle } from '../messages/markdownSlipMessages.js';
import { headingJump } from '../messages/proseMessages.js';
import { report, warn } from './markdownEnv.js';
import type { SlipRule, SlipVisitor } from './slipRule.js';

/** A paragraph's line that starts with `#` signs and a letter or digit right after them. */
const glued = /^(#{1,6})([\p{L}\p{N}].*)$/u;

/** The heading slips, read after the page's title is taken out of the body (see pageTitle). */
export const headingSlips: SlipRule[] = [skippedLevel, titleInBody, gluedHeading];

/** A heading that skips a level (`##` then `####`; the page's title is the level 1): warned. */
function skippedLevel(env: MarkdownEnv): SlipVisitor {
  let level = 1;
  return {
    block(token) {
      if (token.type !== 'heading_open') return;
      const next = Number(token.tag.slice(1));
      if (next > level + 1) warn(headingJump, { level: next, before: level }, { env, map: token.map, needle: '#' });
      level = next;
    },
  };
}

/**
 * A level 1 heading left in the body: the page's title is its `<h1>` (the layout shows it), and
 * a second one breaks the page's outline, warned of with the `##` to write.
 */
function titleInBody(env: MarkdownEnv): SlipVisitor {
  return {
    block(token) {
      if (token.type !== 'heading_open' || token.tag !== 'h1') return;
      const { text } = token.meta as { text: string };
      warn(secondTitle, { text }, { env, line: env.firstLine + (token.map?.[0] ?? 0), column: 1 });
    },
  };
}

/**
 * `##Hébergement`, a heading without the space after its `#`: a paragraph instead of a section,
 * refused. One `#` followed by several words (`#Nos offres`) is warned of only: a `#hashtag`
 * alone is prose, and code blocks and inline code are never read here.
 */
function gluedHeading(env: MarkdownEnv): SlipVisitor {
  return {
    block(token, { tokens, index }) {
      if (token.type !== 'inline' || tokens[index - 1]?.type !== 'paragraph_open') return;
      for (const line of token.content.split('\n')) {
        const match = glued.exec(line.trim());
        if (!match) continue;
        const [written, hashes, text] = match as unknown as [string, string, string];
        const at = { env, map: token.map, needle: written };
        const fixed = `${hashes.length === 1 ? '##' : hashes} ${text.trim()}`;
        if (hashes.length > 1) report(headingWithoutSpace, { written: written.trim(), fixed }, at);
        else if (/\s/.test(text.trim())) warn(headingWithoutSpace, { written: written.trim(), fixed }, at);
      }
    },
  };
}
