import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isLinkedPage, placeLinkedPage, type LinkedPage } from '../cache/linkedPage.js';
import { htmlText, type PageHtml } from '../render/spliced.js';

/** A file to write: its absolute path and its contents. */
export interface FileToWrite {
  path: string;
  /** A page's HTML, bytes, or a page to link from the previous output folder (see linkedPage). */
  contents: PageHtml | Uint8Array | LinkedPage;
}

/** What a batch wrote: its bytes, and each file's signature (see fileSignature; empty when not known). */
export interface Written {
  bytes: number;
  signatures: string[];
}

/**
 * Writes files with Node's asynchronous calls (run on libuv's threads), creating each folder
 * once. Resolves with the number of bytes written (signatures unknown); rejects, once every
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
    // otherwise create its file while the failed build removes its staging folder (ENOTEMPTY).
    const settled = await Promise.allSettled(
      files.map(async (file) => {
        const { contents } = file;
        await folder(path.dirname(file.path));
        if (isLinkedPage(contents)) return placeLinkedPage(contents, file.path);
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
    return { bytes: settled.reduce((total, result) => total + (result as PromiseFulfilledResult<number>).value, 0), signatures: files.map(() => '') };
  };
}
