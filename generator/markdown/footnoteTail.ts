import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';

/** A footnote as markdown-it-footnote lists it: a definition's label, or an inline note's tokens. */
interface Footnote {
  label?: string;
  /** How many times it is called; none for an inline note (`^[…]`), called once. */
  count?: number;
  tokens?: Token[];
  content?: string;
}

/**
 * markdown-it-footnote's `footnote_tail` core rule (4.0.0), which takes the definitions out of the
 * page and lists every footnote at its end, making the same tokens; but appended in place, where
 * the plugin's own copies the page's tokens once for each footnote (`concat`): 20,000 footnotes
 * took 35 s, quadratic in their number.
 */
export function footnoteTail(state: StateCore): void {
  const footnotes = (state.env as { footnotes?: { list?: Footnote[] } }).footnotes;
  if (!footnotes) return;
  const definitions = new Map<string, Token[]>();
  let inside: Token[] | undefined;
  state.tokens = state.tokens.filter((token) => {
    if (token.type === 'footnote_reference_open') definitions.set((token.meta as Footnote).label!, (inside = []));
    else if (token.type === 'footnote_reference_close') inside = undefined;
    else if (!inside) return true;
    else inside.push(token);
    return false;
  });
  if (!footnotes.list) return;
  const tokens = state.tokens;
  const add = (type: string, tag: string, nesting: 1 | 0 | -1, fields: Partial<Token> = {}) =>
    tokens.push(Object.assign(new state.Token(type, tag, nesting), fields));
  add('footnote_block_open', '', 1);
  footnotes.list.forEach(({ label, count, tokens: inline, content }, id) => {
    add('footnote_open', '', 1, { meta: { id, label } });
    if (inline) {
      add('paragraph_open', 'p', 1, { block: true });
      add('inline', '', 0, { children: inline, content });
      add('paragraph_close', 'p', -1, { block: true });
    } else if (label) for (const token of definitions.get(label) ?? []) tokens.push(token);
    // The links back to the text go inside the note's last paragraph.
    const last = tokens.at(-1)!.type === 'paragraph_close' ? tokens.pop() : undefined;
    for (let subId = 0; subId < Math.max(count ?? 0, 1); subId++)
      add('footnote_anchor', '', 0, { meta: { id, subId, label } });
    if (last) tokens.push(last);
    add('footnote_close', '', -1);
  });
  add('footnote_block_close', '', -1);
}
