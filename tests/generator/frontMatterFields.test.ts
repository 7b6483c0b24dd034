import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../generator/check.js';
import { formatProblem } from '../../generator/errors.js';
import { createMemoryLogger } from '../../generator/log.js';
import { prepareSite } from '../../generator/prepareSite.js';
import { runCli } from '../helpers/runCli.js';
import { createTempSite, repoRoot, type TempSite } from '../helpers/tempSite.js';
import { buildFixture } from '../helpers/buildInProcess.js';

const fixtures = path.join(repoRoot, 'tests', 'fixtures', 'frontmatter');
let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, 'content/pages/guides'));
  for (const name of ['hugo.md', 'lexique.md', 'brouillon.md'])
    await site.write(`content/pages/guides/${name}`, await readFile(path.join(fixtures, name), 'utf8'));
});
afterAll(() => site.remove());

const prepare = (drafts = false) =>
  prepareSite({ root: site.root, overrides: { env: {}, drafts }, log: createMemoryLogger() });
const read = (file: string) => readFile(path.join(site.root, file), 'utf8');

/** Problems of one extra page written into a fresh copy of the fixture site. */
async function problemsOf(file: string, text: string): Promise<string[]> {
  const own = await createTempSite();
  try {
    await own.write(file, text);
    return (await prepareSite({ root: own.root, overrides: { env: {} }, log: createMemoryLogger() })).problems.map(
      formatProblem,
    );
  } finally {
    await own.remove();
  }
}

describe('front matter as other generators write it', () => {
  it('reads TOML front matter, slug and the latest of date/lastmod/updated as the written day', async () => {
    const prepared = await prepare();
    expect(prepared.problems.map(formatProblem)).toEqual([]);
    const hugo = prepared.routes.find((route) => route.sources[0] === 'content/pages/guides/hugo.md');
    expect(hugo?.path).toBe('/guides/migration');
    // lastmod 2017-07-20T00:30:00+02:00 is 2017-07-19 in UTC: the sitemap keeps the day written.
    expect(hugo?.sitemap).toEqual({ priority: 0.4, changefreq: 'yearly', lastmod: '2017-07-20' });
    const lexique = prepared.routes.find((route) => route.path === '/guides/lexique');
    expect(lexique?.sitemap?.lastmod).toBe('2017-07-16');
    expect(prepared.routes.some((route) => route.path === '/guides/brouillon')).toBe(false);
    expect(prepared.aliases.map((alias) => [alias.path, alias.file, alias.target.path])).toEqual([
      ['/guides/ancien-guide', 'guides/ancien-guide.html', '/guides/migration'],
      ['/vieux-guide', 'vieux-guide.html', '/guides/migration'],
    ]);
  });

  it('reads dates with a time zone in YAML, quoted or not, keeping the day written', async () => {
    const own = await createTempSite();
    try {
      await own.write(
        'content/pages/a.md',
        '---\ntitle: A\ndescription: Une page.\ndate: 2017-07-16T23:23:14+02:00\n---\n',
      );
      await own.write(
        'content/pages/b.md',
        '---\ntitle: B\ndescription: Une page.\ndate: "2017-07-17T00:30:00+02:00"\nlastmod: 2017-07-16T23:00:00Z\n---\n',
      );
      const prepared = await prepareSite({ root: own.root, overrides: { env: {} }, log: createMemoryLogger() });
      expect(prepared.problems).toEqual([]);
      const lastmod = (address: string) => prepared.routes.find((route) => route.path === address)?.sitemap?.lastmod;
      expect(lastmod('/a')).toBe('2017-07-16');
      // 2017-07-17T00:30+02:00 is 22:30 UTC on the 16th, before lastmod (23:00 UTC): the latest is lastmod, on the 16th.
      expect(lastmod('/b')).toBe('2017-07-16');
    } finally {
      await own.remove();
    }
  });

  it('builds redirect pages and _redirects for aliases, and leaves drafts out of the pages and the sitemap', async () => {
    await buildFixture({
      root: site.root,
    });
    const redirect = await read('out/guides/ancien-guide.html');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/guides/migration">');
    expect(redirect).toContain('<link rel="canonical" href="https://www.telorys.fr/guides/migration">');
    expect(redirect).toContain('<a href="/guides/migration">Guide de migration</a>');
    expect(await read('out/_redirects')).toBe(
      '/guides/ancien-guide /guides/migration 301\n/vieux-guide /guides/migration 301\n',
    );
    const sitemap = await read('out/sitemap.xml');
    expect(sitemap).toContain('<loc>https://www.telorys.fr/guides/migration</loc>\n    <lastmod>2017-07-20</lastmod>');
    expect(sitemap).not.toContain('brouillon');
    expect(await readdir(path.join(site.root, 'out', 'guides'))).not.toContain('brouillon.html');
    expect(await read('out/guides/migration.html')).toMatch(/Dernière mise à jour\u00a0: 20 juillet 2017</);
  });

  it('builds drafts with --drafts, marked and not indexed, still out of the sitemap', async () => {
    expect((await runCli(['build', '--quiet', '--drafts', '--out', 'drafts'], site.root)).code).toBe(0);
    const draft = await read('drafts/guides/brouillon.html');
    expect(draft).toContain('Brouillon, non publié');
    expect(draft).toContain('<meta name="robots" content="noindex"/>');
    expect(await read('drafts/sitemap.xml')).not.toContain('brouillon');
    expect(await read('drafts/guides/migration.html')).not.toContain('Brouillon, non publié');
  });

  it('reports a link to a draft as leading to a draft: the draft is not published (issue 44)', async () => {
    await site.write(
      'content/pages/guides/liens.md',
      '---\ntitle: Liens\ndescription: Des liens.\n---\n\nBientôt : [l’offre](/guides/brouillon).\n',
    );
    try {
      const problems = (await checkSite({ root: site.root, env: {} })).problems.map(formatProblem);
      expect(problems).toEqual([
        'content/pages/guides/liens.md:6:21 the link /guides/brouillon leads to a draft: content/pages/guides/brouillon.md says "draft: true", so the page is not published (linked from /guides/liens)\n  hint: to publish the page, delete the line "draft: true" of content/pages/guides/brouillon.md; else remove the link.',
      ]);
    } finally {
      await site.write('content/pages/guides/liens.md', '---\ntitle: Liens\ndescription: Des liens.\n---\n\nRien.\n');
    }
  });
});

describe('front matter problems', () => {
  it("refuses another generator's field with a hint naming it, and still catches typos", async () => {
    const problems = await problemsOf(
      'content/pages/blog.md',
      '---\ntitle: Blog\ndescription: Un billet.\ntags:\n  - voip\nauthor: Marie\ndaet: 2025-01-02\n---\n\nTexte.\n',
    );
    const allowed = 'title, description, date, lastmod, updated, draft, slug, aliases, toc, sitemap';
    expect(problems.sort()).toEqual(
      [
        `Unknown field "daet" in content/pages/blog.md:7 — did you mean "date"?\n  hint: rename it to "date", or remove it.`,
        `content/pages/blog.md:4:1 tags: unknown field "tags": it is a field of Hugo, Jekyll, Eleventy and Astro, which this site does not use\n  hint: remove the line "tags"; the fields a page may have are: ${allowed}.`,
        `content/pages/blog.md:6:1 author: unknown field "author": it is a field of Jekyll, Eleventy and Astro, which this site does not use\n  hint: remove the line "author"; the fields a page may have are: ${allowed}.`,
      ].sort(),
    );
  });

  it('names file:line of a TOML syntax error, of a TOML field with a wrong value, and of an impossible date', async () => {
    expect(
      await problemsOf(
        'content/pages/a.md',
        '+++\ntitle = "A"\ndescription = "Une page."\ndate = = 2025-01-02\n+++\n\nTexte.\n',
      ),
    ).toEqual([
      'content/pages/a.md:4:8 the TOML cannot be read: invalid value\n  hint: check this line: between +++ lines, write each field as key = value, texts in double quotes (title = "Tarifs"), dates without quotes (date = 2025-08-27).',
    ]);
    expect(
      await problemsOf(
        'content/pages/b.md',
        '+++\ntitle = "B"\ndescription = "Une page."\n\n[sitemap]\npriority = 3\n+++\n\nTexte.\n',
      ),
    ).toEqual([
      // The hint's example is written as TOML writes a field, not as YAML does (priority: 0.5).
      'content/pages/b.md:6:1 sitemap.priority: expected at most 1, got a number (3)\n  hint: write a number of at most 1: priority = 0.5',
    ]);
    expect(await problemsOf('content/pages/c.md', '+++\ntitle = "C"\ndescription = "Une page."\n+++\n')).toEqual([]);
    expect(
      await problemsOf(
        'content/pages/d.md',
        '---\ntitle: D\ndescription: Une page.\ndate: 2025-02-30T10:00:00+01:00\n---\n',
      ),
    ).toEqual([
      'content/pages/d.md:4:7 date: the date 2025-02-30T10:00:00+01:00 does not exist: February 2025 has 28 days\n  hint: write a date that exists (YYYY-MM-DD: year, month, day), such as: date: 2025-02-28T10:00:00+01:00',
    ]);
    expect(await problemsOf('content/pages/e.md', '+++\ntitle = "E"\ndescription = "Une page."\n')).toEqual([
      'content/pages/e.md:1:1 the front matter is not closed: no line "+++" follows the opening one\n  hint: add a line with only +++ after the last field (title, description…), before the text of the page.',
    ]);
  });

  it("refuses an alias that is another page's address, naming both files, and a slug with a slash", async () => {
    expect(
      await problemsOf('content/pages/nouveau.md', '---\ntitle: N\ndescription: Une page.\naliases:\n  - /cgv\n---\n'),
    ).toEqual([
      'content/pages/nouveau.md:5:5 aliases[0]: the alias /cgv would be written to cgv.html, which content/pages/cgv.md already writes (at /cgv)\n  hint: remove this alias, or move or rename the other page so that each address leads to one page only.',
    ]);
    expect(await problemsOf('content/pages/s.md', '---\ntitle: S\ndescription: Une page.\nslug: a/b\n---\n')).toEqual([
      'content/pages/s.md:4:7 slug: expected one address segment, without "/", "?" or "#", got the text "a/b"\n  hint: write only the last part of the address, such as offre-ete.',
    ]);
  });
});
