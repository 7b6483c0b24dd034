import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { movedLine } from '../messages/syntaxMessages.js';
import { commentStart, endsWithColon } from './commentStart.js';

/** An open block of the YAML text: its column (0-based indent), whether it is a list, its last line. */
interface Level {
  indent: number;
  kind: 'map' | 'seq';
  /** Index of the last line seen at this level, and how many there are. */
  line: number;
  count: number;
}

/** yaml's error codes that a shifted line causes (with others in the same text). */
export const indentCodes = new Set(['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY']);

/**
 * The lines of a YAML text that moved out of their block, one problem per moved line: yaml's own
 * errors land on the lines after it and cascade (a shifted `title:` gives a dozen "All mapping
 * items must start at the same column"). Reads only the indentation: a line indented further
 * than the line above without that line opening a block, or back to a column no open block
 * starts at. Gives up (empty list) on what it cannot follow: tabs, block texts, lists in brackets
 * or quotes over several lines; yaml's errors are then shown as they are.
 */
export function indentSlips(file: string, text: string): Problem[] {
  const lines = text.split('\n');
  const problems: Problem[] = [];
  // A line found moved twice (a list item and the fields it starts) is named once, by the last finding.
  const add = (problem: Problem) =>
    problems.splice(
      0,
      problems.length,
      ...problems.filter((other) => other.position.line !== problem.position.line),
      problem,
    );
  const stack: Level[] = [];
  let opens = false;
  let blockText: number | undefined;
  for (const [index, line] of lines.entries()) {
    const rest = line.trimStart();
    const written = line.length - rest.length;
    if (blockText !== undefined && (rest === '' || written > blockText)) continue;
    blockText = undefined;
    if (rest === '' || rest.startsWith('#') || /^(---|\.\.\.)\s*$/.test(rest)) continue;
    const item = rest === '-' || rest.startsWith('- ');
    const content = item ? rest.slice(1).trimStart() : rest;
    const hash = commentStart(content);
    const bare = hash > 0 ? content.slice(0, hash).trimEnd() : content;
    const value = /^[^\s"'#][^:#]*:(?:\s+([^]*))?$/.exec(bare);
    if (/^[ ]*\t/.test(line) || unclosed(value ? (value[1] ?? '') : content)) return [];
    let indent = written;
    const top = stack.at(-1);
    if (top && indent > top.indent && !opens) {
      if (
        top.count === 1 &&
        stack.length > 1 &&
        firstMoved(lines.slice(index + 1), { first: top.indent, now: indent, parent: stack.at(-2)!.indent })
      ) {
        // The block's first line moved left, this one is where the block is.
        add(slip(file, lines, { index: top.line, written: top.indent, expected: indent, like: index }));
        top.indent = indent;
      } else {
        add(slip(file, lines, { index, written, expected: top.indent, like: top.line }));
        indent = top.indent;
      }
    } else if (top && indent < top.indent) {
      let popped = stack.pop()!;
      while (stack.length > 0 && stack.at(-1)!.indent > indent) popped = stack.pop()!;
      const parent = stack.at(-1);
      const between = !parent || parent.indent !== indent || (parent.kind === 'seq' && !item);
      if (
        between &&
        popped.count === 1 &&
        (!parent || indent > parent.indent) &&
        firstMoved(lines.slice(index + 1), { first: popped.indent, now: indent, parent: parent?.indent ?? -1 })
      ) {
        // The block's first line moved right, this one is where the block is.
        add(slip(file, lines, { index: popped.line, written: popped.indent, expected: indent, like: index }));
        stack.push({ ...popped, indent });
      } else if (between) {
        add(slip(file, lines, { index, written, expected: popped.indent, like: popped.line }));
        stack.push(popped);
        indent = popped.indent;
      }
    }
    const current = stack.at(-1);
    if (!current || indent > current.indent || (item && current.kind === 'map' && indent === current.indent)) {
      stack.push({ indent, kind: item ? 'seq' : 'map', line: index, count: 0 });
    }
    const level = stack.at(-1)!;
    level.line = index;
    level.count++;
    if (item && value)
      stack.push({ indent: indent + (rest.length - content.length), kind: 'map', line: index, count: 1 });
    if (value && /^[|>][-+0-9]*$/.test(value[1] ?? '')) blockText = indent;
    opens = (value !== null && !value[1]) || content === '';
  }
  return problems;
}

/**
 * Whether the lines `after` this one, up to the end of their block (a line at `parent` or less),
 * start at `now` (this line's column) more often than at `first` (the column of the block's
 * first line): then the first line is the one that moved.
 */
function firstMoved(after: string[], { first, now, parent }: { first: number; now: number; parent: number }): boolean {
  let votes = 0;
  let inner: number | undefined; // the column of a line whose own block is skipped
  for (const line of after) {
    const rest = line.trimStart();
    if (rest === '' || rest.startsWith('#')) continue;
    const indent = line.length - rest.length;
    if (indent <= parent) break;
    if (inner !== undefined && indent > inner) continue;
    inner = rest === '-' || endsWithColon(rest) ? indent : undefined;
    if (indent === now) votes++;
    else if (indent === first) votes--;
  }
  return votes >= 0;
}

/** Whether a value opens quotes or brackets it does not close on its line (it goes on below). */
function unclosed(value: string): boolean {
  const close: Record<string, string> = { '"': '"', "'": "'", '[': ']', '{': '}' };
  const first = value[0];
  return first !== undefined && first in close && (value.length === 1 || !value.trimEnd().endsWith(close[first]!));
}

/** A line out of its block: line `index` starts in column `written + 1` instead of `expected + 1`, like line `like` (all 0-based). */
interface Moved {
  index: number;
  written: number;
  expected: number;
  like: number;
}

/** The problem of a line out of its block. */
function slip(file: string, lines: string[], { index, written, expected, like }: Moved): Problem {
  const example = lines[like]!.trim()
    .replace(/^(- )?([^:]*:).*$/, '$1$2')
    .slice(0, 40);
  return problemOf(
    movedLine,
    { column: written + 1, blockColumn: expected + 1, likeLine: like + 1, example },
    { file, line: index + 1, column: written + 1 },
  );
}
