// Bench section: `site dev` on a big site (issue 19). Starts `site dev` in a copy of the site
// with 10,000 Markdown pages (markdownPages.mjs) or with the 34,969 towns, and measures from
// outside, as an editor would see it: the time from start to the first page served, the
// server's memory (RSS) after start and after 100 edits and the heap the edits kept (see
// retainedHeap), the median time from saving one page to its new HTML served (polled over
// HTTP) and to the reload event reaching a tab (the dev server's event stream, read from node
// as the browser's EventSource would), and the time from saving site.yaml to the reload event.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const probe = fileURLToPath(new URL('heapProbe.cjs', import.meta.url));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resident memory of a process, in MB (Linux). */
function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

/**
 * The RSS of `pid` once site dev has been idle a while, as an editor's machine sees it between
 * two bursts of work: V8 gives back by itself the memory its work no longer needs (its memory
 * reducer), 15 to 30 seconds after the work stops; until then, what a save left behind still
 * counts (up to 85 MB after 100 saves of the town table). `site dev` forces no collection.
 * RSS is read every second for 40 seconds; the last reading is kept.
 */
async function idleRss(pid) {
  const samples = [rss(pid)];
  for (let waited = 0; waited < 40_000; waited += 1000) {
    await sleep(1000);
    samples.push(rss(pid));
  }
  return samples.at(-1);
}

/**
 * The heap `site dev` holds once everything it no longer needs is collected, in MB, and its RSS
 * then, read through heapProbe.cjs (a full collection, which `site dev` itself never forces).
 * Idle RSS also counts what V8 keeps reserved after a burst of work: its young generation grows
 * with the rate at which work allocates (up to 32 MB at 100 saves in a few seconds), and its
 * memory reducer, which gives memory back when work stops, starts only after the old generation
 * grew by 10 MB. On a process of 100 MB that slack alone is a third; what the edits kept is this.
 */
async function retainedHeap(child, file) {
  rmSync(file, { force: true });
  child.kill('SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 30_000) throw new Error('site dev did not answer the heap probe');
    await sleep(50);
  }
  const { heapUsed, rss } = JSON.parse(readFileSync(file, 'utf8'));
  return { heap: heapUsed / 1024 / 1024, rss: rss / 1024 / 1024 };
}

/** A tab at `at`: resolves `next()` with the time of the next reload event that concerns it. */
function tab(base, at) {
  const controller = new AbortController();
  const waiting = [];
  const ready = fetch(`${base}/__site/events?path=${encodeURIComponent(at)}`, { signal: controller.signal }).then(
    async (response) => {
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ done: true }));
        if (done) return;
        if (/^event: reload$/m.test(decoder.decode(value)))
          waiting.splice(0).forEach((resolve) => resolve(performance.now()));
      }
    },
  );
  return { next: () => new Promise((resolve) => waiting.push(resolve)), close: () => controller.abort(), ready };
}

/** Polls `url` until its text includes `marker`; the time it was first served so. */
async function servedWith(url, marker, timeout = 30_000) {
  const until = performance.now() + timeout;
  while (performance.now() < until) {
    const text = await fetch(url)
      .then((response) => response.text())
      .catch(() => '');
    if (text.includes(marker)) return performance.now();
    await sleep(5);
  }
  throw new Error(`${url} never showed ${marker}`);
}

/**
 * Runs `site dev` in `dir` (a copy of the site) and edits `edit.file` 100 times through
 * `edit.write(index)` (which returns a marker the page at `edit.path` then shows).
 */
export async function devBench({ site, dir, edit, edits = 100 }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const probed = path.join(mkdtempSync(path.join(tmpdir(), 'dev-heap-')), 'heap.json');
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', '--require', probe, site, 'dev', '--port', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BENCH_HEAP_PROBE: probed },
  });
  let output = '';
  child.stdout.on('data', (chunk) => ((output += chunk), process.env.BENCH_DEV_LOG && process.stderr.write(chunk)));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    let first;
    while (!first) {
      if (child.exitCode !== null || performance.now() - started > 300_000)
        throw new Error(`site dev did not serve ${edit.path}:\n${output}`);
      const response = await fetch(base + edit.path).catch(() => undefined);
      if (response?.ok) (await response.text(), (first = performance.now() - started));
      else await sleep(10);
    }
    const rssFirst = rss(child.pid);
    while (!output.includes('checked the links')) await sleep(50);
    const rssStart = await idleRss(child.pid);
    const open = tab(base, edit.path);
    await sleep(200);
    const served = [];
    const reloaded = [];
    let rssFirstEdit = 0;
    let keptFirstEdit;
    for (let index = 0; index < edits; index++) {
      const reload = open.next();
      const saved = performance.now();
      const marker = edit.write(index);
      served.push((await servedWith(base + edit.path, marker)) - saved);
      reloaded.push((await reload) - saved);
      if (index === 0) {
        rssFirstEdit = await idleRss(child.pid);
        keptFirstEdit = await retainedHeap(child, probed);
      }
    }
    const rssEdits = await idleRss(child.pid);
    const keptEdits = await retainedHeap(child, probed);
    const siteYaml = path.join(dir, 'content', 'site.yaml');
    const original = readFileSync(siteYaml, 'utf8');
    const wide = [];
    for (let index = 0; index < 5; index++) {
      const reload = open.next();
      const saved = performance.now();
      writeFileSync(siteYaml, original.replace(/^(\s*name: )(.*)$/m, `$1$2 ${index}`));
      wide.push((await reload) - saved);
      await sleep(300);
    }
    open.close();
    return {
      first,
      rssFirst,
      rssStart,
      rssFirstEdit,
      rssEdits,
      keptFirstEdit,
      keptEdits,
      served: median(served),
      reloaded: median(reloaded),
      siteYaml: median(wide),
    };
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve)));
    rmSync(path.dirname(probed), { recursive: true, force: true });
  }
}
