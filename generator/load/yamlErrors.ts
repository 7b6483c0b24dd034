import type { YAMLError } from 'yaml';
import type { Problem, SourcePosition } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { curlyQuotes } from '../messages/slipMessages.js';
import { yamlTooDeep, yamlUnreadable } from '../messages/syntaxMessages.js';
import { curlyQuoted } from './curlyQuoted.js';
import { duplicateKey } from './duplicateKey.js';

/**
 * The problems of a YAML text yaml refused, one per line and reason: a long pasted line can make
 * yaml report thousands of errors (one per `"` of a run of them), so each line is read once and
 * each repeat dropped before its problem is built (200 KB of `"` took seconds otherwise).
 * A tab in the indentation also makes yaml misread the lines after it: the tabs alone are the slip.
 */
export function yamlErrors(
  text: string,
  errors: readonly YAMLError[],
  at: (offset: number) => SourcePosition,
): Problem[] {
  const tabs = errors.filter((error) => error.code === 'TAB_AS_INDENT');
  const lines = text.split('\n');
  const straightOf = new Map<number, string | undefined>();
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of tabs.length > 0 ? tabs : errors) {
    const position = at(error.pos[0]);
    // “…” around a text holding ": " looks quoted to an editor; say that it is not.
    if (!straightOf.has(position.line)) straightOf.set(position.line, curlyQuoted(lines[position.line - 1] ?? ''));
    const straight = straightOf.get(position.line);
    const reason = firstLine(error.message);
    const key = straight === undefined ? `${position.line}\n${error.code}\n${reason}` : `${position.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const duplicate = error.code === 'DUPLICATE_KEY' ? duplicateKey(lines, position) : undefined;
    problems.push(
      straight
        ? problemOf(curlyQuotes, { straight }, position)
        : (duplicate ?? problemOf(yamlUnreadable, { reason, code: error.code }, position)),
    );
  }
  return problems;
}

/** More nesting marks than this on one line is no data an editor wrote: yaml would run out of stack. */
const deepest = 1000;

/**
 * The line (from 1) of `text` that opens more than a thousand nested levels, outside quotes: each
 * `[`, `{`, and `: ` or `- ` opens one. yaml reads nesting by recursion: 200,000 levels on one
 * pasted line exhaust its stack, in its parser (a RangeError) or in its composer, which catches
 * it and goes on, one error per level (a test worker ran out of memory on 50,000).
 */
export function deepLine(text: string): number | undefined {
  let line = 1;
  let marks = 0;
  let quote = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\n') {
      [line, marks, quote] = [line + 1, 0, ''];
    } else if (quote) {
      if (char === '\\' && quote === '"') index++;
      else if (char === quote) quote = '';
    } else if ((char === '"' || char === "'") && /^$|[\s[{,:]/.test(text[index - 1] ?? '')) quote = char;
    else if (char === '[' || char === '{' || ((char === ':' || char === '-') && text[index + 1] === ' ')) {
      if (++marks > deepest) return line;
    }
  }
  return undefined;
}

/** The problem of a text nested deeper than yaml can read, at `line` (see deepLine). */
export function tooDeep(file: string, line: number): Problem {
  return problemOf(yamlTooDeep, {}, { file, line, column: 1 });
}

/** The line a RangeError out of yaml comes from: the longest, where such nesting is written. */
export function longestLine(text: string): number {
  const lines = text.split('\n');
  let longest = 0;
  lines.forEach((line, index) => {
    if (line.length > lines[longest]!.length) longest = index;
  });
  return longest + 1;
}

function firstLine(text: string): string {
  const end = text.indexOf('\n');
  return (end < 0 ? text : text.slice(0, end)).replace(/ at line \d+, column \d+:?$/, '');
}
