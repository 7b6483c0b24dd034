import { iconNames } from '../../model/icon.js';
import type { CollectionSchema, JsonSchema } from './jsonSchemas.js';
import { fieldType } from './fieldType.js';

/** The lines around the generated reference in each of its guide pages (see referencePages.ts); what lies outside them is written by hand. */
export const referenceMarkers = {
  start: '<!-- field-reference:start (généré par `npx site schemas` depuis model/ : ne pas modifier à la main) -->',
  end: '<!-- field-reference:end -->',
};

/**
 * The field reference of the editors' guide, in French: one table per collection, one row per
 * field, read from the same JSON Schemas (and so the same descriptions) the editors' tools use.
 */
export function fieldReference(schemas: CollectionSchema[]): string {
  return schemas
    .map(({ files, schema }) => {
      const title = files
        .filter((file) => !file.endsWith('.yml'))
        .map((file) => `\`${file.replace('**/*', '<chemin>').replace('*', '<fichier>')}\``)
        .join(', ');
      const intro = typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
      const rows = fieldRows(schema, '', '').map(
        ({ field, required, type, meaning }) => `| \`${field}\` | ${required} | ${type} | ${cell(meaning)} |`,
      );
      return `### ${title}\n\n${intro}| Champ | Obligatoire ? | Type | Signification |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
    })
    .join('\n');
}

/** Puts the reference between the markers of a guide; undefined when the guide has no markers. */
export function withFieldReference(guide: string, reference: string): string | undefined {
  const start = guide.indexOf(referenceMarkers.start);
  const end = guide.indexOf(referenceMarkers.end);
  if (start < 0 || end < start) return undefined;
  return `${guide.slice(0, start + referenceMarkers.start.length)}\n\n${reference}\n${guide.slice(end)}`;
}

interface Row {
  field: string;
  required: string;
  type: string;
  meaning: string;
}

/** Rows for the fields of an object schema; `within` names the optional block they belong to, if any. */
function fieldRows(schema: JsonSchema, at: string, within: string): Row[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([key, field]) => {
    const path = at ? `${at}.${key}` : key;
    const optional = !required.has(key);
    const need = optional
      ? `facultatif${defaultValue(field.default)}`
      : within
        ? `obligatoire dans \`${within}\``
        : 'obligatoire';
    // The fields of an optional block (or of the items of an optional list) are required only when it is there.
    const inner = optional && (field.type === 'object' || field.type === 'array') ? path : within;
    const row = {
      field: path,
      required: need,
      type: fieldType(field, iconNames),
      meaning: String(field.description ?? ''),
    };
    const item = field.items as JsonSchema | undefined;
    const children =
      field.type === 'object'
        ? fieldRows(field, path, inner)
        : item?.type === 'object'
          ? fieldRows(item, `${path}[]`, inner)
          : [];
    return field.type === 'object' && !field.description ? children : [row, ...children];
  });
}

/** A default as editors would write it (`monthly`, `0.5`, `false`); a block's defaults are shown on its fields. */
function defaultValue(value: unknown): string {
  if (value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value))) return '';
  return `, défaut \`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
