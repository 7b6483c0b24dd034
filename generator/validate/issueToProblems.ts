import type { z } from 'zod';
import type { Problem } from '../errors.js';
import type { YamlSource } from '../load/yamlSource.js';
import { wholeNumberMessage } from '../../model/fields.js';
import { listItems, quotesForColon, quotesForText, tableFields, valueAfter } from '../messages/hintMessages.js';
import { problemOf, sentenceOf, type Bilingual, type MessageKind } from '../messages/messageKind.js';
import {
  emptyText,
  missingField,
  modelRule,
  notAccepted,
  notOneOf,
  sitemapField,
  tooBig,
  tooFewItems,
  tooSmall,
  unknownField,
  unknownFieldSentence,
  wholeNumber,
  wrongType,
} from '../messages/schemaMessages.js';
import { foreignFieldProblem } from './foreignFieldProblem.js';
import { nearest } from '../shared/nearest.js';
import { colonText } from './colonText.js';
import { booleanHint, curlyHint, maximumHint, minimumHint, numberExample, numberHint } from './fieldHints.js';
import { fieldLine, type FieldIssue, type HintField } from './fieldLine.js';
import { misleadingIssue } from './misleadingIssue.js';
import { schemaKeys } from './schemaKeys.js';

type Issue = z.core.$ZodIssue;

/**
 * Turns one zod issue into problems an editor can act on: position, field, message, hint; the
 * hint's examples written as the file writes a field (`key: value`, or `key = value` in TOML
 * front matter).
 */
export function issueToProblems(issue: Issue, source: YamlSource, schema: z.ZodType): Problem[] {
  const path = issue.path;
  const value = valueAt(source.data, path);
  if (issue.code === 'unrecognized_keys') {
    const allowed = schemaKeys(schema, path);
    return issue.keys.map((key) => {
      const foreign = foreignFieldProblem(key, source, path, allowed);
      if (foreign) return foreign;
      if (key === 'sitemap' && path.length === 0 && !source.file.endsWith('.md'))
        return problemOf(sitemapField, {}, { ...source.locateKey(path, key), field: 'sitemap' });
      const guess = nearest(key, allowed);
      const position = source.locateKey(path, key);
      const where = `${position.file}:${position.line}`;
      const sentence = sentenceOf(unknownFieldSentence, { key, guess, where });
      const problem = problemOf(
        unknownField,
        { key, guess, allowed },
        { ...position, field: formatPath([...path, key]) },
      );
      return {
        ...problem,
        sentence: sentence.en,
        standsFor: guess ? formatPath([...path, guess]) : undefined,
        fr: { ...problem.fr!, sentence: sentence.fr },
      };
    });
  }
  const faulty: FieldIssue = {
    issue,
    value,
    key: path.length > 0 ? String(path.at(-1)) : undefined,
    parent: path.length > 1 ? formatPath(path.slice(0, -1)) : '',
    raw: source.rawAt(path),
    syntax: source.syntax ?? 'yaml',
  };
  const misleading = misleadingIssue(faulty, { source, path, field: formatPath(path) });
  if (misleading) return misleading;
  const [kind, args] = explain(faulty);
  return [problemOf(kind, args, { ...source.locate(path), field: formatPath(path) })];
}

/** The kind of message an issue is, and the facts it is told from (see schemaMessages). */
function explain({ issue, value, key = 'field', parent, raw, syntax }: FieldIssue): [MessageKind<never>, unknown] {
  const field = { key, syntax };
  const told = <A>(kind: MessageKind<A>, args: A): [MessageKind<never>, unknown] => [kind as MessageKind<never>, args];
  if (issue.message === wholeNumberMessage && typeof value === 'number')
    return told(wholeNumber, { value, line: fieldLine(field, Math.max(1, Math.round(value))) });
  if (value === undefined && issue.code === 'invalid_type')
    return told(missingField, { expected: issue.expected, line: fieldLine(field), parent });
  switch (issue.code) {
    case 'invalid_type':
      return told(wrongType, {
        expected: issue.expected,
        value,
        hint: typeHint(issue.expected, field, { value, raw, parent }),
      });
    case 'too_small':
      if (issue.origin === 'string') return told(emptyText, { line: fieldLine(field) });
      if (issue.origin === 'array') {
        const count = Array.isArray(value) ? value.length : 0;
        const line = fieldLine(field, '["…", "…"]');
        return told(tooFewItems, { minimum: issue.minimum, count, toml: syntax === 'toml', line });
      }
      return told(tooSmall, {
        minimum: issue.minimum,
        value,
        hint: minimumHint(field, { value, minimum: issue.minimum, inclusive: issue.inclusive ?? true }),
      });
    case 'too_big':
      return told(tooBig, { maximum: issue.maximum, value, hint: maximumHint(field, issue.origin, issue.maximum) });
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      return told(notOneOf, { allowed, value, guess: typeof value === 'string' ? nearest(value, allowed) : undefined });
    }
    case 'invalid_union':
      return told(notAccepted, { rule: issue.errors.at(-1)?.[0]?.message, value });
    case 'custom':
      return told(modelRule, {
        rule: issue.message,
        value,
        hint: (issue.params as { hint?: string } | undefined)?.hint,
      });
    default:
      return told(modelRule, { rule: issue.message, value });
  }
}

/** How to write a value of the expected type, in both languages; none when there is nothing better to say. */
function typeHint(
  expected: string,
  field: HintField,
  { value, raw, parent }: Pick<FieldIssue, 'value' | 'raw' | 'parent'>,
): Bilingual | undefined {
  // `title:` with nothing after it: the value goes on the same line (an item of a list under
  // it is told by its own type).
  if (value === null && (expected === 'string' || expected === 'number')) {
    const line = fieldLine(field, expected === 'number' ? numberExample(field.key) : '…');
    return sentenceOf(valueAfter, { line, item: /^\d+$/.test(field.key) });
  }
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return sentenceOf(quotesForText, { line: fieldLine(field, `"${raw ?? String(value)}"`) });
  if (expected === 'number' && typeof value === 'string') return numberHint(field, value);
  if (expected === 'boolean') return booleanHint(field, value);
  const curly = expected === 'string' ? curlyHint(field, raw) : undefined;
  if (curly) return curly;
  const written = colonText(value, raw);
  if (expected === 'string' && written) return sentenceOf(quotesForColon, { line: fieldLine(field, `"${written}"`) });
  const toml = field.syntax === 'toml';
  if (expected === 'array') return sentenceOf(listItems, { toml, line: fieldLine(field, '["…", "…"]') });
  if (expected === 'object') {
    const table = `[${parent ? `${parent}.` : ''}${field.key}]`;
    return sentenceOf(tableFields, { toml, key: field.key, table });
  }
  return undefined;
}

/** `['documents', 2, 'size']` → `documents[2].size`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}
