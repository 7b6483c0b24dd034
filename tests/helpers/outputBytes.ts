import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '../../generator/build.js';
import type { UrlFormat } from '../../generator/host/hostRules.js';
import { createMemoryLogger } from '../../generator/log.js';
import { repoRoot } from './tempSite.js';

/** Every file of a folder with its bytes (base64), by path from the folder. */
export async function outputBytes(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files[path.relative(dir, path.join(entry.parentPath, entry.name))] = (
        await readFile(path.join(entry.parentPath, entry.name))
      ).toString('base64');
  }
  return files;
}

/**
 * The output of a build of `root` as its content is now, without any build cache, into
 * `root/cold`: what an incremental build must equal byte for byte.
 */
export async function coldOutput(
  root: string,
  options: { format?: UrlFormat; env?: Record<string, string> } = {},
): Promise<Record<string, string>> {
  await buildSite({
    root,
    toolRoot: repoRoot,
    outDir: 'cold',
    env: options.env ?? {},
    format: options.format,
    logger: createMemoryLogger(),
  });
  return outputBytes(path.join(root, 'cold'));
}
