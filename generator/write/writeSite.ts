import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Spliced } from '../render/spliced.js';
import { contentHash } from './contentHash.js';
import { startFileWriter, type FileWriter } from './fileWriter.js';
import { manifestFile, readManifest, writeManifest, type OutputRecord } from './outputManifest.js';

/** A file to write, its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array | Spliced;
}

/** A fresh folder beside the output folder, filled bit by bit and swapped in only at the end. */
export interface Staging {
  write(files: OutputFile[]): Promise<void>;
  /** Replaces the output folder with the staging folder. */
  commit(): Promise<void>;
  /** Removes the staging folder; the output folder stays exactly as it was. */
  abort(): Promise<void>;
  readonly bytes: number;
  readonly count: number;
  /** Files linked from the previous build rather than written. */
  readonly reused: number;
  /** What was written, for the next build's manifest (empty when files are not reused). */
  readonly records: ReadonlyMap<string, OutputRecord>;
}

/**
 * Opens a staging folder beside `outDir`, with `publicDir` copied in first (generated files win).
 * With `previous` (the manifest of the build now in `outDir`, possibly empty), a file whose
 * contents match it is linked from there when untouched since: a build that changes ten pages of
 * ten thousand writes ten. Without it, nothing is fingerprinted.
 */
export async function openStaging(outDir: string, publicDir?: string, previous?: ReadonlyMap<string, OutputRecord>): Promise<Staging> {
  const parent = path.dirname(path.resolve(outDir));
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const staging = path.join(parent, `.${path.basename(outDir)}-staging-${stamp}`);
  const retired = path.join(parent, `.${path.basename(outDir)}-old-${stamp}`);
  await mkdir(parent, { recursive: true });
  await mkdir(staging);
  let bytes = 0;
  let count = 0;
  let reused = 0;
  const records = new Map<string, OutputRecord>();
  try {
    if (publicDir && (await exists(publicDir))) await cp(publicDir, staging, { recursive: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  // Started on the first write, not now: its start-up would compete with the client bundling.
  let writer: FileWriter | undefined;
  return {
    get bytes() {
      return bytes;
    },
    get count() {
      return count;
    },
    get reused() {
      return reused;
    },
    records,
    async write(files) {
      const hashes = previous && files.map((file) => contentHash(file.contents));
      const written = await (writer ??= startFileWriter()).write(
        files.map((file, index) => {
          const before = previous?.get(file.path);
          const reuse = before && before.hash === hashes?.[index] ? { from: path.join(outDir, file.path), ino: before.ino, size: before.size, mtimeMs: before.mtimeMs } : undefined;
          return { path: path.join(staging, file.path), contents: file.contents, reuse };
        }),
      );
      // Added after the wait (not `bytes += await …`, which would add to the value read before it).
      bytes += written.bytes;
      reused += written.linked;
      count += files.length;
      if (hashes) files.forEach((file, index) => records.set(file.path, { hash: hashes[index]!, ...written.stamps[index]! }));
    },
    async commit() {
      await writer?.close();
      const hadOutput = await exists(outDir);
      if (hadOutput) await rename(outDir, retired);
      await rename(staging, outDir);
      if (hadOutput) await rm(retired, { recursive: true, force: true });
    },
    async abort() {
      await writer?.close(); // nothing may still be writing into the folder being removed
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * Fills a staging folder with `fill`, then swaps it in for `outDir`. If anything fails, the
 * staging folder is removed and `outDir` stays exactly as it was. With `cacheDir`, unchanged
 * files are linked from the previous build (see openStaging) and this build's manifest is kept.
 */
export async function withStaging(
  outDir: string,
  publicDir: string | undefined,
  fill: (staging: Staging) => Promise<void>,
  cacheDir?: string,
): Promise<{ bytes: number; count: number; reused: number }> {
  const manifest = cacheDir ? manifestFile(cacheDir, outDir) : undefined;
  const staging = await openStaging(outDir, publicDir, manifest ? await readManifest(manifest) : undefined);
  try {
    await fill(staging);
    await staging.commit();
  } catch (error) {
    await staging.abort();
    throw error;
  }
  // Without a manifest the next build writes every file again: slower, never wrong.
  if (manifest) await writeManifest(manifest, staging.records).catch(() => undefined);
  return { bytes: staging.bytes, count: staging.count, reused: staging.reused };
}

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}
