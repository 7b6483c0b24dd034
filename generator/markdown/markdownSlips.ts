import type MarkdownIt from 'markdown-it';
import { addressSlips } from './addressSlips.js';
import { headingSlips } from './headingSlips.js';
import { rowLines, type MarkdownEnv } from './markdownEnv.js';
import { linkSlips } from './linkSlips.js';
import { proseSlips } from './proseSlips.js';
import type { SlipRule, SlipWalk } from './slipRule.js';
import { tableSlips } from './tableSlips.js';
import { unclosedBlocks } from './unclosedBlocks.js';

/**
 * The editors' slips Markdown prints without a word, as one table of rules (each a few lines in
 * the file of its kind). Refused: what leads nowhere or swallows the page; warned: what shows
 * wrong but reads. To add a slip, add a rule to its file's list.
 */
const slipRules: SlipRule[] = [
  ...headingSlips, // a level skipped, a second `# Titre`, `##Titre`
  ...tableSlips, // rows without their line of dashes, cells past the last column
  ...unclosedBlocks, // a comment or a code fence never closed
  ...linkSlips, // `[texte] (/adresse)`, `(/nos tarifs)`, `[texte](/adresse` unclosed, `[](/contact)`
  ...addressSlips, // a link to localhost or to the site's full address, an address as text, a `C:\` file
  ...proseSlips, // an image undescribed, `**` left open, `1.500`, `150 %`, `@gmial.com`
];

/**
 * markdown-it core rule, after the page's title is taken out of the body: runs every slip rule
 * in one walk over the tokens markdown-it has made, each block token then each child of an
 * inline token, in the order of the page.
 */
export function markdownSlips(md: MarkdownIt): void {
  md.core.ruler.push('markdown_slips', (state) => {
    const visitors = slipRules.map((rule) => rule(state.env as MarkdownEnv));
    const blocks = visitors.filter((visitor) => visitor.block);
    const inlines = visitors.filter((visitor) => visitor.inline);
    const walk: SlipWalk = { env: state.env as MarkdownEnv, tokens: state.tokens, index: 0, map: null };
    // Indexed loops: no [index, token] pair made for each token.
    for (let index = 0; index < state.tokens.length; index++) {
      const token = state.tokens[index]!;
      walk.index = index;
      walk.map = rowLines(token, walk.map);
      for (const visitor of blocks) visitor.block!(token, walk);
      const children = token.type === 'inline' ? token.children : null;
      if (children)
        for (let at = 0; at < children.length; at++)
          for (const visitor of inlines) visitor.inline!(children[at]!, at, children, walk);
    }
  });
}
