import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, type UserError } from '../../../generator/errors.js';
import type { UrlFormat } from '../../../generator/host/hostRules.js';
import { layOut } from '../../../generator/host/urlLayout.js';
import type { Route } from '../../../generator/route/route.js';
import { HeldRoutes, whenRead } from '../../../generator/route/whenRead.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { buildFixture } from '../../helpers/buildInProcess.js';

/** The fixture site with a page of two aliases, and a page linking to /cgv both ways; built in each layout. */
let site: TempSite;
const page = `---
title: Liens
description: Une page qui mène aux conditions générales de deux façons.
---

Lire [les conditions](/cgv) ou [les mêmes](/cgv/#contenu), et le [guide](/guides/migration/).
`;
beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, 'content/pages/guides'));
  for (const name of ['hugo.md', 'lexique.md'])
    await site.write(
      `content/pages/guides/${name}`,
      await readFile(path.join(repoRoot, 'tests/fixtures/frontmatter', name), 'utf8'),
    );
  await site.write('content/pages/liens.md', page);
});
afterAll(() => site.remove());

async function build(format: UrlFormat, out: string) {
  await buildFixture({
    root: site.root,
    outDir: out,
    format,
  });
  return (file: string) => readFile(path.join(site.root, out, file), 'utf8');
}
const body = (html: string) => /<div class="markdown-body[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? html;

describe('site build --format', () => {
  it('directory: writes cgv/index.html, and links, canonicals, sitemap and redirects as /cgv/', async () => {
    const read = await build('directory', 'out-directory');
    const files = await readdir(path.join(site.root, 'out-directory'));
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'cgv', 'liens', 'guides']));
    expect(files).not.toContain('cgv.html');
    const liens = await read('liens/index.html');
    expect(body(liens)).toContain(
      '<a href="/cgv/">les conditions</a> ou <a href="/cgv/#contenu">les mêmes</a>, et le <a href="/guides/migration/">guide</a>',
    );
    expect(liens).toContain('<link rel="canonical" href="https://www.telorys.fr/liens/"/>');
    expect(liens).toContain('<meta property="og:url" content="https://www.telorys.fr/liens/"/>');
    expect(await read('cgv/index.html')).toContain('<link rel="canonical" href="https://www.telorys.fr/cgv/"/>');
    expect(await read('index.html')).toContain('href="/cgv/"');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://www.telorys.fr/cgv/</loc>');
    expect(sitemap).toContain('<loc>https://www.telorys.fr/</loc>');
    expect(sitemap).not.toMatch(/<loc>https:\/\/www\.telorys\.fr\/cgv<\/loc>/);
    expect(await read('404.html')).toContain('data-not-found');
    expect(await read('vieux-guide/index.html')).toContain(
      '<meta http-equiv="refresh" content="0; url=/guides/migration/">',
    );
    expect(await read('_redirects')).toBe(
      '/guides/ancien-guide /guides/migration/ 301\n/vieux-guide /guides/migration/ 301\n',
    );
    expect(await read('_headers')).toMatch(/^# Written by "site build --format directory"/);
  });

  it('file (the default): writes cgv.html, and a link written /cgv/ in content as /cgv', async () => {
    const read = await build('file', 'out-file');
    expect((await stat(path.join(site.root, 'out-file', 'cgv.html'))).isFile()).toBe(true);
    const liens = await read('liens.html');
    expect(body(liens)).toContain(
      '<a href="/cgv">les conditions</a> ou <a href="/cgv#contenu">les mêmes</a>, et le <a href="/guides/migration">guide</a>',
    );
    expect(liens).toContain('<link rel="canonical" href="https://www.telorys.fr/liens"/>');
  });

  it('directory: still finds a dead link, written either way', async () => {
    await site.write('content/pages/liens.md', `${page}\nEt [nulle part](/nulle-part/).\n`);
    try {
      const failed = await build('directory', 'out-dead').catch((error: UserError) => error);
      expect((failed as UserError).problems.map(formatProblem)).toEqual([
        expect.stringMatching(/dead link \/nulle-part\/: no page at \/nulle-part\//),
      ]);
    } finally {
      await site.write('content/pages/liens.md', page);
    }
  });
});

describe('layOut', () => {
  // At 35,000 towns, making every page's texts at once takes seconds and gigabytes.
  it('directory: moves a generated town page without making it, made once read', () => {
    let made = 0;
    const town = whenRead(
      { path: '/metz', file: 'metz.html', page: 'town', sitemap: undefined, sources: ['content/local/towns.csv'] },
      () => (made++, { title: 'Metz', description: 'Téléphonie à Metz' } as Route),
      new HeldRoutes(),
    );
    const [laid] = layOut({
      routes: [town],
      aliases: [],
      format: 'directory',
      baseUrl: 'https://www.telorys.fr',
    }).routes;
    expect([laid!.path, laid!.file, laid!.sources, made]).toEqual([
      '/metz/',
      'metz/index.html',
      ['content/local/towns.csv'],
      0,
    ]);
    expect([laid!.title, laid!.description, made]).toEqual(['Metz', 'Téléphonie à Metz', 1]);
  });
});
