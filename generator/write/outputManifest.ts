import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStamp } from './fileWriter.js';

/** One file of a finished build: its contents' fingerprint and its stamp on disk. */
export interface OutputRecord extends FileStamp {
  hash: string;
}

/** How many output folders keep a manifest (the bench builds into many temporary ones). */
const kept = 8;

/**
 * Where the manifest of the build last written to `outDir` is kept: in the tool's cache, one
 * file per output folder. It lets the next build link the files it would write identically.
 */
export function manifestFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, `${createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`);
}

/** The records of the previous build, or none when there is no usable manifest. */
export async function readManifest(file: string): Promise<Map<string, OutputRecord>> {
  try {
    const records = JSON.parse(await readFile(file, 'utf8')) as Record<string, OutputRecord>;
    return new Map(Object.entries(records));
  } catch {
    return new Map();
  }
}

/** Saves `records` (written whole, then renamed into place) and forgets the oldest manifests. */
export async function writeManifest(file: string, records: ReadonlyMap<string, OutputRecord>): Promise<void> {
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(Object.fromEntries(records)));
  await rename(temporary, file);
  const manifests = await Promise.all((await readdir(folder)).filter((name) => name.endsWith('.json')).map(async (name) => ({ name, time: (await stat(path.join(folder, name))).mtimeMs })));
  manifests.sort((a, b) => b.time - a.time);
  await Promise.all(manifests.slice(kept).map(({ name }) => rm(path.join(folder, name), { force: true })));
}
