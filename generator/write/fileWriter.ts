import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { UserError } from '../errors.js';
import type { FileToWrite, Written } from './writeFiles.js';
import type { WriterReply, WriterRequest } from './writerProtocol.js';

/**
 * Files written on a thread of their own (generator/write/writerThread.ts): the main thread only
 * hands the texts over. A page spliced into a shell crosses over as its values only: the shell's
 * parts are sent and encoded once. On 10,000 Markdown pages this saves about 0.5 s of CPU against
 * Node's asynchronous writes (README, "Figures").
 */
export interface FileWriter {
  /** Resolves with the bytes written once every file of the batch is on disk; rejects with the first failure. */
  write(files: FileToWrite[]): Promise<Written>;
  /** Stops the thread. Batches not yet written are rejected. */
  close(): Promise<void>;
}

/** The writing thread's compiled entry in the tool's folder; a user error when it was not compiled. */
export function writerThreadFile(toolRoot: string): string {
  const file = path.join(toolRoot, 'dist', 'writerThread.cjs');
  if (!existsSync(file)) throw new UserError(`The generator is not compiled (${file} is missing): run "npm run compile" in ${toolRoot}, then try again.`);
  return file;
}

/** Starts the writing thread from its compiled entry, `threadFile` (dist/writerThread.cjs). */
export function startFileWriter(threadFile: string): FileWriter {
  const worker = new Worker(threadFile);
  const shells = new Map<readonly string[], number>();
  const pending = new Map<number, { resolve: (written: Written) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | undefined;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WriterReply) => {
    const batch = pending.get(reply.id);
    pending.delete(reply.id);
    if ('bytes' in reply) return batch?.resolve({ bytes: reply.bytes });
    batch?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code, path: reply.error.path }));
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the file writing thread stopped')));
  return {
    write(files) {
      if (stopped) return Promise.reject(stopped);
      return new Promise((resolve, reject) => {
        const request: WriterRequest = { id: nextId++, shells: [], files: [] };
        for (const { path, contents } of files) {
          if (typeof contents === 'string' || contents instanceof Uint8Array) {
            request.files.push({ path, contents });
            continue;
          }
          let shell = shells.get(contents.parts);
          if (shell === undefined) {
            shells.set(contents.parts, (shell = shells.size));
            request.shells.push({ id: shell, parts: contents.parts });
          }
          request.files.push({ path, shell, values: contents.values });
        }
        pending.set(request.id, { resolve, reject });
        worker.postMessage(request);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
