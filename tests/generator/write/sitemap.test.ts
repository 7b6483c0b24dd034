import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../helpers/tempFolder.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import type { Route } from '../../../generator/route/route.js';
import { generateRobots, generateSitemap, generateSitemaps, sitemapLimits } from '../../../generator/write/sitemap.js';
import { fixtureRoot, repoRoot } from '../../helpers/tempSite.js';

const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const routes = routePages(content);
const base = 'https://www.example.fr';
const xml = generateSitemap(routes, base);

type Entry = { loc: string; lastmod: string; changefreq: string; priority: string };
/** The entries of the sitemap, read as text (the schema test below checks its XML). */
function entries(): Entry[] {
  const field = (url: string, name: keyof Entry) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(url)?.[1] ?? '';
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: field(url!, 'loc'),
    lastmod: field(url!, 'lastmod'),
    changefreq: field(url!, 'changefreq'),
    priority: field(url!, 'priority'),
  }));
}

describe('generateSitemap', () => {
  it('lists every indexable route with the spec priorities and frequencies', () => {
    const byPath = Object.fromEntries(entries().map((entry) => [entry.loc.slice(base.length), entry]));
    expect(Object.keys(byPath).sort()).toEqual(
      routes
        .filter((route) => route.sitemap)
        .map((route) => route.path)
        .sort(),
    );
    expect(byPath['/']).toMatchObject({ priority: '1.0', changefreq: 'weekly', lastmod: '2025-08-27' });
    for (const page of ['/documentation', '/tutoriels-video', '/centre-aide'])
      expect(byPath[page]).toMatchObject({ priority: '0.6', changefreq: 'monthly' });
    for (const page of ['/mentions-legales', '/cgv', '/politique-confidentialite'])
      expect(byPath[page]).toMatchObject({ priority: '0.3', changefreq: 'yearly' });
    for (const page of ['/standard-telephonique-virtuel', '/fibre-professionnelle'])
      expect(byPath[page]).toMatchObject({ priority: '0.9', changefreq: 'weekly' });
    for (const page of ['/equipements', '/fonctionnalites'])
      expect(byPath[page]).toMatchObject({ priority: '0.8', changefreq: 'monthly' });
    for (const sector of content.sectors)
      expect(byPath[`/secteurs/${sector.slug}`]).toMatchObject({ priority: '0.7', changefreq: 'monthly' });
    for (const town of content.local)
      expect(byPath[`/${town.slug}`]).toMatchObject({
        priority: '0.6',
        changefreq: 'monthly',
        lastmod: town.data.updated ?? content.site.sitemap.lastmod,
      });
    expect(byPath['/404']).toBeUndefined();
  });

  it('takes lastmod from the content of each page', () => {
    const other = {
      ...content,
      pages: content.pages.map((page) =>
        page.route === '/cgv' ? { ...page, front: { ...page.front, updated: '2026-01-15' } } : page,
      ),
    };
    const dated = generateSitemap(routePages(other), base);
    expect(dated).toContain(`<loc>${base}/cgv</loc>\n    <lastmod>2026-01-15</lastmod>`);
  });

  it('points browsers to the XSL stylesheet', () => {
    expect(xml.split('\n').slice(0, 2)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>',
    ]);
  });

  it.runIf(existsSync('/usr/bin/xmllint'))('validates against the sitemaps.org schema', () => {
    const file = path.join(tempFolder('sitemap'), 'sitemap.xml');
    writeFileSync(file, xml);
    const schema = path.join(repoRoot, 'tests', 'fixtures', 'sitemap.xsd');
    expect(() => execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' })).not.toThrow();
  });

  it('announces the sitemap in robots.txt', () => {
    expect(generateRobots(base)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.example.fr/sitemap.xml\n');
  });
});

describe('generateSitemaps past the sitemaps.org limits', () => {
  const many = (count: number): Route[] =>
    Array.from({ length: count }, (_, index) => ({
      ...routes[0]!,
      path: `/ville-${index}`,
      file: `ville-${index}.html`,
      sitemap: { priority: 0.5, changefreq: 'monthly', lastmod: index === 7 ? '2026-03-01' : '2025-08-27' },
    }));
  const locs = (text: string) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('keeps one sitemap.xml up to 50,000 addresses', () => {
    const files = generateSitemaps(many(sitemapLimits.urls), base);
    expect(files.map((file) => file.path)).toEqual(['sitemap.xml']);
    expect(locs(files[0]!.contents as string)).toHaveLength(50_000);
  });

  it('becomes a sitemap index naming numbered sitemaps of at most 50,000 addresses past that, each valid against its schema', () => {
    const files = generateSitemaps(many(sitemapLimits.urls + 1), base);
    expect(files.map((file) => file.path)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    const [index, first, second] = files.map((file) => file.contents as string);
    expect(locs(index!)).toEqual([`${base}/sitemap-1.xml`, `${base}/sitemap-2.xml`]);
    expect(index).toContain(`<loc>${base}/sitemap-1.xml</loc>\n    <lastmod>2026-03-01</lastmod>`);
    expect(locs(first!)).toHaveLength(50_000);
    expect(locs(second!)).toEqual([`${base}/ville-9999`]);
    expect(generateRobots(base)).toContain(`Sitemap: ${base}/sitemap.xml\n`);
    if (!existsSync('/usr/bin/xmllint')) return;
    const folder = tempFolder('sitemap');
    files.forEach((file) => writeFileSync(path.join(folder, file.path), file.contents as string));
    const schema = (name: string) => path.join(repoRoot, 'tests', 'fixtures', name);
    expect(() =>
      execFileSync('xmllint', ['--noout', '--schema', schema('siteindex.xsd'), path.join(folder, 'sitemap.xml')], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
    expect(() =>
      execFileSync(
        'xmllint',
        [
          '--noout',
          '--schema',
          schema('sitemap.xsd'),
          path.join(folder, 'sitemap-1.xml'),
          path.join(folder, 'sitemap-2.xml'),
        ],
        { stdio: 'pipe' },
      ),
    ).not.toThrow();
  });

  it('also splits a sitemap past the size limit', () => {
    const files = generateSitemaps(many(10), base, { urls: sitemapLimits.urls, bytes: 1_000 });
    expect(files.length).toBeGreaterThan(2);
    for (const file of files.slice(1)) expect(Buffer.byteLength(file.contents as string)).toBeLessThanOrEqual(1_000);
    expect(files.slice(1).flatMap((file) => locs(file.contents as string))).toHaveLength(10);
  });
});
