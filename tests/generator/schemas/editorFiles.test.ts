import { Ajv, type ErrorObject } from 'ajv';
import fg from 'fast-glob';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spanListPattern } from '../../../model/openingHours.js';
import { parse } from 'yaml';
import { editorFiles, readIfPresent, writeEditorFiles } from '../../../generator/schemas/editorFiles.js';
import { collectionSchemas } from '../../../generator/schemas/jsonSchemas.js';
import { createTempSite, fixtureRoot, repoRoot, type TempSite } from '../../helpers/tempSite.js';

// ajv is the reference JSON Schema validator: if it accepts and rejects what zod does, so will an
// editor's YAML extension. Formats are left to the patterns the schemas also carry; the
// cross-field rules name in `required` fields their object defines beside them (strictRequired off).
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, validateFormats: false }).addKeyword(
  'markdownDescription',
);
const validators = new Map(collectionSchemas().map(({ schemaFile, schema }) => [schemaFile, ajv.compile(schema)]));

function errorsOf(schemaFile: string, data: unknown): string[] {
  const validate = validators.get(schemaFile)!;
  validate(data);
  return (validate.errors ?? []).map(
    (error: ErrorObject) =>
      `${error.instancePath || '/'} ${error.message}${error.params.additionalProperty ? ` (${error.params.additionalProperty})` : ''}`,
  );
}

const yamlMappings = async (root: string) =>
  Object.entries(
    JSON.parse(await readFile(path.join(root, '.vscode/settings.json'), 'utf8'))['yaml.schemas'] as Record<
      string,
      string[]
    >,
  );

describe('site schemas', () => {
  it('the committed schemas and editor settings are exactly what `site schemas` writes', async () => {
    const { files, stale } = await editorFiles(repoRoot);
    for (const [file, text] of files)
      expect(await readIfPresent(repoRoot, file), `${file} is stale: run npx site schemas`).toBe(text);
    expect(stale).toEqual([]);
  });

  it('maps every YAML file under content/ to exactly one schema', async () => {
    const covered = new Map<string, string[]>();
    for (const [schema, patterns] of await yamlMappings(repoRoot)) {
      for (const file of await fg(patterns, { cwd: repoRoot, dot: true }))
        covered.set(file, [...(covered.get(file) ?? []), schema]);
    }
    for (const file of await fg('content/**/*.{yaml,yml}', { cwd: repoRoot, dot: true }))
      expect(covered.get(file), file).toHaveLength(1);
  });

  it('accepts every real content file under the schema it is mapped to', async () => {
    for (const [schema, patterns] of await yamlMappings(repoRoot)) {
      for (const file of await fg(patterns, { cwd: repoRoot })) {
        expect(errorsOf(schema.slice(2), parse(await readFile(path.join(repoRoot, file), 'utf8'))), file).toEqual([]);
      }
    }
  });

  it('flags a misspelt field and a word where a number is expected, as an editor would underline them', async () => {
    const text = (await readFile(path.join(fixtureRoot, 'content/local/metz.yaml'), 'utf8'))
      .replace(/^title:/m, 'titel:')
      .replace(/replyHours: \d+/, 'replyHours: deux');
    expect(errorsOf('schemas/local.schema.json', parse(text))).toEqual([
      "/ must have required property 'title'",
      '/ must NOT have additional properties (titel)',
      '/contact/replyHours must be integer',
    ]);
  });

  it('says what zod says: enums, patterns, ranges, tuples', async () => {
    const metz = parse(await readFile(path.join(fixtureRoot, 'content/local/metz.yaml'), 'utf8'));
    const broken = {
      ...metz,
      kind: 'town',
      updated: '27/08/2025',
      geo: { ...metz.geo, region: '57', position: [95, 6] },
      contact: { ...metz.contact, hours: '8h à 18h', replyHours: 0 },
    };
    expect(errorsOf('schemas/local.schema.json', broken)).toEqual([
      '/kind must be equal to one of the allowed values',
      '/geo/region must match pattern "^FR-(\\d{2}|2A|2B|9[78]\\d)$"',
      '/geo/position/0 must be <= 90',
      '/contact/replyHours must be > 0',
      `/contact/hours must match pattern "${spanListPattern.source}"`,
      '/updated must match pattern "^\\d{4}-\\d{2}-\\d{2}$"',
    ]);
    expect(
      errorsOf('schemas/markdown-pages.schema.json', {
        title: 'CGV',
        description: 'Conditions.',
        sitemap: { priority: 2, changefreq: 'sometimes' },
      }),
    ).toEqual(['/sitemap/priority must be <= 1', '/sitemap/changefreq must be equal to one of the allowed values']);
  });

  it('carries the cross-field rules zod checks with refinements', async () => {
    const metz = parse(await readFile(path.join(fixtureRoot, 'content/local/metz.yaml'), 'utf8'));
    const { position: _, ...geo } = metz.geo;
    expect(errorsOf('schemas/local.schema.json', { ...metz, geo })).toEqual([
      "/geo must have required property 'position'",
      '/ must match "then" schema',
    ]);
    expect(errorsOf('schemas/local.schema.json', { ...metz, kind: 'department', geo })).toEqual([]);
    const equipment = parse(await readFile(path.join(fixtureRoot, 'content/offers/equipment.yaml'), 'utf8'));
    const item = { id: 'w73h', name: 'W73H', type: 'Téléphone DECT', features: ['Sans fil'] };
    expect(
      errorsOf('schemas/equipment.schema.json', {
        ...equipment,
        groups: [{ title: 'Sans fil', icon: 'phone', items: [item, { ...item, included: true }] }],
      }),
    ).toEqual([
      "/groups/0/items/0 must have required property 'included'",
      "/groups/0/items/0 must have required property 'price'",
      "/groups/0/items/0 must have required property 'period'",
      '/groups/0/items/0 must match a schema in anyOf',
    ]);
  });

  it('gives every field a French description', () => {
    const missing: string[] = [];
    const walk = (schema: Record<string, any>, at: string) => {
      // A union's branches are fields of their own; an object's anyOf only states a cross-field rule.
      if (schema.anyOf && !schema.properties) for (const branch of schema.anyOf) walk(branch, at);
      if (schema.items && !Array.isArray(schema.items)) walk(schema.items, `${at}[]`);
      for (const [key, field] of Object.entries<Record<string, any>>(schema.properties ?? {})) {
        const fieldPath = at.endsWith(' ') ? `${at}${key}` : `${at}.${key}`;
        if (field.type !== 'object' && typeof field.description !== 'string') missing.push(fieldPath);
        walk(field, fieldPath);
      }
    };
    for (const { name, schema } of collectionSchemas()) walk(schema, `${name}: `);
    expect(missing).toEqual([]);
  });
});

describe('writeEditorFiles', () => {
  let site: TempSite;
  afterEach(() => site.remove());

  it('writes the files once, then changes nothing, keeping settings it does not own', async () => {
    site = await createTempSite();
    await mkdir(path.join(site.root, '.vscode'));
    await site.write('.vscode/settings.json', '{ "editor.tabSize": 2 }');
    const first = await writeEditorFiles(site.root);
    expect(first).toContain('schemas/local.schema.json');
    expect(first).toContain('.vscode/settings.json');
    expect(await writeEditorFiles(site.root)).toEqual([]);
    const settings = JSON.parse(await site.read('.vscode/settings.json'));
    expect(settings['editor.tabSize']).toBe(2);
    expect(settings['yaml.schemas']['./schemas/local.schema.json']).toEqual([
      'content/local/*.yaml',
      'content/local/*.yml',
    ]);
    expect(JSON.parse(await site.read('.vscode/extensions.json'))).toEqual({ recommendations: ['redhat.vscode-yaml'] });
  });

  it('removes the schema of a collection that no longer exists', async () => {
    site = await createTempSite();
    await writeEditorFiles(site.root);
    await site.write('schemas/towns.schema.json', '{}');
    expect(await writeEditorFiles(site.root)).toEqual(['schemas/towns.schema.json']);
    expect(await readIfPresent(site.root, 'schemas/towns.schema.json')).toBeUndefined();
  });
});
