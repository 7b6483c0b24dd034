// Bench section: builds of 1,000 and 10,000 Markdown pages like the comparison's (see
// markdownPages.mjs), ours and, when `hugo` is installed, Hugo's on the same files with a layout
// that is our built page's shell, so that both write as many bytes per page. The two are built
// alternately (ours, Hugo, ours, Hugo…) from a cold start each time, into fresh folders; the
// ratio is taken run by run, so a machine that slows down during the section moves both sides.
// BENCH_KEEP=1 keeps the temporary folders (both sites and every output) to compare pages.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageHead, writePages } from './markdownPages.mjs';

const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Runs a command; wall and CPU seconds, peak memory in MB. */
function timed(command, args, cwd) {
  const started = performance.now();
  const result = gnuTime
    ? spawnSync(gnuTime, ['-f', '%U %S %M', command, ...args], { cwd, encoding: 'utf8' })
    : spawnSync(command, args, { cwd, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed in ${cwd}:\n${result.stderr}`);
  const [user, system, rss] = gnuTime
    ? result.stderr.trim().split('\n').at(-1).split(' ').map(Number)
    : [NaN, NaN, NaN];
  return { wall, cpu: user + system, memory: rss / 1024 };
}

function hugoBinary() {
  const found = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return found.status === 0
    ? { command: 'hugo', version: found.stdout.trim().split(' ').slice(0, 2).join(' ').replace(/\+.*/, '') }
    : undefined;
}

/** Mean size in bytes of the HTML files under `folder/articles`. */
function pageBytes(folder) {
  const dir = path.join(folder, 'articles');
  const files = readdirSync(dir).filter((name) => name.endsWith('.html'));
  return files.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0) / files.length;
}

/**
 * A Hugo site reading `pages` (the very files ours builds), whose page layout is our built page
 * `builtPage` (article 0) with its title, description, address, date and body replaced by Hugo's
 * fields; `uglyURLs` writes `articles/article-0.html` as we do. Hugo writes the home, the pages
 * and a sitemap; no lists, taxonomies or feeds (we write none).
 */
function hugoSite(dir, pages, builtPage) {
  const head = pageHead(0);
  const start = builtPage.indexOf('<article class="prose">') + '<article class="prose">'.length;
  const end = builtPage.indexOf('</article>', start);
  let layout = builtPage.slice(0, start) + '{{ .Content }}' + builtPage.slice(end);
  layout = layout.replaceAll(head.title, '{{ .Title }}').replaceAll(head.description, '{{ .Description }}');
  layout = layout.replaceAll('/articles/article-0"', '/articles/{{ .File.ContentBaseName }}"');
  layout = layout.replaceAll(
    longDate.format(new Date(`${head.date}T00:00:00Z`)),
    '{{ .Date | time.Format ":date_long" }}',
  );
  mkdirSync(path.join(dir, 'layouts', '_default'), { recursive: true });
  writeFileSync(path.join(dir, 'layouts', '_default', 'single.html'), layout);
  writeFileSync(path.join(dir, 'layouts', 'index.html'), '<!doctype html><title>Accueil</title>');
  writeFileSync(
    path.join(dir, 'hugo.toml'),
    'baseURL = "https://www.telorys.fr/"\nlanguageCode = "fr-FR"\ndefaultContentLanguage = "fr"\nuglyURLs = true\ndisableKinds = ["taxonomy", "term", "RSS", "section", "404"]\n',
  );
  cpSync(pages, path.join(dir, 'content', 'articles'), { recursive: true });
}

/**
 * Prints the section. `site` is bin/site.js, `root` the repository (its content and public are
 * copied beside the generated pages).
 */
export function markdownBench({ root, site, runs, counts = [1000, 10000] }) {
  const hugo = hugoBinary();
  const hugoWall = {}; // pages → Hugo's median wall time in seconds, for the towns section's target
  const rows = [
    [
      'pages',
      'ours: wall (median)',
      'CPU',
      'peak memory',
      'bytes/page',
      hugo ? `${hugo.version}: wall (median)` : 'Hugo',
      'CPU',
      'peak memory',
      'bytes/page',
      'wall ours / Hugo (median of pairs)',
      'CPU ours / Hugo',
    ],
  ];
  for (const count of counts) {
    const dir = mkdtempSync(path.join(tmpdir(), `bench-md-${count}-`));
    try {
      const ours = path.join(dir, 'ours');
      cpSync(path.join(root, 'content'), path.join(ours, 'content'), { recursive: true });
      cpSync(path.join(root, 'public'), path.join(ours, 'public'), { recursive: true });
      // Without the town table: ours builds the same files as Hugo plus the site's own 32 pages,
      // not 3,369 pages more.
      rmSync(path.join(ours, 'content', 'local', 'towns.csv'), { force: true });
      writePages(path.join(ours, 'content', 'pages', 'articles'), count);
      let fresh = 0;
      const out = () => path.join(dir, `out-${fresh++}`); // never reused: see bench.mjs on freed inodes
      const buildOurs = () => timed(process.execPath, [site, 'build', '--quiet', '--out', out()], ours);
      const first = out();
      timed(process.execPath, [site, 'build', '--quiet', '--out', first], ours); // warms the disk cache
      const samples = { ours: [], hugo: [], ratio: [], cpuRatio: [] };
      const theirs = path.join(dir, 'hugo');
      if (hugo) {
        hugoSite(
          theirs,
          path.join(ours, 'content', 'pages', 'articles'),
          readFileSync(path.join(first, 'articles', 'article-0.html'), 'utf8'),
        );
        timed(hugo.command, ['--quiet', '-d', out()], theirs);
      }
      let hugoOut;
      for (let run = 0; run < runs; run++) {
        const mine = buildOurs();
        samples.ours.push(mine);
        if (!hugo) continue;
        hugoOut = out();
        const other = timed(hugo.command, ['--quiet', '-d', hugoOut], theirs);
        samples.hugo.push(other);
        samples.ratio.push(mine.wall / other.wall);
        samples.cpuRatio.push(mine.cpu / other.cpu);
      }
      const pick = (list, key) => median(list.map((sample) => sample[key]));
      if (hugo) hugoWall[count] = pick(samples.hugo, 'wall');
      const peak = (list) => Math.max(...list.map((sample) => sample.memory));
      rows.push([
        count,
        `${pick(samples.ours, 'wall').toFixed(2)} s`,
        `${pick(samples.ours, 'cpu').toFixed(2)} s`,
        `${peak(samples.ours).toFixed(0)} MB`,
        pageBytes(first).toFixed(0),
        ...(hugo
          ? [
              `${pick(samples.hugo, 'wall').toFixed(2)} s`,
              `${pick(samples.hugo, 'cpu').toFixed(2)} s`,
              `${peak(samples.hugo).toFixed(0)} MB`,
              pageBytes(hugoOut).toFixed(0),
              median(samples.ratio).toFixed(2),
              median(samples.cpuRatio).toFixed(2),
            ]
          : ['not installed', '', '', '', '', '']),
      ]);
    } finally {
      if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
    }
  }
  rows.hugoWall = hugoWall;
  return rows;
}
