import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import { knownKind, type CalloutMeta } from './callouts.js';
import type { MarkdownEnv } from './markdownEnv.js';
import { plainNote } from './calloutKinds.js';

/**
 * `!!! note`, `!!! tip "Titre"`, `??? warning "Titre"` (folded), `???+ note` (folded, shown open),
 * `!!! info inline end "Titre"` (placed beside the text by Material for MkDocs: here in the text;
 * other words after the kind, such as `annotate`, are read the same way);
 * `=== "npm"`, a content tab.
 */
const opening = /^(!!!|\?\?\?\+?)[ \t]+([A-Za-z][\w-]*)(?:[ \t]+[a-z][\w-]*)*(?:[ \t]+"([^"]*)")?[ \t]*$/;
const tab = /^(===\+?)[ \t]+"([^"]*)"[ \t]*$/;

/**
 * MkDocs's admonitions (Python-Markdown's `admonition` and `details` extensions): a line
 * `!!! kind "Titre"` then the content indented by four spaces. `!!!` is a callout; `???` a
 * native `<details>` titled by its title or its kind's word; `=== "Titre"`, a content tab, a
 * section under its label (as Docusaurus's `<TabItem>`, see components). Read as callout tokens,
 * so they render like the other docs tools' callouts.
 */
export function admonitions(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'admonition', admonition, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
}

function admonition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const first = state.src.charCodeAt(start);
  if (first !== 0x21 /* ! */ && first !== 0x3f /* ? */ && first !== 0x3d /* = */) return false;
  const line = state.src.slice(start, state.eMarks[startLine]);
  const tabbed = first === 0x3d ? tab.exec(line) : null;
  const match = tabbed ? ([line, '===', 'tab', tabbed[2]] as const) : opening.exec(line);
  if (!match) return false;
  if (silent) return true;
  // The content: the lines indented by four more, blank lines between them included.
  let end = startLine + 1;
  for (let line = end; line < endLine; line++) {
    if (state.isEmpty(line)) continue;
    if (state.sCount[line]! < state.blkIndent + 4) break;
    end = line + 1;
  }
  const [, marker = '', name = '', title] = match;
  const env = state.env as MarkdownEnv;
  const opened = state.push('callout_open', 'aside', 1);
  opened.map = [startLine, end];
  const folded = marker.startsWith('???');
  const kind = tabbed ? plainNote : knownKind(name, env, opened);
  const meta: CalloutMeta = tabbed
    ? { shape: 'tab', kind, title }
    : folded
      ? { shape: 'details', kind: plainNote, title: title || kind.label, open: marker === '???+' }
      : { shape: 'aside', kind, title: title || undefined };
  opened.meta = meta;
  const saved = { parent: state.parentType, lineMax: state.lineMax, indent: state.blkIndent };
  state.parentType = 'blockquote'; // a list or a paragraph ends where the content does
  state.lineMax = end;
  state.blkIndent += 4;
  state.md.block.tokenize(state, startLine + 1, end);
  state.blkIndent = saved.indent;
  state.lineMax = saved.lineMax;
  state.parentType = saved.parent;
  const closed = state.push('callout_close', 'aside', -1);
  closed.meta = meta;
  state.line = end;
  return true;
}
