import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localImports, sourceFiles } from './helpers/sourceImports.js';
import { repoRoot } from './helpers/tempSite.js';

/** The folders of the site's own code: the pipeline, the templates, the islands and the model. */
const codeFolders = ['generator', 'templates', 'client', 'model'];

/** Each file of the code and the files of the code it imports, resolved to their `.ts`/`.tsx` path. */
async function importGraph(): Promise<Map<string, string[]>> {
  const files = (await Promise.all(codeFolders.map(sourceFiles))).flat();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = (await localImports(file))
      .map((target) =>
        [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target].find((t) => known.has(t)),
      )
      .filter((target) => target !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The import cycles of `graph`, each the shortest way from a file back to itself
 * (`a.ts → b.ts → a.ts`), told once whichever of its files it starts from.
 */
export function importCycles(graph: Map<string, string[]>): string[] {
  const found = new Map<string, string>();
  for (const start of graph.keys()) {
    const cameFrom = new Map<string, string>();
    const queue = [start];
    for (let at = queue.shift(); at !== undefined && !cameFrom.has(start); at = queue.shift())
      for (const next of graph.get(at) ?? []) if (!cameFrom.has(next)) (cameFrom.set(next, at), queue.push(next));
    if (!cameFrom.has(start)) continue;
    const back: string[] = [];
    for (let at = cameFrom.get(start)!; at !== start; at = cameFrom.get(at)!) back.push(at);
    const way = [start, ...back.reverse()];
    const key = [...way].sort().join(' ');
    if (!found.has(key)) found.set(key, [...way, start].join(' → '));
  }
  return [...found.values()];
}

/** The names of the bins a package installs. */
function binsOf(name: string): string[] {
  const manifest = path.join(repoRoot, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return [];
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: string | Record<string, string> };
  return typeof bin === 'string' ? [name.split('/').at(-1)!] : Object.keys(bin ?? {});
}

/**
 * Everything that may use a package: the code, the tests (not their fixtures, nor this file, whose
 * patterns name none), the scripts, the configuration and CI.
 */
async function usingTexts(): Promise<string> {
  const texts: string[] = [];
  for (const folder of [...codeFolders, 'tests', 'scripts', 'bin']) {
    const entries = await readdir(path.join(repoRoot, folder), { recursive: true });
    for (const entry of entries)
      if (/\.(tsx?|mjs|js)$/.test(entry) && !entry.startsWith('fixtures') && entry !== 'sourceShape.test.ts')
        texts.push(await readFile(path.join(repoRoot, folder, entry), 'utf8'));
  }
  for (const file of ['vitest.config.ts', '.ci/run']) texts.push(await readFile(path.join(repoRoot, file), 'utf8'));
  return texts.join('\n');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the shape of the source', () => {
  it('no file of the code imports a file that imports it back, types included', async () => {
    expect(importCycles(await importGraph())).toEqual([]);
  });

  it('sees a cycle however long, once', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts', 'e.ts → e.ts']);
  });

  it('no file of the code is over 200 lines', async () => {
    const files = (await Promise.all(codeFolders.map(sourceFiles))).flat();
    const long: string[] = [];
    for (const file of files) {
      const lines = (await readFile(path.join(repoRoot, file), 'utf8')).split('\n').length - 1;
      if (lines > 200) long.push(`${file}: ${lines} lines`);
    }
    expect(long).toEqual([]);
  });

  it('every declared dependency is imported, or its command run, by the code, the tests or the scripts', async () => {
    const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8'));
    const texts = await usingTexts();
    const scripts = Object.values(pkg.scripts as Record<string, string>).join('\n');
    const used = (name: string): boolean => {
      if (name === '@types/node') return texts.includes("from 'node:");
      if (name.startsWith('@types/')) return used(name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2'));
      // Imported by its name or a path inside it, or run from its folder under node_modules.
      if (new RegExp(`['"]${escaped(name)}(?:/[^'"]*)?['"]|node_modules/${escaped(name)}/`).test(texts)) return true;
      return binsOf(name).some((bin) =>
        new RegExp(`(?:^|[\\s'"])${escaped(bin)}(?:[\\s'"]|$)`, 'm').test(`${scripts}\n${texts}`),
      );
    };
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    expect(declared.filter((name) => !used(name))).toEqual([]);
  });
});
