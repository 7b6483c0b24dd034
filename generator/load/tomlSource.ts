import { parse, TomlError } from 'smol-toml';
import type { Problem, SourcePosition } from '../errors.js';
import type { YamlSource } from './yamlSource.js';
import { problemOf } from '../messages/messageKind.js';
import { tomlUnreadable } from '../messages/syntaxMessages.js';
import { impossibleDay } from '../shared/impossibleDay.js';

/**
 * Parses TOML front matter (the text between `+++` lines, as Hugo's archetypes write it, passed
 * with the line break that ends the opening line so that lines match the file's). Dates and
 * times come back as the text they were written as (`2017-07-16T23:23:14.000+02:00`), as YAML
 * gives them, so one schema reads both. Syntax errors are problems at their line.
 */
export function parseToml(file: string, text: string): { source?: YamlSource; problems: Problem[] } {
  let data: unknown;
  try {
    data = datesAsText(parse(quoteImpossibleDates(text)));
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    const reason = error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '');
    return {
      problems: [problemOf(tomlUnreadable, { reason }, { file, line: error.line, column: error.column })],
    };
  }
  const lines = text.split('\n');
  const locate = (path: readonly PropertyKey[]): SourcePosition => {
    const keys = path.filter((key): key is string => typeof key === 'string');
    const table = keys.slice(0, -1).join('.');
    const key = keys.at(-1);
    let current = '';
    let tableLine: SourcePosition | undefined;
    for (const [index, row] of lines.entries()) {
      const header = /^\s*\[([^\]]+)\]/.exec(row);
      if (header) {
        current = header[1]!
          .split('.')
          .map((part) => part.trim())
          .join('.');
        if (current === table) tableLine = { file, line: index + 1, column: row.indexOf('[') + 1 };
        continue;
      }
      const found = key === undefined ? -1 : row.search(new RegExp(`^\\s*["']?${escape(key)}["']?\\s*=`));
      if (found >= 0 && current === table) return { file, line: index + 1, column: row.indexOf(key!) + 1 };
    }
    return tableLine ?? { file, line: 1, column: 1 };
  };
  return {
    source: {
      file,
      data,
      locate,
      locateKey: (path, key) => locate([...path, key]),
      rawAt: () => undefined,
      syntax: 'toml',
    },
    problems: [],
  };
}

/**
 * The text with each bare date that does not exist (`date = 2026-02-30`) put between quotes:
 * smol-toml would read it as the 2nd of March without a word; a text, the schema's check tells
 * the editor the date does not exist (see misleadingIssue), at the same line.
 */
function quoteImpossibleDates(text: string): string {
  if (!/=\s*\d{4}-\d\d-\d\d/.test(text)) return text;
  return text.replace(
    // Spaces and tabs, never `\s`: a key and its value are on one line, and `^\s*` would scan every
    // run of blank lines again from each of its lines (minutes for a front matter of 100,000).
    /^([ \t]*["']?[\w.-]+["']?[ \t]*=[ \t]*)(\d{4}-\d\d-\d\d(?:[T ][\d:.]+(?:Z|[+-]\d\d:\d\d)?)?)(?=[ \t]*(?:#.*)?$)/gm,
    (whole, start: string, date: string) => (impossibleDay(date) ? `${start}"${date}"` : whole),
  );
}

/** The parsed document with every date and time replaced by its text. */
function datesAsText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString(); // smol-toml's TomlDate gives the form written, offset kept
  if (Array.isArray(value)) return value.map(datesAsText);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, datesAsText(inner)]));
  return value;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
