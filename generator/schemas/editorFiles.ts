import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { collectionSchemas, schemaFolder } from './jsonSchemas.js';
import { editorExtensions, editorSettings } from './editorSettings.js';
import { fieldReference, withFieldReference } from './fieldReference.js';
import { schemasByReferencePage } from './referencePages.js';

/** What `site schemas` writes, by path relative to the site root, and the files it removes. */
export interface EditorFiles {
  files: Map<string, string>;
  /** Schemas of collections that no longer exist, left in the schema folder. */
  stale: string[];
}

/** The schemas and editor settings the model calls for, computed without writing anything. */
export async function editorFiles(root: string): Promise<EditorFiles> {
  const schemas = collectionSchemas();
  const files = new Map<string, string>();
  for (const { schemaFile, schema } of schemas) files.set(schemaFile, `${JSON.stringify(schema, null, 2)}\n`);
  files.set('.vscode/settings.json', editorSettings(schemas, await readIfPresent(root, '.vscode/settings.json')));
  files.set('.vscode/extensions.json', editorExtensions(await readIfPresent(root, '.vscode/extensions.json')));
  // The guide's pages of the field reference, rewritten between their markers (see referencePages).
  for (const [file, documented] of schemasByReferencePage(schemas)) {
    const page = await readIfPresent(root, file);
    const updated = page === undefined ? undefined : withFieldReference(page, fieldReference(documented));
    if (updated !== undefined) files.set(file, updated);
  }
  const present = await readdir(path.join(root, schemaFolder)).catch(() => [] as string[]);
  const stale = present
    .map((name) => `${schemaFolder}/${name}`)
    .filter((file) => file.endsWith('.schema.json') && !files.has(file));
  return { files, stale };
}

/** Writes the files that differ and removes stale schemas; returns the paths it changed (none when up to date). */
export async function writeEditorFiles(root: string): Promise<string[]> {
  const { files, stale } = await editorFiles(root);
  const changed: string[] = [];
  for (const [file, text] of files) {
    if ((await readIfPresent(root, file)) === text) continue;
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
    changed.push(file);
  }
  for (const file of stale) await rm(path.join(root, file));
  return [...changed, ...stale];
}

/** A file's text, or undefined when it does not exist. */
export async function readIfPresent(root: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(root, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
