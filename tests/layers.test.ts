import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/tempSite.js';

/**
 * The layers, lowest first, and what each may import: the model (schemas and their types) reads
 * nothing of ours; the islands read the model; the templates read both; the pipeline reads all.
 */
const mayImport: Record<string, string[]> = {
  model: ['model'],
  client: ['client', 'model'],
  templates: ['templates', 'client', 'model'],
};

/** The module paths a TypeScript file imports or re-exports, statically or dynamically. */
function importsOf(source: string): string[] {
  const pattern =
    /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3]!);
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(repoRoot, folder), { recursive: true });
  return entries.filter((entry) => /\.tsx?$/.test(entry)).map((entry) => path.join(folder, entry));
}

/** `file imports target` for each import that leaves the layers `file`'s layer may read. */
async function wrongWay(layer: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await sourceFiles(layer)) {
    for (const specifier of importsOf(await readFile(path.join(repoRoot, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue; // an npm package
      const target = path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), specifier));
      if (!mayImport[layer]!.includes(target.split(path.sep)[0]!)) found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

describe('dependencies point one way', () => {
  it.each(Object.keys(mayImport))('%s/ imports only from the layers below it', async (layer) => {
    expect(await wrongWay(layer)).toEqual([]);
  });

  it('sees static, type-only, re-exported and dynamic imports', () => {
    const source = [
      "import { a } from '../generator/a.js';",
      "import type {\n  B,\n} from '../generator/b.js';",
      "export { c } from './c.js';",
      "const d = await import('../generator/d.js');",
      "import './side-effect.css';",
      "const text = 'not an import from here';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      '../generator/a.js',
      '../generator/b.js',
      './c.js',
      '../generator/d.js',
      './side-effect.css',
    ]);
  });
});
