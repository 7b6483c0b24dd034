/**
 * The messages between the build and its writing thread (generator/write/writerThread.ts). Plain
 * data only: they are copied from one thread to the other.
 */

/** A file's contents: whole, or (a Markdown page) the values to splice into a shell sent before. */
export type WriterContents = { contents: string | Uint8Array } | { shell: number; values: readonly string[] };

/** One batch of files to write, with the shells the thread has not received yet. */
export interface WriterRequest {
  id: number;
  shells: { id: number; parts: readonly string[] }[];
  files: ({ path: string } & WriterContents)[];
}

/** The answer to one batch: the bytes written, or why the first failing file could not be. */
export type WriterReply =
  { id: number; bytes: number } | { id: number; error: { message: string; code?: string; path?: string } };
