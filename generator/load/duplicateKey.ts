import type { Problem, SourcePosition } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { duplicateField } from '../messages/syntaxMessages.js';

/**
 * The problem of a field yaml found twice in one block (DUPLICATE_KEY, reported where the second
 * one starts), naming the field and the line of the first: the nearest line above that writes
 * the same field at the same column (the fields of one block share a column; yaml refuses a
 * repeat within its block only, so no sibling block's field lies between them). In a flow
 * mapping (`{a: 1, a: 2}`) the field is named without the other line.
 */
export function duplicateKey(lines: readonly string[], position: SourcePosition): Problem | undefined {
  const { line, column } = position;
  const key = keyAt((lines[line - 1] ?? '').slice(column - 1));
  if (!key) return undefined;
  let first: number | undefined;
  for (let above = line - 1; above >= 1 && first === undefined; above--) {
    const text = lines[above - 1]!;
    if (/^[\s-]*$/.test(text.slice(0, column - 1)) && keyAt(text.slice(column - 1)) === key) first = above;
  }
  return problemOf(duplicateField, { key, first, line }, position);
}

/** The field a YAML key starting `text` names: `price` of `price: 19`, `title` of `"title": x`. */
function keyAt(text: string): string | undefined {
  const found = /^(?:"((?:[^"\\]|\\.)*)"|'((?:[^']|'')*)'|([^\s:#,{}[\]][^:#,{}[\]]*?))\s*:(?:\s|$)/.exec(text);
  if (!found) return undefined;
  return found[1] ?? found[2]?.replaceAll("''", "'") ?? found[3];
}
