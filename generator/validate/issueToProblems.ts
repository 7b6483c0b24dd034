import type { z } from 'zod';
import type { Problem } from '../errors.js';
import type { YamlSource } from '../load/yamlSource.js';
import { wholeNumberMessage } from '../../model/fields.js';
import { describeType, describeValue } from './describeValue.js';
import { explainFr, unknownFieldFr } from './explainFr.js';
import { foreignFieldProblem } from './foreignFieldProblem.js';
import { nearest } from '../shared/nearest.js';
import { colonText } from './colonText.js';
import { booleanHint, curlyHint, maximumHint, minimumHint, numberHint } from './fieldHints.js';
import { fieldLine, type FieldIssue, type HintField } from './fieldLine.js';
import { misleadingIssue } from './misleadingIssues.js';
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
        return sitemapProblem(source.locateKey(path, key));
      const guess = nearest(key, allowed);
      const position = source.locateKey(path, key);
      const suggestion = guess ? ` — did you mean "${guess}"?` : '';
      return {
        position,
        field: formatPath([...path, key]),
        message: `unknown field "${key}"${suggestion}`,
        sentence: `Unknown field "${key}" in ${position.file}:${position.line}${suggestion}`,
        standsFor: guess ? formatPath([...path, guess]) : undefined,
        fr: unknownFieldFr({ key, guess, where: `${position.file}:${position.line}`, allowed }),
        hint: guess
          ? `rename it to "${guess}", or remove it.`
          : `remove it or check its spelling; the fields allowed here are: ${allowed.join(', ')}.`,
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
  return [{ position: source.locate(path), field: formatPath(path), ...explain(faulty), fr: explainFr(faulty) }];
}

/** `sitemap:` in a YAML page: Markdown pages may set it, these pages' priorities come from the site. */
function sitemapProblem(position: Problem['position']): Problem {
  return {
    position,
    field: 'sitemap',
    message:
      'unknown field "sitemap": the site sets the sitemap priority and frequency of the pages made from YAML files',
    hint: 'remove the "sitemap" block; only Markdown pages (content/pages/) choose their own.',
    fr: {
      message:
        'champ inconnu «\u00a0sitemap\u00a0»\u00a0: le site fixe la priorité et la fréquence, dans le plan du site, des pages faites de fichiers YAML',
      hint: 'supprimez le bloc «\u00a0sitemap\u00a0»\u00a0; seules les pages Markdown (content/pages/) choisissent les leurs.',
    },
  };
}

/** What an issue means and how to fix it, in English (see explainFr for the French). */
function explain({ issue, value, key = 'field', parent, raw, syntax }: FieldIssue): { message: string; hint?: string } {
  const field = { key, syntax };
  if (issue.message === wholeNumberMessage && typeof value === 'number') {
    return {
      message: `${wholeNumberMessage}, got ${describeValue(value)}`,
      hint: `write a whole number, 1 or more, without decimals: ${fieldLine(field, Math.max(1, Math.round(value)))}`,
    };
  }
  if (value === undefined && issue.code === 'invalid_type') {
    return {
      message: `expected ${describeType(issue.expected)}, got nothing`,
      hint: `this field is required: add "${fieldLine(field)}" ${parent ? `under "${parent}"` : 'at the top of the file'}.`,
    };
  }
  switch (issue.code) {
    case 'invalid_type':
      return {
        message: `expected ${describeType(issue.expected)}, got ${describeValue(value)}`,
        hint: typeHint(issue.expected, field, { value, raw, parent }),
      };
    case 'too_small':
      if (issue.origin === 'string')
        return { message: 'expected text, got an empty text', hint: `write the text after "${fieldLine(field)}".` };
      if (issue.origin === 'array')
        return {
          message: `expected at least ${issue.minimum} item(s), got ${Array.isArray(value) ? value.length : 0}`,
          hint:
            syntax === 'toml'
              ? `add items between the brackets, each in straight double quotes, separated by commas: ${fieldLine(field, '["…", "…"]')}`
              : 'add items, each on its own line starting with "- ".',
        };
      return {
        message: `expected a number of at least ${issue.minimum}, got ${describeValue(value)}`,
        hint: minimumHint(field, { value, minimum: issue.minimum, inclusive: issue.inclusive ?? true }).en,
      };
    case 'too_big':
      return {
        message: `expected at most ${issue.maximum}, got ${describeValue(value)}`,
        hint: maximumHint(field, issue.origin, issue.maximum)?.en,
      };
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const guess = typeof value === 'string' ? nearest(value, allowed) : undefined;
      return {
        message: `expected one of ${allowed.map((v) => `"${v}"`).join(', ')}, got ${describeValue(value)}`,
        hint: guess ? `did you mean "${guess}"?` : undefined,
      };
    }
    case 'invalid_union': {
      const inner = issue.errors.at(-1)?.[0];
      return {
        message: `${inner?.message ?? 'this value is not accepted'}, got ${describeValue(value)}`,
        hint: 'leave it empty ("") if the service is not used.',
      };
    }
    case 'custom':
      return {
        message: `${issue.message}, got ${describeValue(value)}`,
        hint: (issue.params as { hint?: string } | undefined)?.hint,
      };
    default:
      return { message: `${issue.message}, got ${describeValue(value)}` };
  }
}

function typeHint(
  expected: string,
  field: HintField,
  { value, raw, parent }: Pick<FieldIssue, 'value' | 'raw' | 'parent'>,
): string | undefined {
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
    return `put the value in quotes so it is read as text: ${fieldLine(field, `"${raw ?? String(value)}"`)}`;
  }
  if (expected === 'number' && typeof value === 'string') {
    return numberHint(field, value).en;
  }
  if (expected === 'boolean') return booleanHint(field, value).en;
  const curly = expected === 'string' ? curlyHint(field, raw) : undefined;
  if (curly) return curly.en;
  const written = colonText(value, raw);
  if (expected === 'string' && written) {
    return `a text with ": " in it is read as a field and its value; put the whole text in quotes: ${fieldLine(field, `"${written}"`)}`;
  }
  const toml = field.syntax === 'toml';
  if (expected === 'array')
    return toml
      ? `write the items between brackets, separated by commas: ${fieldLine(field, '["…", "…"]')}`
      : 'write each item on its own line, indented, starting with "- ".';
  if (expected === 'object')
    return toml
      ? `write the fields of "${field.key}" under a line [${parent ? `${parent}.` : ''}${field.key}], after the other fields.`
      : `write the fields of "${field.key}" on the following lines, indented by two spaces.`;
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
