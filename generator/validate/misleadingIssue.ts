import type { Problem } from '../errors.js';
import type { YamlSource } from '../load/yamlSource.js';
import {
  decimalCommas,
  impossibleDate,
  relativePath,
  unbracketedPosition,
  unsafeFileName,
} from '../messages/causeMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { fieldLine, type FieldIssue } from './fieldLine.js';
import { safeFileName } from './safeFileName.js';
import { impossibleDay } from '../shared/impossibleDay.js';

/**
 * The schema issues whose own message would blame the wrong thing, told by their cause: a date
 * of the right shape that does not exist (`2026-02-30`: not "expected YYYY-MM-DD"), a file's path
 * with a space or an accent (not "expected a path"), a latitude and longitude written with decimal
 * commas (`[49,1193, 6,1757]`: not "at most 2 items"). Returns the problems to report in the
 * issue's place (none: another issue of the same slip tells it), or `undefined` to explain the
 * issue as usual.
 */
export function misleadingIssue(
  faulty: FieldIssue,
  { source, path, field }: { source: YamlSource; path: readonly PropertyKey[]; field: string },
): Problem[] | undefined {
  const { issue, value, key = 'field', syntax } = faulty;
  const at = { ...source.locate(path), field };
  if (issue.code === 'custom' && typeof value === 'string' && /date/.test(issue.message)) {
    const date = impossibleDay(value.trim());
    if (date) {
      const { fixed, ...args } = date;
      const example = fieldLine({ key, syntax }, `${fixed}${value.trim().slice(10)}`);
      return [problemOf(impossibleDate, { ...args, written: value.trim(), example }, at)];
    }
  }
  if (typeof value === 'string' && /^\/(?![/\\])[^\\]*$/.test(value) && /path/.test(issue.message ?? '')) {
    const safe = safeFileName(value);
    if (safe)
      return [problemOf(unsafeFileName, { path: value, ...safe, example: fieldLine({ key, syntax }, safe.fixed) }, at)];
  }
  if (typeof value === 'string' && /^(public\/)?[\w-]+\/[^:]*\.\w+$/.test(value) && /path/.test(issue.message ?? '')) {
    const fixed = `/${value.replace(/^public\//, '')}`;
    const args = { path: value, inPublic: value.startsWith('public/'), example: fieldLine({ key, syntax }, fixed) };
    return [problemOf(relativePath, args, at)];
  }
  if (path.at(-1) === 'position' && issue.code === 'invalid_type' && typeof value === 'string') {
    const parts = value
      .trim()
      .replace(/^\[|\]$/g, '')
      .split(/,\s+|;\s*/)
      .map((part) => part.trim().replace(',', '.'));
    if (parts.length === 2 && parts.every((part) => /^-?\d+(\.\d+)?$/.test(part)))
      return [
        problemOf(
          unbracketedPosition,
          { written: value, example: fieldLine({ key, syntax }, `[${parts.join(', ')}]`) },
          at,
        ),
      ];
  }
  if (path.at(-1) === 'position' && issue.code === 'too_big' && Array.isArray(value)) {
    const pair = commaPair(value, faulty.raw);
    if (pair) return [problemOf(decimalCommas, { count: value.length, example: fieldLine({ key, syntax }, pair) }, at)];
  }
  // `[49,1193, 6,1757]`'s 1193 over 180: the list's problem above tells it.
  if (path.at(-2) === 'position' && typeof path.at(-1) === 'number') {
    const list = source.data && valueOf(source.data, path.slice(0, -1));
    if (Array.isArray(list) && list.length > 2 && commaPair(list, source.rawAt(path.slice(0, -1)))) return [];
  }
  return undefined;
}

/**
 * `[49.1193, 6.1757]` when a list of three or four numbers was written with decimal commas
 * (`[49,1193, 6,1757]`, read as 49, 1193, 6, 1757), from the text as written; else undefined.
 */
function commaPair(list: unknown[], raw: string | undefined): string | undefined {
  if (!raw || list.length < 3 || list.length > 4 || !list.every((item) => typeof item === 'number')) return undefined;
  const inner = raw.trim().replace(/^\[|\]$/g, '');
  if (!/\d,\d/.test(inner)) return undefined;
  const number = /^-?\d+(\.\d+)?$/;
  const parts = inner.split(/,\s+|;\s*/).map((part) => part.trim().replace(',', '.'));
  if (parts.length === 2 && parts.every((part) => number.test(part))) return `[${parts.join(', ')}]`;
  // `[49,1193,6,1757]`: four whole numbers, two by two.
  const digits = inner.split(',').map((part) => part.trim());
  return digits.length === 4 && digits.every((part) => /^-?\d+$/.test(part))
    ? `[${digits[0]}.${digits[1]}, ${digits[2]}.${digits[3]}]`
    : undefined;
}

function valueOf(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}
