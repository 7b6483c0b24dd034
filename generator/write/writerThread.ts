import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { WriterReply, WriterRequest } from './writerProtocol.js';

/*
 * The writing thread's entry, compiled to dist/writerThread.cjs beside the CLI (scripts/compile.mjs)
 * and started by startFileWriter. It encodes the texts and makes the system calls (a folder, then
 * open, write, close per file) on the machine's other core while the main thread renders.
 */

const folders = new Set<string>();
const shells = new Map<number, Buffer[]>();

function encode(file: WriterRequest['files'][number]): Uint8Array {
  if (!('shell' in file))
    return typeof file.contents === 'string' ? Buffer.from(file.contents) : (file.contents as Uint8Array);
  const parts = shells.get(file.shell)!;
  return Buffer.concat(
    parts.flatMap((part, index) => (index < file.values.length ? [part, Buffer.from(file.values[index]!)] : [part])),
  );
}

function writeBatch({ id, shells: newShells, files }: WriterRequest): WriterReply {
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
}

parentPort?.on('message', (request: WriterRequest) => parentPort!.postMessage(writeBatch(request)));
