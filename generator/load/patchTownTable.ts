import type { Town } from '../../model/town.js';
import { parseTownTable } from './townTable.js';

/** A row of the table saved again: the town it was, the town it is. */
export interface ChangedRow {
  was: Town;
  now: Town;
}

/**
 * The towns of `text`, the table `before` (read as `towns`, without a problem) with a few rows
 * edited, when the rows changed can be read alone: each changed line is read with the header by
 * the same parser and checks as the whole table, its line number set. Undefined (read the whole
 * table) when a line was added or removed, the header changed, a row spans lines, a changed row
 * has a problem (the whole reading places it), or a row's address or département changed (the
 * set of pages changes). At 35,000 towns, a millisecond instead of half a second.
 */
export function patchTownTable({
  before,
  towns,
  text,
  file,
}: {
  before: string;
  towns: readonly Town[];
  text: string;
  file: string;
}): { towns: Town[]; changed: ChangedRow[] } | undefined {
  if (text.includes('\r') || before.includes('\r')) return undefined;
  // The changed part: between the longest common start and end, widened to whole lines.
  let start = commonStart(before, text);
  const end = commonEnd(before, text, Math.min(before.length, text.length) - start);
  if (start === before.length && start === text.length) return { towns: [...towns], changed: [] };
  start = before.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = (of: string, from: number) => (of.indexOf('\n', from) < 0 ? of.length : of.indexOf('\n', from));
  const old = before.slice(start, lineEnd(before, before.length - end)).split('\n');
  const now = text.slice(start, lineEnd(text, text.length - end)).split('\n');
  if (start === 0 || old.length !== now.length) return undefined;
  // Each non-empty line one row, none left out: then the line of a row tells which town it was.
  if (countRows(before) !== towns.length) return undefined;
  let line = 1;
  for (let at = before.indexOf('\n'); at >= 0 && at < start; at = before.indexOf('\n', at + 1)) line++;
  const header = before.slice(0, before.indexOf('\n'));
  const next = [...towns];
  const changed: ChangedRow[] = [];
  for (const [index, written] of now.entries()) {
    if (written === old[index]) continue;
    const at = findLine(towns, line + index);
    const read = parseTownTable(`${header}\n${written}`, file);
    const town = read.towns[0];
    if (at < 0 || read.problems.length > 0 || read.towns.length !== 1 || !town) return undefined;
    const was = towns[at]!;
    if (town.slug !== was.slug || town.departement !== was.departement) return undefined;
    next[at] = { ...town, line: was.line };
    changed.push({ was, now: next[at]! });
  }
  return { towns: next, changed };
}

/** Characters compared at once: V8 compares two slices as blocks of memory. */
const block = 4096;

/** The length of the longest start two texts have in common. */
function commonStart(a: string, b: string): number {
  const shortest = Math.min(a.length, b.length);
  let at = 0;
  // A save changes a few rows of two megabytes: compared a block at a time (a character at a
  // time, one save of 35,000 towns took 15 ms here), then a character at a time.
  while (at + block <= shortest && a.slice(at, at + block) === b.slice(at, at + block)) at += block;
  while (at < shortest && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/** The length of the longest end two texts have in common, at most `most`. */
function commonEnd(a: string, b: string, most: number): number {
  let end = 0;
  while (
    end + block <= most &&
    a.slice(a.length - end - block, a.length - end) === b.slice(b.length - end - block, b.length - end)
  )
    end += block;
  while (end < most && a.charCodeAt(a.length - 1 - end) === b.charCodeAt(b.length - 1 - end)) end++;
  return end;
}

/** Non-empty lines after the header. */
function countRows(text: string): number {
  let rows = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < text.length - 1; at = text.indexOf('\n', at + 1))
    if (text[at + 1] !== '\n') rows++;
  return rows;
}

/** Index of the town at `line` in `towns` (in line order), or -1. */
function findLine(towns: readonly Town[], line: number): number {
  let [low, high] = [0, towns.length - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = towns[middle]!.line;
    if (found === line) return middle;
    if (found < line) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
