import { z } from 'zod';
import { entryCollections, markdownPages, singles } from '../content/collections.js';
import { townTextFile } from '../validate/checkTowns.js';
import { townTextSchema } from '../../model/townText.js';
import { townFolder, townPageSchema } from '../../model/townPage.js';
import { announcementsFile } from '../validate/checkAnnouncements.js';
import { announcementsSchema } from '../../model/announcement.js';

/** A JSON Schema as plain data (draft-07). */
export type JsonSchema = { [key: string]: unknown };

/** The JSON Schema of one collection, with where it is written and which content files it describes. */
export interface CollectionSchema {
  /** The collection's name in `generator/content/collections.ts`, e.g. `local`. */
  name: string;
  /** The schema file, relative to the site root: `schemas/local.schema.json`. */
  schemaFile: string;
  /** The content files it describes, as globs relative to the site root: `content/local/*.yaml`. */
  files: string[];
  /** True when the files are YAML, which an editor's YAML extension can check as they are typed. */
  yaml: boolean;
  schema: JsonSchema;
}

/** The folder the schemas are written to, relative to the site root. */
export const schemaFolder = 'schemas';

/**
 * One JSON Schema per collection, read from `collections.ts`: a collection added there gets its
 * schema without a change here. Schemas describe what editors write (`io: 'input'`: defaults make
 * a field optional, transforms are left out) in draft-07, the dialect editors' YAML extensions know best.
 */
export function collectionSchemas(): CollectionSchema[] {
  const singleSchemas = Object.entries(singles).map(([name, { file, schema }]) => describe(name, [file], schema));
  const entrySchemas = Object.entries(entryCollections).map(([name, { folder, schema }]) =>
    describe(name, [`${folder}*.yaml`, `${folder}*.yml`], schema),
  );
  // The shared text of the town pages is read beside the table (generator/validate/checkTowns.ts).
  const townText = describe('townText', [townTextFile], townTextSchema);
  return [
    ...singleSchemas,
    // Optional: read when present (generator/validate/checkAnnouncements.ts).
    describe('announcements', [announcementsFile], announcementsSchema),
    ...entrySchemas,
    townText,
    describe('townPage', [`${townFolder}*.yaml`, `${townFolder}*.yml`], townPageSchema),
    describe('markdownPages', [`${markdownPages.folder}**/*.md`], markdownPages.schema),
  ];
}

/** The JSON Schema of what editors write for a zod schema. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', target: 'draft-7', override: tidy }) as JsonSchema;
}

function describe(name: string, files: string[], schema: z.ZodType): CollectionSchema {
  const { $schema, ...rest } = withMarkdown(jsonSchemaOf(schema));
  const fileName = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return {
    name,
    schemaFile: `${schemaFolder}/${fileName}.schema.json`,
    files,
    yaml: files.every((file) => /\.ya?ml$/.test(file)),
    schema: { $schema, title: files.join(', '), ...rest },
  };
}

/**
 * Gives every description a `markdownDescription` twin: VS Code's YAML extension shows that one as
 * Markdown on hover (`city` as code) where it would escape the backquotes of a plain description.
 */
function withMarkdown(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(withMarkdown) as unknown as JsonSchema;
  if (node === null || typeof node !== 'object') return node as JsonSchema;
  const entries = Object.entries(node).map(([key, value]) => [
    key,
    key === 'enum' || key === 'const' || key === 'default' ? value : withMarkdown(value),
  ]);
  const copy = Object.fromEntries(entries) as JsonSchema;
  return typeof copy.description === 'string' ? { ...copy, markdownDescription: copy.description } : copy;
}

/** Drops the bounds zod gives every integer (±2^53−1): true, but noise in an editor's hover. */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
}
