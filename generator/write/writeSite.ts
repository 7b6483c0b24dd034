import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Spliced } from '../render/spliced.js';
import { startFileWriter, type FileWriter } from './fileWriter.js';

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
}

/** Opens a staging folder beside `outDir`, with `publicDir` copied in first (generated files win). */
export async function openStaging(outDir: string, publicDir?: string): Promise<Staging> {
  const parent = path.dirname(path.resolve(outDir));
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const staging = path.join(parent, `.${path.basename(outDir)}-staging-${stamp}`);
  const retired = path.join(parent, `.${path.basename(outDir)}-old-${stamp}`);
  await mkdir(parent, { recursive: true });
  await mkdir(staging);
  let bytes = 0;
  let count = 0;
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
    async write(files) {
      const written = await (writer ??= startFileWriter()).write(files.map((file) => ({ path: path.join(staging, file.path), contents: file.contents })));
      bytes += written; // not `bytes += await …`, which would add to the value read before waiting
      count += files.length;
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
 * staging folder is removed and `outDir` stays exactly as it was.
 */
export async function withStaging(outDir: string, publicDir: string | undefined, fill: (staging: Staging) => Promise<void>): Promise<{ bytes: number; count: number }> {
  const staging = await openStaging(outDir, publicDir);
  try {
    await fill(staging);
    await staging.commit();
  } catch (error) {
    await staging.abort();
    throw error;
  }
  return { bytes: staging.bytes, count: staging.count };
}

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}
