import { closeSync, openSync, readFileSync, rmSync, writevSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/*
 * One page kept by the build cache: a file holding a short header (a mark, the page's size and
 * its CRC-32) and the page's bytes. An entry checks itself when it is read back: a file cut
 * short by a killed build or a full disk, or changed by hand, is refused instead of becoming a
 * stale or broken page. Used on the writing thread (generator/write/writerThread.ts), so it
 * reads and writes synchronously and imports nothing of the build.
 */

const mark = Buffer.from('SBC1');
const headerSize = 12;

/** A page taken from the cache: its entry file, copied (never linked) into the output. */
export interface CachedCopy {
  cached: string;
}

/** Error code of an entry that cannot be used: the build then starts again without the cache. */
export const cacheEntryCode = 'SITE_CACHE_ENTRY';

/** Whether `contents` is a page to take from the cache. */
export function isCachedCopy(contents: unknown): contents is CachedCopy {
  return typeof contents === 'object' && contents !== null && 'cached' in contents;
}

/**
 * The page's bytes from its entry file. Throws an error with code `SITE_CACHE_ENTRY` when the
 * file is missing, unreadable, cut short or changed.
 */
export function readEntry(file: string): Buffer {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch (error) {
    throw entryError(file, (error as Error).message);
  }
  if (data.byteLength < headerSize || !data.subarray(0, 4).equals(mark)) throw entryError(file, 'not a cache entry');
  const page = data.subarray(headerSize);
  if (data.readUInt32LE(4) !== page.byteLength) throw entryError(file, 'cut short');
  if (data.readUInt32LE(8) !== crc32(page)) throw entryError(file, 'its contents changed');
  return page;
}

/**
 * Writes `page` as the entry `file` (in a folder of this build only, which no index names yet).
 * Never throws: a page that could not be kept is only rendered again by the next build, which
 * finds its entry missing or incomplete. Returns whether it was written.
 */
export function writeEntry(file: string, page: Uint8Array): boolean {
  const header = Buffer.alloc(headerSize);
  mark.copy(header);
  header.writeUInt32LE(page.byteLength, 4);
  header.writeUInt32LE(crc32(page), 8);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'w');
    const total = headerSize + page.byteLength;
    let written = writevSync(fd, [header, page]);
    // A short write is rare (a signal, a full disk): finish it from where it stopped.
    while (written < total) written += writevSync(fd, [Buffer.concat([header, page]).subarray(written)]);
    return true;
  } catch {
    rmSync(file, { force: true });
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function entryError(file: string, reason: string): Error {
  return Object.assign(new Error(`build cache entry ${file}: ${reason}`), { code: cacheEntryCode, path: file });
}
