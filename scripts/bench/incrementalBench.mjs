// Bench section: incremental builds (issue 14, part 3) on the 10,000 Markdown pages of
// markdownPages.mjs plus the real site's content, in a temporary copy. Each run: a cold build
// (no cache: the previous one is moved aside first, never deleted during the section, so the
// build pays for writing the cache, as a first build does) into a fresh folder (see bench.mjs on
// freed inodes), then into that same folder, as a deploy rebuilds out/: a rebuild with nothing
// changed, then a rebuild after editing one Markdown page (another page each run). Prints medians
// with their ratio to the cold build's; target: one page edited ≤ 25 % of a cold build.
// BENCH_KEEP=1 keeps the folders.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePages } from './markdownPages.mjs';

const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs `site build` with `flags`; wall and CPU seconds, peak memory in MB, and its render line. */
function build(site, cwd, out, flags = []) {
  const args = [process.execPath, site, 'build', '--out', out, ...flags];
  const started = performance.now();
  const result = gnuTime ? spawnSync(gnuTime, ['-f', '%U %S %M', ...args], { cwd, encoding: 'utf8' }) : spawnSync(args[0], args.slice(1), { cwd, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`build failed in ${cwd}:\n${result.stderr}`);
  const [user, system, rss] = gnuTime ? result.stderr.trim().split('\n').at(-1).split(' ').map(Number) : [NaN, NaN, NaN];
  const render = result.stdout.split('\n').find((line) => line.startsWith('render'))?.replace(/\s+\d+ ms$/, '').replace(/\s+/g, ' ');
  return { wall, cpu: user + system, memory: rss / 1024, render };
}

/** Prints the section's table: cold, unchanged and one-edit builds of `count` pages. */
export function incrementalBench({ root, site, runs, count = 10000 }) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-incremental-${count}-`));
  try {
    const project = path.join(dir, 'site');
    cpSync(path.join(root, 'content'), path.join(project, 'content'), { recursive: true });
    cpSync(path.join(root, 'public'), path.join(project, 'public'), { recursive: true });
    const pages = path.join(project, 'content', 'pages', 'articles');
    writePages(pages, count);
    let fresh = 0;
    const out = () => path.join(dir, `out-${fresh++}`);
    build(site, project, out(), ['--no-cache']); // warms the disk cache
    const cache = path.join(project, 'node_modules', '.cache', 'site-build');
    let aside = 0;
    const setAside = () => existsSync(cache) && renameSync(cache, path.join(dir, `cache-${aside++}`));
    const samples = { cold: [], unchanged: [], edited: [] };
    let lines = {};
    for (let run = 0; run < runs; run++) {
      setAside();
      const published = out();
      samples.cold.push(build(site, project, published));
      samples.unchanged.push(build(site, project, published));
      appendFileSync(path.join(pages, `article-${(run * 997) % count}.md`), `\nUne phrase ajoutée au passage ${run}.\n`);
      samples.edited.push(build(site, project, published));
      lines = { cold: samples.cold.at(-1).render, unchanged: samples.unchanged.at(-1).render, edited: samples.edited.at(-1).render };
    }
    const pick = (list, key) => median(list.map((sample) => sample[key]));
    const cold = { wall: pick(samples.cold, 'wall'), cpu: pick(samples.cold, 'cpu') };
    const rows = [['build', 'wall (median)', 'CPU', 'peak memory', 'wall / cold', 'CPU / cold', 'render line', 'target']];
    for (const [name, label, target] of [['cold', 'cold (no cache yet)', ''], ['unchanged', 'nothing changed', ''], ['edited', 'one page edited', '≤ 25 % of cold']]) {
      const wall = pick(samples[name], 'wall');
      const cpu = pick(samples[name], 'cpu');
      const peak = Math.max(...samples[name].map((sample) => sample.memory));
      rows.push([label, `${wall.toFixed(2)} s`, `${cpu.toFixed(2)} s`, `${peak.toFixed(0)} MB`, `${((wall / cold.wall) * 100).toFixed(0)} %`, `${((cpu / cold.cpu) * 100).toFixed(0)} %`, lines[name] ?? '', target]);
    }
    return rows;
  } finally {
    if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
  }
}
