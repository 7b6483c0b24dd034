import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { WriterReply, WriterRequest } from './writerProtocol.js';

/**
 * Writes batches of files with synchronous calls (a folder once, then open, write, close per
 * file): on the writing thread (writerThread.ts), and on the main thread when that thread has
 * batches in line (see startFileWriter). Each writer keeps the shells it was sent and the
 * folders it made.
 */
export function createBatchWriter(): (request: WriterRequest) => WriterReply {
  const folders = new Set<string>();
  const shells = new Map<number, Buffer[]>();
  const encode = (file: WriterRequest['files'][number]): Uint8Array => {
    if (!('shell' in file))
      return typeof file.contents === 'string' ? Buffer.from(file.contents) : (file.contents as Uint8Array);
    const parts = shells.get(file.shell)!;
    return Buffer.concat(
      parts.flatMap((part, index) => (index < file.values.length ? [part, Buffer.from(file.values[index]!)] : [part])),
    );
  };
  return ({ id, shells: newShells, files }) => {
    for (const shell of newShells)
      shells.set(
        shell.id,
        shell.parts.map((part) => Buffer.from(part)),
      );
    let bytes = 0;
    let current = '';
    try {
      for (const file of files) {
        current = file.path;
        const folder = dirname(file.path);
        if (!folders.has(folder)) {
          mkdirSync(folder, { recursive: true });
          folders.add(folder);
        }
        const data = encode(file);
        const fd = openSync(file.path, 'w');
        try {
          for (let offset = 0; offset < data.byteLength;) offset += writeSync(fd, data, offset);
        } finally {
          closeSync(fd);
        }
        bytes += data.byteLength;
      }
      return { id, bytes };
    } catch (error) {
      // A failed write (ENOSPC) names no file, unlike a failed open: the user must know which.
      const { message, code, path } = error as NodeJS.ErrnoException;
      return { id, error: { message, code, path: path ?? current } };
    }
  };
}
