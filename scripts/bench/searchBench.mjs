// Section 10 of npm run bench (BENCH_ONLY=search runs it alone): the help centre's search.
// Builds the real site, reports the search stage's time, the index Pagefind wrote under
// out/pagefind/ (files, bytes, gzip), then serves the site and measures in Chromium what the help
// centre downloads before its field is focused (JavaScript, gzip) and what a first search
// downloads (Pagefind's script, its WebAssembly, the index's entry and chunks, the fragments).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import handler from 'serve-handler';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).isFile());
}

/** Prints section 10; `query` is the word searched (default « portabilité »). */
export async function searchBench({ root, site, table, query = 'portabilité' }) {
  const served = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  const log = execFileSync(process.execPath, [site, 'build', '--out', served], { cwd: root, encoding: 'utf8' });
  const stage = /^search\s+(.*?)\s+(\d+) ms$/m.exec(log);
  const index = filesUnder(path.join(served, 'pagefind'));
  const raw = index.reduce((total, file) => total + statSync(file).size, 0);
  const gzip = index.reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0);

  const server = createServer((request, response) => handler(request, response, { public: served, cleanUrls: true }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const before = { js: 0 };
  const search = { files: 0, bytes: 0, gzip: 0 };
  let focused = false;
  tab.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (!focused && pathname.endsWith('.js')) before.js += gzipSync(body).length;
    if (focused && (pathname.startsWith('/pagefind/') || pathname.startsWith('/assets/'))) {
      search.files++;
      search.bytes += body.length;
      search.gzip += gzipSync(body).length;
    }
  });
  await tab.goto(`${origin}/centre-aide`, { waitUntil: 'networkidle' });
  focused = true;
  await tab.focus('#help-search');
  await tab.fill('#help-search', query);
  await tab.waitForFunction(() => /résultat/.test(document.querySelector('#help-search-status')?.textContent ?? ''));
  await tab.waitForLoadState('networkidle');
  const status = await tab.textContent('#help-search-status');
  await browser.close();
  server.close();
  rmSync(served, { recursive: true, force: true });

  console.log(
    `\n10. Search (Pagefind): the index of the help articles, documentation and offer pages, and a first search of « ${query} » on /centre-aide (${status})\n`,
  );
  table([
    ['figure', 'value'],
    ['search stage of the build', stage ? `${stage[2]} ms (${stage[1]})` : 'not reported'],
    ['index on disk (out/pagefind/)', `${index.length} files, ${kb(raw)} (${kb(gzip)} gz)`],
    ['/centre-aide first load, JS gz (before focus)', kb(before.js)],
    [
      'first search downloads (island, pagefind.js, wasm, entry, index, fragments)',
      `${search.files} files, ${kb(search.bytes)} (${kb(search.gzip)} gz)`,
    ],
  ]);
}
