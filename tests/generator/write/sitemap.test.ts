import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { xml2js } from 'xml-js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { generateRobots, generateSitemap } from '../../../generator/write/sitemap.js';
import { fixtureRoot, repoRoot } from '../../helpers/tempSite.js';

const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const routes = routePages(content);
const base = 'https://www.example.fr';
const xml = generateSitemap(routes, base);

type Entry = { loc: string; lastmod: string; changefreq: string; priority: string };
function entries(): Entry[] {
  const parsed = xml2js(xml, { compact: true }) as { urlset: { url: Record<keyof Entry, { _text: string }>[] } };
  return parsed.urlset.url.map((url) => ({ loc: url.loc._text, lastmod: url.lastmod._text, changefreq: url.changefreq._text, priority: url.priority._text }));
}

describe('generateSitemap', () => {
  it('lists every indexable route with the spec priorities and frequencies', () => {
    const byPath = Object.fromEntries(entries().map((entry) => [entry.loc.slice(base.length), entry]));
    expect(Object.keys(byPath).sort()).toEqual(routes.filter((route) => route.sitemap).map((route) => route.path).sort());
    expect(byPath['/']).toMatchObject({ priority: '1.0', changefreq: 'weekly', lastmod: '2025-08-27' });
    for (const page of ['/documentation', '/tutoriels-video', '/centre-aide']) expect(byPath[page]).toMatchObject({ priority: '0.6', changefreq: 'monthly' });
    for (const page of ['/mentions-legales', '/cgv', '/politique-confidentialite']) expect(byPath[page]).toMatchObject({ priority: '0.3', changefreq: 'yearly' });
    for (const page of ['/standard-telephonique-virtuel', '/fibre-professionnelle']) expect(byPath[page]).toMatchObject({ priority: '0.9', changefreq: 'weekly' });
    for (const page of ['/equipements', '/fonctionnalites']) expect(byPath[page]).toMatchObject({ priority: '0.8', changefreq: 'monthly' });
    for (const sector of content.sectors) expect(byPath[`/secteurs/${sector.slug}`]).toMatchObject({ priority: '0.7', changefreq: 'monthly' });
    for (const town of content.local) expect(byPath[`/${town.slug}`]).toMatchObject({ priority: '0.6', changefreq: 'monthly', lastmod: town.data.updated ?? content.site.sitemap.lastmod });
    expect(byPath['/404']).toBeUndefined();
  });

  it('takes lastmod from the content of each page', () => {
    const other = { ...content, pages: content.pages.map((page) => (page.route === '/cgv' ? { ...page, front: { ...page.front, updated: '2026-01-15' } } : page)) };
    const dated = generateSitemap(routePages(other), base);
    expect(dated).toContain(`<loc>${base}/cgv</loc>\n    <lastmod>2026-01-15</lastmod>`);
  });

  it('points browsers to the XSL stylesheet', () => {
    expect(xml.split('\n').slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>']);
  });

  it.runIf(existsSync('/usr/bin/xmllint'))('validates against the sitemaps.org schema', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sitemap-')), 'sitemap.xml');
    writeFileSync(file, xml);
    const schema = path.join(repoRoot, 'tests', 'fixtures', 'sitemap.xsd');
    expect(() => execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' })).not.toThrow();
  });

  it('announces the sitemap in robots.txt', () => {
    expect(generateRobots(base)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.example.fr/sitemap.xml\n');
  });
});
