import { performance } from 'node:perf_hooks';
import { isLinkedPage } from '../cache/linkedPage.js';
import type { PageLinks } from '../route/checkLinks.js';
import type { StagedFile, Staging } from './writeSite.js';

/** A page to stage: its file (rendered, or linked from the previous output by the build cache) and its links. */
export interface StagedPage {
  file: StagedFile;
  links: PageLinks;
}

/**
 * Pages handed to the writer at once, and how many such batches may wait for it. Pages linked
 * from the last output (see generator/cache/linkedPage.ts) weigh a path each: up to
 * `linkedBatchSize` go in one batch (13,000 in batches of 20 cost the main thread 0.16 s of messages).
 */
const batchSize = 20;
const linkedBatchSize = 1000;
const inLine = 8;

/** What staging the pages took: their links, and the time spent rendering apart from waiting for the disk. */
export interface StagedPages {
  links: PageLinks[];
  /** Milliseconds spent producing pages (rendering), without the waits below. */
  rendering: number;
  /** Milliseconds spent waiting for the writer: batches in line, then the last ones. */
  waiting: number;
}

/**
 * Writes pages into the staging folder as they are rendered, in batches, then drops them: memory
 * stays flat however many pages there are; only their links are kept for the link check. Batches
 * are written while the next ones render; a few may wait in line, no more.
 */
export async function stagePages(pages: Iterable<StagedPage>, staging: Staging): Promise<StagedPages> {
  const links: PageLinks[] = [];
  const writing: Promise<void>[] = [];
  let batch: StagedFile[] = [];
  let rendered = 0;
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
    batch.push(next.value.file);
    if (!isLinkedPage(next.value.file.contents)) rendered++;
    if (rendered < batchSize && batch.length < linkedBatchSize) continue;
    if (writing.length >= inLine) await wait(writing.shift()!);
    writing.push(staging.write(batch));
    writing.at(-1)!.catch(() => undefined); // awaited below; a render error first must not leave it unhandled
    batch = [];
    rendered = 0;
    // Lets the writes' callbacks and a Ctrl-C run between batches.
    await wait(new Promise((resolve) => setImmediate(resolve)));
  }
  writing.push(staging.write(batch));
  await wait(Promise.all(writing));
  return { links, rendering, waiting };
}
