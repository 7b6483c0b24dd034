import type { default as MarkdownIt, PluginSimple } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { footnoteTail } from './footnoteTail.js';

/**
 * Footnotes (`[^1]`) by markdown-it-footnote, titled and linked back in French, without the rule
 * above them (the CSS draws one); its list of notes made by footnoteTail.
 */
export function footnotes(md: MarkdownIt): void {
  // The footnote plugin is typed against markdown-it's CommonJS types.
  md.use(footnote as unknown as PluginSimple);
  md.core.ruler.at('footnote_tail', footnoteTail); // the same tokens, in linear time
  md.renderer.rules.footnote_block_open = () =>
    '<section class="footnotes" aria-label="Notes">\n<ol class="footnotes-list">\n';
  const anchor = md.renderer.rules.footnote_anchor!;
  md.renderer.rules.footnote_anchor = (...args) =>
    anchor(...args).replace('class="footnote-backref"', 'class="footnote-backref" aria-label="Retour au texte"');
}
