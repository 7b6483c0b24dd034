import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FileToWrite, Written } from './writeFiles.js';
import type { WriterReply, WriterRequest } from './writerProtocol.js';
import { createBatchWriter } from './writeBatch.js';

/**
 * Files written on a thread of their own (generator/write/writerThread.ts): the main thread only
 * hands the texts over, and renders the next pages while the other core writes. A page spliced
 * into a shell crosses over as its values only: the shell's parts are sent and encoded once.
 * The thread's system calls take longer than the renders: when it has batches in line, the main
 * thread writes the next one itself rather than wait. Kept for one target: without it, 10,000
 * Markdown pages build slower than Hugo's (`npm run bench`, section 3).
 */
export interface FileWriter {
  /** Resolves with the bytes written once every file of the batch is on disk; rejects with the first failure. */
  write(files: FileToWrite[]): Promise<Written>;
  /** Stops the thread. Batches not yet written are rejected. */
  close(): Promise<void>;
}

/**
 * The writing thread's entry compiled beside the CLI (dist/writerThread.cjs, see
 * scripts/compile.mjs), when this code runs as that compiled CLI: the two were compiled together.
 * Run from its sources (tests call buildSite in-process), there is none, and files are written
 * with Node's asynchronous calls instead (see writeFiles).
 */
export function compiledWriterThread(): string | undefined {
  // `__filename` exists in the CommonJS bundle; the sources are ES modules.
  if (typeof __filename === 'undefined') return undefined;
  const file = path.join(path.dirname(__filename), 'writerThread.cjs');
  return existsSync(file) ? file : undefined;
}

/**
 * Batches the writing thread has in line before the main thread writes the next one itself: the
 * thread's system calls take longer than the main thread's renders, which otherwise wait.
 */
const inLine = 2;

/** A batch's promise, settled by the reply to it. */
type Waiting = { resolve: (written: Written) => void; reject: (error: Error) => void };

/**
 * Starts the writing thread from its compiled entry, `threadFile` (dist/writerThread.cjs). A
 * batch handed over while the thread has `inLine` batches to write is written on the main thread
 * at once, with the same calls (see createBatchWriter).
 */
export function startFileWriter(threadFile: string): FileWriter {
  const worker = new Worker(threadFile);
  const thread = { shells: new Map<readonly string[], number>() };
  const here = { shells: new Map<readonly string[], number>(), write: createBatchWriter() };
  const pending = new Map<number, Waiting>();
  let nextId = 0;
  let stopped: Error | undefined;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const settle = (reply: WriterReply, batch?: Waiting) => {
    if ('bytes' in reply) return batch?.resolve({ bytes: reply.bytes });
    batch?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code, path: reply.error.path }));
  };
  worker.on('message', (reply: WriterReply) => {
    const batch = pending.get(reply.id);
    pending.delete(reply.id);
    settle(reply, batch);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the file writing thread stopped')));
  return {
    write(files) {
      if (stopped) return Promise.reject(stopped);
      return new Promise((resolve, reject) => {
        const writer = pending.size >= inLine ? here : thread;
        const request: WriterRequest = { id: nextId++, shells: [], files: [] };
        for (const { path, contents } of files) {
          if (typeof contents === 'string' || contents instanceof Uint8Array) {
            request.files.push({ path, contents });
            continue;
          }
          let shell = writer.shells.get(contents.parts);
          if (shell === undefined) {
            writer.shells.set(contents.parts, (shell = writer.shells.size));
            request.shells.push({ id: shell, parts: contents.parts });
          }
          request.files.push({ path, shell, values: contents.values });
        }
        if (writer === here) return settle(here.write(request), { resolve, reject });
        pending.set(request.id, { resolve, reject });
        worker.postMessage(request);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
