// Preloaded by the dev bench (devBench.mjs) into the `site dev` it measures, never by the CLI: on
// SIGUSR2 it runs a full collection (the bench starts node with --expose-gc) and writes the heap
// then in use and the resident memory, in bytes, as JSON to the file named by BENCH_HEAP_PROBE.
// What the edits kept, apart from what V8 keeps reserved for the work it has just seen.
const { renameSync, writeFileSync } = require('node:fs');

process.on('SIGUSR2', () => {
  global.gc();
  const { heapUsed, rss } = process.memoryUsage();
  // Written beside, then renamed: the bench never reads half a file.
  writeFileSync(`${process.env.BENCH_HEAP_PROBE}.tmp`, JSON.stringify({ heapUsed, rss }));
  renameSync(`${process.env.BENCH_HEAP_PROBE}.tmp`, process.env.BENCH_HEAP_PROBE);
});
