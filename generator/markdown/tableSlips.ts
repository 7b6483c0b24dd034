import { extraCells } from '../messages/inlineSlipMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { tableWithoutDelimiter } from '../messages/proseMessages.js';
import { warn, type MarkdownEnv } from './markdownEnv.js';
import type { SlipRule, SlipVisitor } from './slipRule.js';

/** The table slips: rows Markdown prints as text, cells it drops. */
export const tableSlips: SlipRule[] = [rowsWithoutDashes, cellsPastTheLast];

/**
 * Refuses two lines or more of a paragraph that start and end with `|`: table rows whose line
 * of dashes is missing, which markdown-it prints as text. A run holding a line of dashes is a
 * table whose rows have other counts of cells; it is left alone rather than misnamed.
 */
function rowsWithoutDashes(env: MarkdownEnv): SlipVisitor {
  const isRow = (row: string | undefined) =>
    row !== undefined && row.length > 1 && row.startsWith('|') && row.endsWith('|');
  return {
    block(token, { tokens, index }) {
      if (token.type !== 'inline' || tokens[index - 1]?.type !== 'paragraph_open' || !token.content.includes('|'))
        return;
      const rows = token.content.split('\n').map((row) => row.trim());
      const start = rows.findIndex((row, at) => isRow(row) && isRow(rows[at + 1]));
      if (start < 0) return;
      let end = start;
      while (isRow(rows[end + 1])) end++;
      if (rows.slice(start, end + 1).some((row) => /^\|[\s:|-]+\|$/.test(row) && row.includes('-'))) return;
      const columns = rows[start]!.slice(1, -1).split('|').length;
      const at = { file: env.file, line: env.firstLine + (token.map?.[0] ?? 0) + start, column: 1 };
      env.problems.push(problemOf(tableWithoutDelimiter, { columns, line: at.line }, at));
    },
  };
}

/**
 * Warns of each row of a table with more cells than its header: Markdown drops the extra ones.
 * Five rows at most: a table pasted with an extra column tells its first rows, not all of them.
 */
function cellsPastTheLast(env: MarkdownEnv): SlipVisitor {
  return {
    block(token) {
      if (token.type !== 'table_open' || !token.map) return;
      const [start, end] = token.map;
      const lines = (env.lines ??= env.source.split('\n'));
      const columns = cellsOf(lines[start] ?? '').length;
      let told = 0;
      for (let line = start + 2; line < end && line < lines.length && told < 5; line++) {
        const cells = cellsOf(lines[line]!);
        if (cells.length <= columns) continue;
        told++;
        const lost = cells.slice(columns).join(' | ');
        warn(extraCells, { cells: cells.length, columns, lost }, { env, line: env.firstLine + line, column: 1 });
      }
    },
  };
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
