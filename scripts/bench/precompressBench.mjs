// BENCH_ONLY=precompress: what `site build --precompress` saves and costs at 10,000 pages (the
// real site with Markdown articles added up to 10,000), plain and precompressed builds in turn.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePages } from './markdownPages.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function build(site, cwd, out, precompress) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [site, 'build', '--quiet', '--out', out, ...(precompress ? ['--precompress'] : [])],
    { cwd, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/** Sizes of the files `--precompress` compresses, and of their .gz and .br twins. */
function sizes(out) {
  const lines = execFileSync(
    'find',
    [
      out,
      '-type',
      'f',
      '(',
      '-name',
      '*.html*',
      '-o',
      '-name',
      '*.css*',
      '-o',
      '-name',
      '*.js*',
      '-o',
      '-name',
      '*.svg*',
      '-o',
      '-name',
      '*.xml*',
      ')',
      '-printf',
      '%s %f\n',
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
    .trim()
    .split('\n');
  const total = { original: 0, gzip: 0, brotli: 0, files: 0 };
  for (const line of lines) {
    const [size, name] = [Number(line.slice(0, line.indexOf(' '))), line.slice(line.indexOf(' ') + 1)];
    if (name.endsWith('.gz')) total.gzip += size;
    else if (name.endsWith('.br')) total.brotli += size;
    else if (/\.(html|css|js|svg|xml)$/.test(name)) ((total.original += size), total.files++);
  }
  return total;
}

/** Prints the section; `site` is bin/site.js, `root` the repository. */
export function precompressBench({ root, site, runs, pages = 10000 }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-precompress-'));
  try {
    const cwd = path.join(dir, 'site');
    cpSync(path.join(root, 'content'), path.join(cwd, 'content'), { recursive: true });
    cpSync(path.join(root, 'public'), path.join(cwd, 'public'), { recursive: true });
    let fresh = 0;
    const out = () => path.join(dir, `out-${fresh++}`); // never reused: see bench.mjs on freed inodes
    const first = out();
    build(site, cwd, first, false);
    const real = execFileSync('find', [first, '-name', '*.html'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .trim()
      .split('\n').length;
    writePages(path.join(cwd, 'content', 'pages', 'articles'), Math.max(0, pages - real));
    build(site, cwd, out(), false); // warms the disk cache with the articles
    const plain = [];
    const compressed = [];
    let last;
    for (let run = 0; run < runs; run++) {
      plain.push(build(site, cwd, out(), false));
      last = out();
      compressed.push(build(site, cwd, last, true));
    }
    const total = sizes(last);
    const count = readdirSync(path.join(cwd, 'content', 'pages', 'articles')).length + real;
    const [without, withIt] = [median(plain), median(compressed)];
    console.log(
      `\n6. site build --precompress at ${count} HTML files (real site plus Markdown articles), median of ${runs} builds each, plain and precompressed in turn\n`,
    );
    const rows = [
      ['figure', 'value'],
      ['files compressed (HTML, CSS, JS, SVG, XML)', String(total.files)],
      ['their bytes', mb(total.original)],
      [
        'as .gz (level 9)',
        `${mb(total.gzip)}: ${mb(total.original - total.gzip)} saved (${((1 - total.gzip / total.original) * 100).toFixed(1)} %)`,
      ],
      [
        'as .br (quality 6 pages, 11 assets)',
        `${mb(total.brotli)}: ${mb(total.original - total.brotli)} saved (${((1 - total.brotli / total.original) * 100).toFixed(1)} %), ${mb(total.gzip - total.brotli)} less than .gz`,
      ],
      ['build without', `${without.toFixed(2)} s`],
      [
        'build with --precompress',
        `${withIt.toFixed(2)} s (+${(withIt - without).toFixed(2)} s, +${((withIt / without - 1) * 100).toFixed(0)} %)`,
      ],
    ];
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const [index, row] of rows.entries()) {
      console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
      if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
