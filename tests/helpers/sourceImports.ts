import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './tempSite.js';

/** The module paths a TypeScript file imports or re-exports, statically or dynamically. */
export function importsOf(source: string): string[] {
  const pattern =
    /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3]!);
}

/** The TypeScript files of a folder of the project, as paths from the project's root. */
export async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(repoRoot, folder), { recursive: true });
  return entries.filter((entry) => /\.tsx?$/.test(entry)).map((entry) => path.join(folder, entry));
}

/**
 * The project's files `file` (a path from the project's root) imports by a relative path, read
 * from its text: `generator/load/x.js` for `./x.js` in `generator/load/`. Packages are left out.
 */
export async function localImports(file: string): Promise<string[]> {
  return importsOf(await readFile(path.join(repoRoot, file), 'utf8'))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), specifier)));
}
