import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, localImports, sourceFiles } from './helpers/sourceImports.js';
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

/** `file imports target` for each import that leaves the layers `file`'s layer may read. */
async function wrongWay(layer: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await sourceFiles(layer)) {
    for (const target of await localImports(file)) {
      if (!mayImport[layer]!.includes(target.split(path.sep)[0]!)) found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

/**
 * The generator's parts in pipeline order: each may import the parts before it and itself, never
 * a later one. First what every stage shares: the types and helpers of `shared/`, the problems
 * (`errors`), the messages that tell them, the log that prints them; then the stages in the order a build runs them, then what runs the
 * stages: `prepareSite`, `renderSite` and its `linkProblems` (the orchestration the commands share), the checks
 * made on a rendered site, the commands, `site dev`, the command line. A file at the top of
 * `generator/` is a part of its own, named after the file.
 */
export const generatorOrder = [
  ['shared'],
  ['errors'],
  ['messages'],
  ['log'],
  ['load'],
  ['images'],
  ['content'],
  ['markdown'],
  ['validate'],
  ['structuredData'],
  ['route'],
  ['bundle'],
  ['render'],
  ['write'],
  ['search'],
  ['host'],
  ['serve'],
  ['prepareSite', 'renderSite', 'linkProblems'],
  ['similarity'],
  ['check', 'build', 'schemas', 'addHostConfigCommand'],
  ['dev'],
  ['usageError', 'cliOptions', 'cli'],
];

/** The part of the generator a path lies in: its first folder under `generator/`, or the file's name for the files at its top. */
function partOf(file: string): string {
  const [, part, rest] = file.split(path.sep);
  return rest === undefined ? part!.replace(/\.(tsx?|js)$/, '') : part!;
}

/** `file imports target` for each import of the generator that points to a later part, or to a part not in `generatorOrder`. */
async function laterParts(): Promise<string[]> {
  const rank = new Map(generatorOrder.flatMap((parts, index) => parts.map((part) => [part, index])));
  const found: string[] = [];
  for (const file of await sourceFiles('generator')) {
    if (!rank.has(partOf(file))) found.push(`${file} is in no part of generatorOrder`);
    for (const target of await localImports(file)) {
      if (target.split(path.sep)[0] !== 'generator') continue;
      if ((rank.get(partOf(target)) ?? Infinity) > rank.get(partOf(file))!) found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

/**
 * Declarations at the top of a module that hold state between calls: `let`, and a collection or
 * list made empty to be filled (`new Map()`, `new Set()`, `new WeakMap()`, `= []`). Read-only
 * tables (`new Set([...])`, `[...]` literals) are not state. What must outlive a call belongs
 * to an object its owner holds and passes (see KeptBodies, KeptTownTable, HeldRoutes).
 */
function moduleState(source: string): string[] {
  const pattern =
    /^(?:export\s+)?(?:let\s+\w+|const\s+\w+(?::(?:[^=\n]|=>)+)?\s*=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\s*(?:<[^>]*>)?\s*\(\s*\)|\[\s*\]))/gm;
  return [...source.matchAll(pattern)].map((match) => match[0]);
}

/**
 * Where module state is the point: the writing thread's own folders and shells (a thread of its
 * own, one per build).
 */
const stateAllowed = ['generator/write/writerThread.ts'];

describe('dependencies point one way', () => {
  it('in the generator, each part imports only from the parts before it (generatorOrder)', async () => {
    expect(await laterParts()).toEqual([]);
  });

  it('no module of the generator, the templates or the model holds state of its own between calls', async () => {
    const found: string[] = [];
    for (const folder of ['generator', 'templates', 'model'])
      for (const file of await sourceFiles(folder)) {
        if (stateAllowed.includes(file)) continue;
        for (const declaration of moduleState(await readFile(path.join(repoRoot, file), 'utf8')))
          found.push(`${file}: ${declaration}`);
      }
    expect(found).toEqual([]);
  });

  it('sees module state but not read-only tables', () => {
    const source = [
      'let last: string | undefined;',
      'const held: (() => void)[] = [];',
      'const kept = new Map<string, number>();',
      "const allowed = new Set(['a', 'b']);",
      'const weekdays = [1, 2, 3];',
      '  let inside = 1;',
    ].join('\n');
    expect(moduleState(source)).toEqual([
      'let last',
      'const held: (() => void)[] = []',
      'const kept = new Map<string, number>()',
    ]);
  });

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
