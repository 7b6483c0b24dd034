import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlText, type PageHtml } from '../render/spliced.js';

/** A file to write: its absolute path and its contents. */
export interface FileToWrite {
  path: string;
  /** A page's HTML or bytes. */
  contents: PageHtml | Uint8Array;
}

/** What a batch wrote: its bytes. */
export interface Written {
  bytes: number;
}

/**
 * Writes files with Node's asynchronous calls (run on libuv's threads), creating each folder
 * once. Resolves with the number of bytes written; rejects, once every
 * write of the batch has ended, with the first failure, whose `path` names the file.
 */
export function createFileWriter(): (files: FileToWrite[]) => Promise<Written> {
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  return async (files) => {
    // Every write of the batch is settled before the batch fails: a write still under way would
    // otherwise create its file while the failed build removes its new output folder (ENOTEMPTY).
    const settled = await Promise.allSettled(
      files.map(async (file) => {
        const { contents } = file;
        await folder(path.dirname(file.path));
        const data = contents instanceof Uint8Array ? contents : Buffer.from(htmlText(contents));
        // A failed write (ENOSPC) names no file, unlike a failed open: the user must know which.
        await writeFile(file.path, data).catch((error: NodeJS.ErrnoException) => {
          error.path ??= file.path;
          throw error;
        });
        return data.byteLength;
      }),
    );
    const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    return { bytes: settled.reduce((total, result) => total + (result as PromiseFulfilledResult<number>).value, 0) };
  };
}
