import { copyFileSync, linkSync, rmSync } from 'node:fs';

/*
 * A page the build cache holds: the file the last build published, checked against the identity
 * the cache recorded for it (see buildCache), hard-linked into the staging folder instead of
 * rendered and written again. Nothing ever writes into a linked file: the staging folder only
 * gets new files (each page is written once), and the published folder is only ever replaced
 * by a rename, so a linked file keeps its bytes in both folders until the old one is removed.
 * Used on the writing thread (generator/write/writerThread.ts): synchronous, imports nothing of
 * the build.
 */

/** A page to take from the previous output folder: its file there and its size. */
export interface LinkedPage {
  linkFrom: string;
  size: number;
}

/** Error code of a page that cannot be taken: the build then starts again without the cache. */
export const cacheEntryCode = 'SITE_CACHE_ENTRY';

/** Whether `contents` is a page to take from the previous output folder. */
export function isLinkedPage(contents: unknown): contents is LinkedPage {
  return typeof contents === 'object' && contents !== null && 'linkFrom' in contents;
}

/** Link failures that a copy gets around: another disk, a file system without hard links, too many links. */
const copyInstead = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK']);

/**
 * Places `page` at `target` (a path of the staging folder where nothing is yet): a hard link, or
 * a copy where links cannot be made. Throws an error with code `SITE_CACHE_ENTRY` when the file
 * is gone or unreadable; a failure to create `target` is thrown as it is (a full disk).
 * Returns the page's size.
 */
export function placeLinkedPage(page: LinkedPage, target: string): number {
  try {
    try {
      linkSync(page.linkFrom, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A file of public/ copied at that path (a new file of the staging folder): the page wins, as a written page would.
      rmSync(target);
      linkSync(page.linkFrom, target);
    }
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') throw entryError(page.linkFrom, (error as Error).message);
    if (!copyInstead.has(code ?? '')) throw error;
    try {
      copyFileSync(page.linkFrom, target);
    } catch (copyError) {
      const failure = copyError as NodeJS.ErrnoException;
      if (failure.code === 'ENOENT' || failure.code === 'EACCES') throw entryError(page.linkFrom, failure.message);
      throw Object.assign(failure, { path: target }); // the staging folder's failure (a full disk)
    }
  }
  return page.size;
}

function entryError(file: string, reason: string): Error {
  return Object.assign(new Error(`${file}: ${reason}`), { code: cacheEntryCode, path: file });
}
