import { performance } from 'node:perf_hooks';
import type { RenderedPage } from '../render/renderPages.js';
import type { PageLinks } from '../route/checkLinks.js';
import type { OutputFile, NewOutput } from './writeSite.js';

/** Pages handed to the writer at once, and how many such batches may wait for it. */
const batchSize = 20;
const inLine = 8;

/** What output the pages took: their links, and the time spent rendering apart from waiting for the disk. */
export interface WrittenPages {
  links: PageLinks[];
  /** Milliseconds spent producing pages (rendering), without the waits below. */
  rendering: number;
  /** Milliseconds spent waiting for the writer: batches in line, then the last ones. */
  waiting: number;
}

/**
 * Writes pages into the new output folder as they are rendered (`pages` is lazy), in batches, each
 * at its route's file, then drops them: memory stays flat however many pages there are; only
 * their links are kept for the link check. Batches are written while the next ones render; a
 * few may wait in line, no more.
 */
export async function writePages(pages: Iterable<RenderedPage>, output: NewOutput): Promise<WrittenPages> {
  const links: PageLinks[] = [];
  const writing: Promise<void>[] = [];
  let batch: OutputFile[] = [];
  let rendering = 0;
  let waiting = 0;
  const wait = async (work: Promise<unknown>) => {
    const start = performance.now();
    await work;
    waiting += performance.now() - start;
  };
  const iterator = pages[Symbol.iterator]();
  for (;;) {
    const start = performance.now();
    const next = iterator.next();
    rendering += performance.now() - start;
    if (next.done) break;
    links.push(next.value.links);
    batch.push({ path: next.value.route.file, contents: next.value.html });
    if (batch.length < batchSize) continue;
    if (writing.length >= inLine) await wait(writing.shift()!);
    writing.push(output.write(batch));
    writing.at(-1)!.catch(() => undefined); // awaited below; a render error first must not leave it unhandled
    batch = [];
    // Lets the writes' callbacks and a Ctrl-C run between batches.
    await wait(new Promise((resolve) => setImmediate(resolve)));
  }
  writing.push(output.write(batch));
  await wait(Promise.all(writing));
  return { links, rendering, waiting };
}
