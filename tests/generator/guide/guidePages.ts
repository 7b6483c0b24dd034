import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../helpers/tempSite.js';

/** The folder of the editors' guide: one page per task and one per family of messages. */
export const guideFolder = path.join(repoRoot, 'docs', 'guide');

/** Every page of the guide, by file name, with its text. */
export async function guidePages(): Promise<Map<string, string>> {
  const names = (await readdir(guideFolder)).filter((name) => name.endsWith('.md')).sort();
  return new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(guideFolder, name), 'utf8')] as const)),
  );
}

/** The pages that explain one family of error messages, each example after a `guide-example` marker. */
export function isErrorFamily(name: string): boolean {
  return name.startsWith('erreurs-');
}
