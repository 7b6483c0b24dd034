import { parentPort } from 'node:worker_threads';
import { createBatchWriter } from './writeBatch.js';
import type { WriterRequest } from './writerProtocol.js';

/*
 * The writing thread's entry, compiled to dist/writerThread.cjs beside the CLI (scripts/compile.mjs)
 * and started by startFileWriter. It encodes the texts and makes the system calls (see
 * createBatchWriter) on the machine's other core while the main thread renders.
 */
const writeBatch = createBatchWriter();
parentPort?.on('message', (request: WriterRequest) => parentPort!.postMessage(writeBatch(request)));
