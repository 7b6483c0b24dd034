import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlText, type PageHtml } from '../render/spliced.js';

/** A file to write: its absolute path and its contents. */
export interface FileToWrite {
  path: string;
  contents: PageHtml | Uint8Array;
}

/**
 * Writes files with Node's asynchronous calls (run on libuv's threads), creating each folder
 * once. Resolves with the number of bytes written; rejects with the first failure, whose `path`
 * names the file.
 */
export function createFileWriter(): (files: FileToWrite[]) => Promise<number> {
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  return async (files) => {
    const sizes = await Promise.all(
      files.map(async (file) => {
        const data = file.contents instanceof Uint8Array ? file.contents : Buffer.from(htmlText(file.contents));
        await folder(path.dirname(file.path));
        // A failed write (ENOSPC) names no file, unlike a failed open: the user must know which.
        await writeFile(file.path, data).catch((error: NodeJS.ErrnoException) => {
          error.path ??= file.path;
          throw error;
        });
        return data.byteLength;
      }),
    );
    return sizes.reduce((total, size) => total + size, 0);
  };
}
