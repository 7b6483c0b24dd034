import type { CollectionSchema } from './jsonSchemas.js';

/** The Red Hat YAML extension, which reads `yaml.schemas`: completion, hover help and errors as you type. */
export const yamlExtension = 'redhat.vscode-yaml';

/**
 * `.vscode/settings.json` with `yaml.schemas` mapping each YAML collection's schema to its files;
 * other settings already in the file are kept as they are. Markdown front matter is not mapped:
 * the YAML extension only checks files it opens as YAML.
 */
export function editorSettings(schemas: CollectionSchema[], existing: string | undefined): string {
  const settings = existing ? (JSON.parse(existing) as Record<string, unknown>) : {};
  const mapping = Object.fromEntries(
    schemas.filter((entry) => entry.yaml).map((entry) => [`./${entry.schemaFile}`, entry.files]),
  );
  return `${JSON.stringify({ ...settings, 'yaml.schemas': mapping }, null, 2)}\n`;
}

/** `.vscode/extensions.json` recommending the YAML extension, keeping other recommendations. */
export function editorExtensions(existing: string | undefined): string {
  const extensions = existing ? (JSON.parse(existing) as { recommendations?: string[] }) : {};
  const recommendations = [...new Set([...(extensions.recommendations ?? []), yamlExtension])];
  return `${JSON.stringify({ ...extensions, recommendations }, null, 2)}\n`;
}
