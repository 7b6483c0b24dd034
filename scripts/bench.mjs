// npm run bench: figures on this machine, medians of several runs. Not a test: it prints, it does not fail.
//   1. full build of the real site (cold): wall, CPU, peak memory
//   2. first load of key pages: HTML/JS/CSS bytes raw and gzip, requests, requests to other hosts
//   3. builds of 1,000 and 10,000 Markdown pages like the comparison's, ours and Hugo's (same files, same page shell)
// BENCH_ONLY=markdown runs section 3 alone; BENCH_ONLY=towns runs section 3 at 10,000 pages and then 5 and 8.
// BENCH_ONLY=similarity runs section 8 alone: how alike the town pages of one département read.
// BENCH_ONLY=precompress runs section 6 alone: bytes saved and build time cost of --precompress at 10,000 pages.
// BENCH_ONLY=lighthouse runs section 4 alone: Lighthouse on five pages, served gzipped.
// BENCH_ONLY=firstload runs section 2 alone: what a phone downloads on first load of key pages.
// Every build is a cold one: nothing is kept between builds.
//   3b. the cost of build-time highlighting (scripts/benchHighlight.mjs)
//   4. Lighthouse mobile scores and LCP, TBT, CLS of the home, a sector, a local and the fibre page
//   5. builds with a town table of 3,201 and of 34,969 communes (BENCH_ONLY=towns runs this section alone)
//   6. site build --precompress at 10,000 pages: bytes saved, build time it costs
//   7. `site dev` with 32 pages, 10,000 Markdown pages and 34,969 towns: first page, memory, edits (BENCH_ONLY=dev runs this section alone; BENCH_DEV_EDITS, default 100)
//   8. how alike the town pages of one département read: median and maximum similarity of <main> (BENCH_ONLY=similarity)
//   9. 20 photos: first build, rebuild with .cache/images, weight of what a phone picks (BENCH_ONLY=images)
//  10. the help centre's search: index size, and what a first search downloads (BENCH_ONLY=search)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import handler from 'serve-handler';
import { recordReport } from './bench/benchReport.mjs';
import { devBench } from './bench/devBench.mjs';
import { imageBench } from './bench/imageBench.mjs';
import { lighthouseBench } from './bench/lighthouseBench.mjs';
import { markdownBench } from './bench/markdownBench.mjs';
import { pageText, writePages } from './bench/markdownPages.mjs';
import { precompressBench } from './bench/precompressBench.mjs';
import { searchBench } from './bench/searchBench.mjs';
import { townSimilarityBench } from './bench/townSimilarityBench.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Every table printed below also goes to docs/benchmarks.md when the run ends without error; a run
// of one section (BENCH_ONLY) to docs/benchmarks/<section>.md, leaving the full report whole.
const only = process.env.BENCH_ONLY;
recordReport(path.join(root, 'docs', ...(only ? ['benchmarks', `${only}.md`] : ['benchmarks.md'])), root);
const site = path.join(root, 'bin', 'site.js');
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Each build writes into a fresh folder, removed only once every run of a section is done: on
// this machine's ext4 (no journal), creating files within a minute or more of deleting many is
// up to ten times slower (the kernel skips recently freed inodes), so deleting one run's output
// would slow the next run down for a reason that has nothing to do with the generator.
const outputs = [];
function removeOutputs() {
  for (const dir of outputs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs `site build` in `cwd` into a fresh folder (under `parent`), or into `out` again when given
 * (a rebuild: the previous output is replaced as a whole); returns wall and CPU
 * seconds and peak memory (MB).
 */
function timedBuild(cwd, parent = tmpdir(), out = undefined, extra = []) {
  if (!out) {
    out = path.join(mkdtempSync(path.join(parent, 'bench-out-')), 'out');
    outputs.push(path.dirname(out));
  }
  const args = [process.execPath, site, 'build', '--quiet', '--out', out, ...extra];
  const started = performance.now();
  const result = gnuTime
    ? spawnSync(gnuTime, ['-f', '%U %S %M', ...args], { cwd, encoding: 'utf8' })
    : spawnSync(args[0], args.slice(1), { cwd, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`build failed in ${cwd}:\n${result.stderr}`);
  const [user, system, rss] = gnuTime
    ? result.stderr.trim().split('\n').at(-1).split(' ').map(Number)
    : [NaN, NaN, NaN];
  return { wall, cpu: user + system, memory: rss / 1024 };
}

function summary(samples) {
  return {
    wall: median(samples.map((s) => s.wall)),
    cpu: median(samples.map((s) => s.cpu)),
    memory: Math.max(...samples.map((s) => s.memory)),
  };
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

function printMarkdown(counts) {
  console.log(
    `\n3. Markdown pages like the comparison's (2.3 KB each, date: front matter; on our side plus the real site's own 32 pages, its town table left out), cold builds, ours and Hugo's alternately (median of ${runs}). Target: ours below Hugo at 10,000 pages. Indicative: the machine is shared\n`,
  );
  const rows = markdownBench({ root, site, runs, counts });
  table(rows);
  return rows.hugoWall;
}
if (process.env.BENCH_ONLY === 'precompress') {
  precompressBench({ root, site, runs });
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'markdown') {
  printMarkdown();
  process.exit(0);
}

// 5. Town pages at scale (issue 13), defined here so that BENCH_ONLY=towns can run it alone.
/**
 * Builds a temporary copy of the site whose content/local/towns.csv holds the communes of the
 * six départements (3,201) and then of all France (34,969), written by scripts/towns-csv.mjs
 * from @etalab/decoupage-administratif; never committed at that size. Prints wall, CPU, peak
 * memory, pages and bytes per page.
 */
function benchTowns(hugoWall = {}) {
  // The directory layout (S3, GCS) rewrites every link of every page: measured apart.
  const sizes = [
    ['six départements (57 54 55 67 68 88)', ['57', '54', '55', '67', '68', '88']],
    ['all of France', ['--all']],
    ['all of France, --format directory', ['--all'], ['--format', 'directory']],
  ];
  const hugo10k = hugoWall[10000];
  const rows = [
    [
      'table',
      'towns',
      'pages',
      'wall (median)',
      'CPU',
      'peak memory',
      'bytes per page',
      'wall / Hugo 10,000 pages',
      'target',
    ],
  ];
  for (const [label, args, buildArgs = []] of sizes) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-towns-'));
    cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
    cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
    const csv = path.join(dir, 'content', 'local', 'towns.csv');
    execFileSync(process.execPath, [path.join(root, 'scripts', 'towns-csv.mjs'), ...args, '--out', csv], {
      cwd: root,
      stdio: 'ignore',
    });
    const towns = readFileSync(csv, 'utf8').trimEnd().split('\n').length - 1;
    const samples = Array.from({ length: runs }, () => timedBuild(dir, undefined, undefined, buildArgs));
    const out = path.join(outputs.at(-1), 'out');
    const html = execFileSync('find', [out, '-name', '*.html', '-printf', '%s\n'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .trim()
      .split('\n')
      .map(Number);
    const bytes = html.reduce((sum, size) => sum + size, 0);
    removeOutputs();
    rmSync(dir, { recursive: true, force: true });
    const result = summary(samples);
    rows.push([
      label,
      towns,
      html.length,
      `${result.wall.toFixed(2)} s`,
      `${result.cpu.toFixed(2)} s`,
      `${result.memory.toFixed(0)} MB`,
      kb(bytes / html.length),
      hugo10k ? `${(result.wall / hugo10k).toFixed(2)} (Hugo ${hugo10k.toFixed(2)} s)` : 'Hugo not run',
      towns > 10000 ? '≤ 4 × Hugo, < 1 GB' : '',
    ]);
  }
  console.log(
    `\n5. Town pages from content/local/towns.csv (median of ${runs} cold builds, output on disk), against Hugo's median for 10,000 Markdown pages with our shell measured in section 3 of this same run\n`,
  );
  table(rows);
}
// 8. How alike the town pages of one département read (issue 31): BENCH_ONLY=similarity runs it alone, BENCH_ONLY=towns after 5.
/**
 * Builds the real site into a temporary folder and compares the visible text of `<main>` of its
 * generated town pages, two by two within each département (400 pairs each at most, always the
 * same: a fixed seed), by the Dice coefficient of their word 3-shingles, the measure `site check`
 * warns with. Prints each département's median and maximum, and the pair most alike.
 */
async function benchSimilarity() {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'bench-similarity-')), 'out');
  execFileSync(process.execPath, [site, 'build', '--quiet', '--out', out], { cwd: root, stdio: 'ignore' });
  const started = performance.now();
  const result = await townSimilarityBench({ root, site: root, out });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  rmSync(path.dirname(out), { recursive: true, force: true });
  console.log(
    `\n8. Similarity of town pages within a département: visible text of the main element, Dice coefficient of word 3-shingles (2 × shared / total), up to 400 pairs per département drawn from a fixed seed (${seconds} s). Targets: median ≤ 0.75, no pair ≥ 0.92; ${result.over} pair(s) at or over 0.92\n`,
  );
  table(result.table);
}

// 6. `site dev` at scale (issue 19), defined here so that BENCH_ONLY=dev can run it alone.
/** A temporary copy of the real site's content and public files, with `fill(dir)` added. */
function siteCopy(fill) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-dev-'));
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
  fill(dir);
  return dir;
}
async function benchDev() {
  const rows = [
    [
      'site',
      'first page served',
      'RSS at first page',
      'RSS at start (idle, links checked)',
      'RSS after 1 edit',
      `RSS after ${process.env.BENCH_DEV_EDITS ?? 100} edits`,
      'RSS growth since 1st edit',
      'heap kept after 1 edit → after 100 (full collection)',
      'edit → new HTML served (median)',
      'edit → reload event (median)',
      'site.yaml → reload event (median of 5)',
    ],
  ];
  const markdownDir = siteCopy((dir) => writePages(path.join(dir, 'content', 'pages', 'bench'), 10000));
  const page = path.join(markdownDir, 'content', 'pages', 'bench', 'article-5000.md');
  const markdown = {
    path: '/bench/article-5000',
    write: (index) => (
      writeFileSync(page, `${pageText(5000)}\nRévision ${index} du guide.\n`),
      `Révision ${index} du guide`
    ),
  };
  const townsDir = siteCopy((dir) =>
    execFileSync(
      process.execPath,
      [path.join(root, 'scripts', 'towns-csv.mjs'), '--all', '--out', path.join(dir, 'content', 'local', 'towns.csv')],
      { cwd: root, stdio: 'ignore' },
    ),
  );
  const csv = path.join(townsDir, 'content', 'local', 'towns.csv');
  const towns = readFileSync(csv, 'utf8');
  const row = towns
    .split('\n')
    .slice(1)
    .find((line) => /^[a-z]+,[A-Za-z]+,/.test(line)); // a name written as it is in HTML
  const [slug, name] = row.split(',');
  const town = {
    path: `/${slug}`,
    write: (index) => (
      writeFileSync(csv, towns.replace(`\n${row}\n`, `\n${row.replace(`,${name},`, `,${name} ${index},`)}\n`)),
      `${name} ${index}`
    ),
  };
  // The real site without its town table: the 32 pages written by hand.
  const smallDir = siteCopy((dir) => rmSync(path.join(dir, 'content', 'local', 'towns.csv')));
  const cgv = path.join(smallDir, 'content', 'pages', 'cgv.md');
  const cgvText = readFileSync(cgv, 'utf8');
  const small = {
    path: '/cgv',
    write: (index) => (
      writeFileSync(cgv, `${cgvText}\nRévision ${index} des conditions.\n`),
      `Révision ${index} des conditions`
    ),
  };
  const mb = (value) => `${value.toFixed(0)} MB`;
  const ms = (value) => `${value.toFixed(0)} ms`;
  // Signed, and no « -0.0 % » for a change under a twentieth of a percent.
  const growth = (from, to) => {
    const change = 100 * (to / from - 1);
    return Math.abs(change) < 0.05 ? '0.0 %' : `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} %`;
  };
  for (const [label, dir, edit] of [
    ['32 pages (the real site without its town table)', smallDir, small],
    ['10,000 Markdown pages', markdownDir, markdown],
    ['34,969 towns', townsDir, town],
  ]) {
    const result = await devBench({ site, dir, edit, edits: Number(process.env.BENCH_DEV_EDITS ?? 100) });
    rows.push([
      label,
      `${(result.first / 1000).toFixed(2)} s`,
      mb(result.rssFirst),
      mb(result.rssStart),
      mb(result.rssFirstEdit),
      mb(result.rssEdits),
      growth(result.rssFirstEdit, result.rssEdits),
      `${mb(result.keptFirstEdit.heap)} → ${mb(result.keptEdits.heap)} (${growth(result.keptFirstEdit.heap, result.keptEdits.heap)})`,
      ms(result.served),
      ms(result.reloaded),
      ms(result.siteYaml),
    ]);
    // As soon as known (the towns take minutes), on stderr: the report keeps what goes to stdout.
    console.error(
      `site dev, ${rows
        .at(-1)
        .map((cell, index) => `${rows[0][index]}: ${cell}`)
        .join(', ')}`,
    );
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\n7. site dev at scale: one page edited ${process.env.BENCH_DEV_EDITS ?? 100} times while a tab shows it. Targets: first page ≤ 2 s (10,000) and ≤ 5 s (towns), ≤ 500 MB, growth ≤ 10 %, edit served ≤ 150 ms, site.yaml reload ≤ 500 ms. RSS read after 40 s of idleness, as the machine sees it (site dev forces no collection); it also holds what V8 keeps reserved after a burst: a young generation grown with the rate of allocation (up to 32 MB at 100 saves in a few seconds), and garbage of the old generation, given back only once it grew by 10 MB. Heap kept: the heap in use after a full collection the bench asks for (scripts/bench/heapProbe.cjs), what the edits left behind. Indicative: the machine is shared\n`,
  );
  table(rows);
}
if (process.env.BENCH_ONLY === 'dev') {
  await benchDev();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'images') {
  await imageBench({ root, timedBuild, median, runs, table });
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'similarity') {
  await benchSimilarity();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'lighthouse') {
  await lighthouseBench({ root, site, runs, median, table });
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'search') {
  await searchBench({ root, site, table });
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'towns') {
  benchTowns(printMarkdown([10000]));
  await benchSimilarity();
  process.exit(0);
}

// 1. The real site (BENCH_ONLY=firstload skips it and stops after section 2).
if (process.env.BENCH_ONLY !== 'firstload') {
  timedBuild(root); // warms the disk cache, so the runs below measure builds (npm run bench compiles the CLI first)
  const real = summary(Array.from({ length: runs }, () => timedBuild(root)));
  removeOutputs();
  console.log(`\n1. Full build of the real site (median of ${runs} cold builds, bundling included)\n`);
  table([
    ['figure', 'value', 'target'],
    ['wall time', `${real.wall.toFixed(2)} s`, '< 1 s'],
    ['CPU time', `${real.cpu.toFixed(2)} s`, ''],
    ['peak memory', `${real.memory.toFixed(0)} MB`, ''],
  ]);
}

// 2. First load of key pages, from a fresh build served locally.
const served = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
execFileSync(process.execPath, [site, 'build', '--quiet', '--out', served], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, SITE_CHAT_WEBHOOK_URL: 'https://hooks.example.fr/chat' },
});
const server = createServer((request, response) => handler(request, response, { public: served, cleanUrls: true }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [['page', 'HTML', 'HTML gz', 'JS', 'JS gz', 'CSS', 'CSS gz', 'requests', 'other hosts']];
for (const page of ['/', '/fibre-professionnelle', '/secteurs/sante', '/metz', '/equipements', '/cgv']) {
  const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const sizes = { html: [0, 0], js: [0, 0], css: [0, 0] };
  let requests = 0;
  let foreign = 0;
  tab.on('response', async (response) => {
    requests++;
    if (!response.url().startsWith(origin)) return void foreign++;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const kind = response.url().endsWith('.js')
      ? 'js'
      : response.url().endsWith('.css')
        ? 'css'
        : response.request().resourceType() === 'document'
          ? 'html'
          : undefined;
    if (kind) {
      sizes[kind][0] += body.length;
      sizes[kind][1] += gzipSync(body).length;
    }
  });
  await tab.goto(origin + page, { waitUntil: 'networkidle' });
  rows.push([
    page,
    kb(sizes.html[0]),
    kb(sizes.html[1]),
    kb(sizes.js[0]),
    kb(sizes.js[1]),
    kb(sizes.css[0]),
    kb(sizes.css[1]),
    requests,
    foreign,
  ]);
  await tab.close();
}
await browser.close();
server.close();
rmSync(served, { recursive: true, force: true });
console.log(
  '\n2. First load on a phone (390 px), before any click. Targets: JS ≤ 15 KB gz, CSS ≤ 15 KB gz, no other host\n',
);
table(rows);
if (process.env.BENCH_ONLY === 'firstload') process.exit(0);
// 10. The help centre's search (scripts/bench/searchBench.mjs), beside the first loads.
await searchBench({ root, site, table });

// 3. Markdown pages at scale, ours and Hugo's on the same files (scripts/bench/markdownBench.mjs).
const hugoWall = printMarkdown();
// 3b. The cost of build-time highlighting (a script of its own, which also runs alone).
await import('./benchHighlight.mjs');
// 4. Lighthouse, mobile, on the built site served gzipped (scripts/bench/lighthouseBench.mjs).
await lighthouseBench({ root, site, runs, median, table });

benchTowns(hugoWall);
await benchSimilarity();
precompressBench({ root, site, runs });
await benchDev();
await imageBench({ root, timedBuild, median, runs, table });
