import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { PageHtml } from '../render/spliced.js';
import {
  buildRecord,
  buildRecordText,
  checkReplaceable,
  removeLeftovers,
  shown,
  workFolderName,
} from './outputFolder.js';
import type { PublicFiles } from '../load/publicFiles.js';
import { copyPublic } from './copyPublic.js';
import { pathInside } from './insideFolder.js';
import { systemError } from './systemError.js';
import { compiledWriterThread, startFileWriter } from './fileWriter.js';
import { createFileWriter } from './writeFiles.js';

/** A file to write, its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: PageHtml | Uint8Array;
}

/**
 * A fresh folder beside the output folder, filled bit by bit and swapped in only at the end.
 * Nothing is ever written into the output folder itself.
 */
export interface NewOutput {
  write(files: OutputFile[]): Promise<void>;
  /**
   * Replaces the output folder with the new output folder; then removes the previous one, which
   * `cleared` waits for (what is left of it if the process ends first, the next build removes).
   */
  commit(): Promise<{ cleared: Promise<void> }>;
  /** Removes the new output folder; the output folder stays exactly as it was. */
  abort(): Promise<void>;
  readonly bytes: number;
  readonly count: number;
  /** The new output folder itself, for a last pass over what was written (see precompressFolder). */
  readonly folder: string;
}

/**
 * Opens a new output folder beside `outDir`, holding the build record and what `publicDir` publishes
 * (the folder, or its listing already made: see copyPublic; generated files win). First removes what interrupted builds of `outDir` left (see
 * removeLeftovers). Until commit or abort, Ctrl-C (SIGINT) or SIGTERM removes the new output folder
 * before the process ends. Operating-system failures become one sentence (see systemError).
 * Files are written on the writing thread when the CLI runs compiled (see compiledWriterThread).
 */
export async function openNewOutput(outDir: string, publicDir?: string | PublicFiles): Promise<NewOutput> {
  const out = path.resolve(outDir);
  const next = path.join(path.dirname(out), workFolderName(out, 'next'));
  const failed = (error: unknown) => systemError(error, out) ?? error;
  const writing = new Set<Promise<unknown>>();
  let stopping = false;
  let committing: Promise<unknown> | undefined;
  // Writes under way finish first: a folder they create after the removal would be left behind.
  // A swap under way finishes too: stopped between its two renames, it would leave no out/.
  const onSignal = (signal: NodeJS.Signals) => {
    stopping = true;
    const code = signal === 'SIGINT' ? 130 : 143;
    if (committing) return void committing.finally(() => process.exit(code));
    void Promise.allSettled(writing).then(() => {
      rmSync(next, { recursive: true, force: true, maxRetries: 3 });
      console.error(`\nStopped: nothing was written; ${shown(out)} is unchanged.`);
      process.exit(code);
    });
  };
  const release = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  try {
    await checkReplaceable(out);
    await removeLeftovers(out);
    await mkdir(path.dirname(out), { recursive: true });
    await mkdir(next);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    await writeFile(path.join(next, buildRecord), buildRecordText);
    if (publicDir && (typeof publicDir !== 'string' || (await exists(publicDir)))) {
      await copyPublic(publicDir, next);
    }
  } catch (error) {
    release();
    await rm(next, { recursive: true, force: true });
    throw failed(error);
  }
  const threadFile = compiledWriterThread();
  const thread = threadFile ? startFileWriter(threadFile) : undefined;
  const writeFiles = thread ? thread.write : createFileWriter();
  let bytes = 0;
  let count = 0;
  return {
    folder: next,
    get bytes() {
      return bytes;
    },
    get count() {
      return count;
    },
    async write(files) {
      if (stopping) return new Promise<never>(() => undefined); // the process is about to end
      // Every path checked before any is written: a batch with one path outside writes nothing.
      const targets = files.map((file) => ({ path: pathInside(next, file.path), contents: file.contents }));
      const work = writeFiles(targets);
      writing.add(work);
      const written = await work
        .catch((error) => {
          throw failed(error);
        })
        .finally(() => writing.delete(work));
      // Added after the wait (not `bytes += await …`, which would add to the value read before it).
      bytes += written.bytes;
      count += files.length;
    },
    async commit() {
      const retired = path.join(path.dirname(out), workFolderName(out, 'old'));
      const swap = async () => {
        await thread?.close();
        // Moved away under the build, the folder is made again by the next write into a folder
        // not yet made (mkdir -p): without its build record, it holds only what came after.
        await stat(path.join(next, buildRecord));
        const hadOutput = await exists(out);
        if (hadOutput) await rename(out, retired);
        await rename(next, out).catch(async (error) => {
          if (hadOutput) await rename(retired, out);
          throw error;
        });
        return hadOutput;
      };
      committing = swap();
      const hadOutput = await committing.catch((error) => {
        throw failed(error);
      });
      release();
      // Removed on libuv's threads; what is left of it if the process ends first, the next build removes.
      return {
        cleared: hadOutput ? rm(retired, { recursive: true, force: true }).catch(() => undefined) : Promise.resolve(),
      };
    },
    async abort() {
      await Promise.allSettled(writing);
      await thread?.close();
      release();
      await rm(next, { recursive: true, force: true });
    },
  };
}

/**
 * Fills a new output folder with `fill`, then swaps it in for `outDir`. If anything fails, the
 * new output folder is removed and `outDir` stays exactly as it was.
 */
export async function withNewOutput(
  outDir: string,
  publicDir: string | PublicFiles | undefined,
  fill: (output: NewOutput) => Promise<void>,
): Promise<{ bytes: number; count: number }> {
  const output = await openNewOutput(outDir, publicDir);
  try {
    await fill(output);
    await (
      await output.commit()
    ).cleared;
  } catch (error) {
    await output.abort();
    throw error;
  }
  return { bytes: output.bytes, count: output.count };
}

async function exists(target: string): Promise<boolean> {
  return Boolean(await stat(target).catch(() => undefined));
}
