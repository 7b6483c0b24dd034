import { js2xml } from 'xml-js';
import type { Route } from '../route/route.js';

/** `sitemap.xml` for every indexable route, styled for people by `/sitemap.xsl`. */
export function generateSitemap(routes: Route[], baseUrl: string): string {
  const urls = routes
    .filter((route) => route.sitemap)
    .sort((a, b) => b.sitemap!.priority - a.sitemap!.priority || a.path.localeCompare(b.path))
    .map((route) => ({
      loc: { _text: baseUrl + route.path },
      lastmod: { _text: route.sitemap!.lastmod },
      changefreq: { _text: route.sitemap!.changefreq },
      priority: { _text: route.sitemap!.priority.toFixed(1) },
    }));
  return js2xml(
    {
      _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } },
      _instruction: { 'xml-stylesheet': 'type="text/xsl" href="/sitemap.xsl"' },
      urlset: { _attributes: { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' }, url: urls },
    },
    { compact: true, spaces: 2 },
  ).replace('?><?xml-stylesheet', '?>\n<?xml-stylesheet') + '\n';
}

/** `robots.txt`: everything may be crawled; points to the sitemap. */
export function generateRobots(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
