import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../generator/write/precompress.js';

let folder: string;
const text = (name: string) => `<!-- ${name} -->\n${'<p>Téléphonie d’entreprise, standard et fibre.</p>\n'.repeat(50)}`;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-precompress-'));
  await mkdir(path.join(folder, 'assets'));
  await mkdir(path.join(folder, 'images'));
  for (const name of [
    'index.html',
    'assets/site-AB12.css',
    'assets/main-CD34.js',
    'favicon.svg',
    'sitemap.xml',
    'robots.txt',
    'images/logo.png',
  ])
    await writeFile(path.join(folder, name), text(name));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes a .gz and a .br that decompress to each HTML, CSS, JS, SVG and XML file, and nothing beside other files', async () => {
    const result = await precompressFolder(folder);
    expect(result.files).toBe(5);
    for (const name of ['index.html', 'assets/site-AB12.css', 'assets/main-CD34.js', 'favicon.svg', 'sitemap.xml']) {
      const original = await readFile(path.join(folder, name));
      expect(gunzipSync(await readFile(path.join(folder, `${name}.gz`))).equals(original), name).toBe(true);
      expect(brotliDecompressSync(await readFile(path.join(folder, `${name}.br`))).equals(original), name).toBe(true);
    }
    expect(
      (await readdir(folder, { recursive: true })).filter((name) => /(robots\.txt|logo\.png)\./.test(name)),
    ).toEqual([]);
    expect(result.bytes.gzip).toBeLessThan(result.bytes.original);
    expect(result.bytes.brotli).toBeLessThan(result.bytes.gzip);
  });
});
