import type { z } from 'zod';

/**
 * The field a hint is about, as its file writes it: YAML writes `key: value` and a list item
 * `- value`; TOML front matter (between `+++` lines, as Hugo writes it) `key = value` and an
 * item bare, between the list's brackets.
 */
export interface HintField {
  /** The field's last key (`priority` of `sitemap.priority`), or a list item's index (`2`). */
  key: string;
  syntax: 'yaml' | 'toml';
}

/** Whether the field is an item of a list (its key an index). */
function isItem({ key }: HintField): boolean {
  return /^\d+$/.test(key);
}

/**
 * The field as its file writes it: with a value, `price: 29.9` or `price = 29.9` (an item,
 * `- "texte"` or `"texte"`); without, the start a value follows, `price:` or `price =`.
 */
export function fieldLine(field: HintField, value?: string | number): string {
  const toml = field.syntax === 'toml';
  const start = isItem(field) ? (toml ? '' : '-') : toml ? `${field.key} =` : `${field.key}:`;
  if (value === undefined) return start;
  return start ? `${start} ${value}` : String(value);
}

/**
 * A zod issue with what its explanation is made of: the value found, the field as its file
 * writes it, and where the field is.
 */
export interface FieldIssue {
  issue: z.core.$ZodIssue;
  /** The value found (undefined: the field is missing). */
  value: unknown;
  /** The field's last key (`priority` of `sitemap.priority`); undefined for the whole file. */
  key: string | undefined;
  /** The path of the map the field is in (`sitemap`); empty for a field at the top of the file. */
  parent: string;
  /** The value exactly as written (`+300`, not `300`), when the file keeps it (YAML does). */
  raw?: string;
  syntax: HintField['syntax'];
}
