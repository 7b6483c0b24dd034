// Section 8 of the bench: how much of the visible text of <main> two town pages of one
// département share (Jaccard index of word 3-shingles, generator/similarity/), on a build's
// output. The generator's own modules are bundled on the fly by esbuild, so the bench measures
// with the same code as `site check`.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { parse } from 'csv-parse/sync';

/** The generator's similarity functions, compiled from TypeScript into a temporary module. */
export async function similarityModule(root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-similarity-'));
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `export { mainWords } from ${JSON.stringify(path.join(root, 'generator/similarity/mainText.ts'))};\n` +
      `export { townSimilarity } from ${JSON.stringify(path.join(root, 'generator/similarity/townSimilarity.ts'))};\n`,
  );
  const file = path.join(dir, 'similarity.mjs');
  buildSync({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: file, logLevel: 'error' });
  const module = await import(pathToFileURL(file).href);
  rmSync(dir, { recursive: true, force: true });
  return module;
}

/**
 * The similarity of the generated town pages of `out` (built from `site`'s content), by
 * département and overall: `pairs` pairs per département at most, always the same ones.
 */
export async function townSimilarityBench({ root, site, out, pairs = 400 }) {
  const { mainWords, townSimilarity } = await similarityModule(root);
  const rows = parse(readFileSync(path.join(site, 'content/local/towns.csv'), 'utf8'), { columns: true, bom: true });
  const pages = [];
  for (const row of rows) {
    const handWritten = existsSync(path.join(site, 'content/local', `${row.slug}.yaml`));
    const file = path.join(out, `${row.slug}.html`);
    if (handWritten || !existsSync(file)) continue;
    pages.push({ departement: row.departement, path: `/${row.slug}`, words: mainWords(readFileSync(file, 'utf8')) });
  }
  const all = townSimilarity(pages, pairs);
  const table = [['département', 'towns', 'pairs', 'median', 'max', 'most alike']];
  for (const code of [...new Set(pages.map((page) => page.departement))].sort()) {
    const own = all.pairs.filter((pair) => pair.departement === code).sort((a, b) => a.score - b.score);
    const top = own.at(-1);
    table.push([
      code,
      pages.filter((page) => page.departement === code).length,
      own.length,
      own[Math.floor(own.length / 2)]?.score.toFixed(3) ?? '',
      top?.score.toFixed(3) ?? '',
      top ? `${top.a} ${top.b}` : '',
    ]);
  }
  table.push(['all', pages.length, all.pairs.length, all.median.toFixed(3), all.max.toFixed(3), '']);
  return { table, median: all.median, max: all.max, over: all.pairs.filter((pair) => pair.score >= 0.92).length };
}
