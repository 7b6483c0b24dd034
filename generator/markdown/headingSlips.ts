import type MarkdownIt from 'markdown-it';
import { headingWithoutSpace, secondTitle } from '../messages/markdownSlipMessages.js';
import { report, warn, type MarkdownEnv } from './markdownEnv.js';

/** A paragraph's line that starts with `#` signs and a letter or digit right after them. */
const glued = /^(#{1,6})([\p{L}\p{N}].*)$/u;

/**
 * markdown-it core rule, after the page's title is taken out of the body (see pageTitle): the
 * heading slips Markdown prints without a word.
 * - `##Hébergement`, a heading without the space after its `#`: a paragraph instead of a
 *   section, refused. One `#` followed by several words (`#Nos offres`) is warned of only: a
 *   `#hashtag` alone is prose, and code blocks and inline code are never read here.
 * - A level 1 heading left in the body: the page's title is its `<h1>` (the layout shows it), and
 *   a second one breaks the page's outline, warned of with the `##` to write.
 */
export function headingSlips(md: MarkdownIt): void {
  md.core.ruler.push('heading_slips', (state) => {
    const env = state.env as MarkdownEnv;
    for (const [index, token] of state.tokens.entries()) {
      if (token.type === 'heading_open' && token.tag === 'h1') {
        const { text } = token.meta as { text: string };
        warn(secondTitle, { text }, { env, line: env.firstLine + (token.map?.[0] ?? 0), column: 1 });
        continue;
      }
      if (token.type !== 'inline' || state.tokens[index - 1]?.type !== 'paragraph_open') continue;
      for (const line of token.content.split('\n')) {
        const match = glued.exec(line.trim());
        if (!match) continue;
        const [written, hashes, text] = match as unknown as [string, string, string];
        const at = { env, map: token.map, needle: written };
        const fixed = `${hashes.length === 1 ? '##' : hashes} ${text.trim()}`;
        if (hashes.length > 1) report(headingWithoutSpace, { written: written.trim(), fixed }, at);
        else if (/\s/.test(text.trim())) warn(headingWithoutSpace, { written: written.trim(), fixed }, at);
      }
    }
  });
}
