// Cost of build-time highlighting: 10,000 generated Markdown pages, one in ten with a fenced
// block, built with the block's language (highlighted) and without it (plain code), then with no
// block at all. Run by `npm run bench` after the Markdown section, or alone after `npm run
// compile`: `node scripts/benchHighlight.mjs` (BENCH_RUNS=1 for a single run).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const site = path.join(root, 'bin', 'site.js');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const count = 10_000;
const fence = (language) =>
  `\n\`\`\`${language}\n{\n  "event": "missed_call",\n  "from": "+33353481020",\n  "to": "+33353481021",\n  "at": "2025-08-27T10:15:00+02:00",\n  "user": { "id": 42, "name": "Accueil" },\n  "tags": ["urgent", "client"]\n}\n\`\`\`\n`;

/** A copy of the site with `count` pages; every tenth holds the fenced block `block(index)`. */
function pagesSite(block) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-highlight-'));
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
  const pages = path.join(dir, 'content', 'pages', 'articles');
  mkdirSync(pages, { recursive: true });
  for (let index = 0; index < count; index++) {
    const code = index % 10 === 0 ? block : '';
    writeFileSync(
      path.join(pages, `article-${index}.md`),
      `---\ntitle: Article ${index}\ndescription: Description de l’article ${index} sur la téléphonie d’entreprise.\n---\n\n## Titre ${index}\n\nPremier paragraphe avec du **texte en gras** et un [lien](/cgv).\n${code}\nDeuxième paragraphe de l’article ${index}.\n`,
    );
  }
  return dir;
}

function wall(dir) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'bench-highlight-out-')), 'out');
  const started = performance.now();
  const result = spawnSync(process.execPath, [site, 'build', '--quiet', '--out', out], { cwd: dir, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`build failed in ${dir}:\n${result.stderr}`);
  rmSync(path.dirname(out), { recursive: true, force: true });
  return seconds;
}

const rows = [];
for (const [label, block] of [
  ['no code block', ''],
  ['1 in 10 with a plain block', fence('')],
  ['1 in 10 with a json block (highlighted)', fence('json')],
]) {
  const dir = pagesSite(block);
  const samples = Array.from({ length: runs }, () => wall(dir)).sort((a, b) => a - b);
  rows.push([label, samples[Math.floor(samples.length / 2)]]);
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\n3b. Build-time highlighting, ${count.toLocaleString('en')} Markdown pages (cold builds, median of ${runs})\n`,
);
const signed = (seconds) => `${seconds < 0 ? '−' : '+'}${Math.abs(seconds).toFixed(2)} s`;
for (const [label, seconds] of rows)
  console.log(`${label.padEnd(42)}${seconds.toFixed(2)} s  (${signed(seconds - rows[0][1])} against no code block)`);
