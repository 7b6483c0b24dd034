import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { emptyLink, extraCells, unclosedEmphasis, unclosedLink, uselessAlt } from '../messages/inlineSlipMessages.js';
import { isUselessAlt } from '../shared/uselessAlt.js';
import { find, linesOf, report, warn, type InBody, type MarkdownEnv } from './markdownEnv.js';

/** `[text](address` with no `)` after it in the text left: the address starts as one does. */
const openLink = /(!?\[[^[\]\n]*\])\((\/|\.\.?\/|#|https?:\/\/|mailto:|tel:)([^()\s]*)/g;

/** `**` or `__` left as text where it would open bold: at the start of a word (`foo__bar` is a name). */
const opening = /(^|\s)(\*\*|__)(?=[^\s*_])/;

/**
 * markdown-it core rule: inline slips that CommonMark prints as typed or drops. Refused: a link
 * with no text (`[](/contact)`, invisible, read as its address), a link without its closing
 * parenthesis (shown with its brackets, leading nowhere). Warned of: `**` or `__` left open
 * (its stars shown), an image described by a file name or a word like « image », a table row
 * with more cells than the table has columns (the extra ones dropped). Only text markdown-it
 * made nothing of is read, never code.
 */
export function inlineSlips(md: MarkdownIt): void {
  md.core.ruler.push('inline_slips', (state) => {
    const env = state.env as MarkdownEnv;
    for (const [index, block] of state.tokens.entries()) {
      if (block.type === 'table_open' && block.map) tableRows(env, block.map);
      if (block.type !== 'inline' || !block.children) continue;
      const map = linesOf(state.tokens, index);
      block.children.forEach((child, at) => {
        if (child.type === 'link_open' && isEmpty(block.children!, at)) {
          const href = child.attrGet('href') ?? '';
          report(emptyLink, { written: `[](${href})` }, { env, map, needle: '[](' });
        }
        if (child.type === 'image' && isUselessAlt(child.content)) {
          const image = child.attrGet('src') ?? '';
          warn(uselessAlt, { alt: child.content.trim(), image }, { env, map, needle: `[${child.content}]` });
        }
        if (child.type !== 'text') return;
        const text = child.content;
        if (text.includes('](')) {
          // Unclosed when no `)` follows it in the text: one look at the last `)`, linear on any line.
          const lastClose = text.lastIndexOf(')');
          for (const match of text.matchAll(openLink)) {
            const [written, label, start, rest] = match;
            if (match.index + written.length <= lastClose || isEscaped(env, { env, map, needle: written })) continue;
            report(unclosedLink, { written, fixed: `${label}(${start}${rest})` }, { env, map, needle: written });
          }
        }
        const open = opening.exec(text);
        // `\*\*` is written for the stars themselves: only `**` as typed is a bold left open.
        if (open && find({ env, map, needle: open[2]! })) {
          const marker = open[2]!;
          const from = open.index + open[1]!.length;
          warn(unclosedEmphasis, { marker, written: text.slice(from, from + 40).trim() }, { env, map, needle: marker });
        }
      });
    }
  });
}

/** Whether what `at` names is written after a backslash (`\\[note](/cgv`: brackets meant as text). */
function isEscaped(env: MarkdownEnv, at: InBody): boolean {
  const found = find(at);
  return found !== undefined && env.lines![found.line - env.firstLine]![found.column - 2] === '\\';
}

/** Whether the link opened at `at` closes with nothing to see in between (not even an image). */
function isEmpty(children: Token[], at: number): boolean {
  for (let next = at + 1; next < children.length; next++) {
    const child = children[next]!;
    if (child.type === 'link_close') return true;
    if (child.type !== 'text' && child.type !== 'softbreak') return false;
    if (child.content.trim()) return false;
  }
  return false;
}

/** Warns of each row of the table on lines `map` (0-based, end excluded) with more cells than its header. */
function tableRows(env: MarkdownEnv, [start, end]: [number, number]): void {
  const lines = (env.lines ??= env.source.split('\n'));
  const columns = cellsOf(lines[start] ?? '').length;
  let told = 0;
  // Five rows at most: a table pasted with an extra column tells its first rows, not all of them.
  for (let line = start + 2; line < end && line < lines.length && told < 5; line++) {
    const cells = cellsOf(lines[line]!);
    if (cells.length <= columns) continue;
    told++;
    const lost = cells.slice(columns).join(' | ');
    warn(extraCells, { cells: cells.length, columns, lost }, { env, line: env.firstLine + line, column: 1 });
  }
}

/** The cells of a table line: split at `|` outside code and not escaped, the outer pipes dropped. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (char === '\\' && at + 1 < line.length) cell += char + line[++at];
    else if (char === '`') ((code = !code), (cell += char));
    else if (char === '|' && !code) (cells.push(cell), (cell = ''));
    else cell += char;
  }
  cells.push(cell);
  const trimmed = line.trim();
  if (trimmed.startsWith('|')) cells.shift();
  if (trimmed.endsWith('|') && !trimmed.endsWith('\\|')) cells.pop();
  return cells.map((text) => text.trim());
}
