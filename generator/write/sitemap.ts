import type { Route } from '../route/route.js';
import type { OutputFile } from './writeSite.js';

/** The sitemaps.org limits of one sitemap file: 50,000 addresses, 50 MB (52,428,800 bytes) uncompressed. */
export const sitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const head =
  '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const tail = '</urlset>\n';

/** Escapes text for XML content. */
function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

/**
 * The sitemap of every indexable route, styled for people by `/sitemap.xsl`: one `sitemap.xml`
 * while it holds within the sitemaps.org limits; past them, `sitemap.xml` is a sitemap index
 * naming `sitemap-1.xml`, `sitemap-2.xml`…, each within the limits.
 */
export function generateSitemaps(routes: Route[], baseUrl: string, limits = sitemapLimits): OutputFile[] {
  const entries = routes
    .filter((route) => route.sitemap)
    .sort((a, b) => b.sitemap!.priority - a.sitemap!.priority || a.path.localeCompare(b.path))
    .map((route) => ({
      lastmod: route.sitemap!.lastmod,
      text: `  <url>\n    <loc>${xml(baseUrl + route.path)}</loc>\n    <lastmod>${route.sitemap!.lastmod}</lastmod>\n    <changefreq>${route.sitemap!.changefreq}</changefreq>\n    <priority>${route.sitemap!.priority.toFixed(1)}</priority>\n  </url>\n`,
    }));
  const frame = Buffer.byteLength(head + tail);
  const files: { texts: string[]; bytes: number; lastmod: string }[] = [];
  for (const entry of entries) {
    const bytes = Buffer.byteLength(entry.text);
    let file = files.at(-1);
    if (!file || file.texts.length >= limits.urls || file.bytes + bytes > limits.bytes)
      files.push((file = { texts: [], bytes: frame, lastmod: entry.lastmod }));
    file.texts.push(entry.text);
    file.bytes += bytes;
    if (entry.lastmod > file.lastmod) file.lastmod = entry.lastmod;
  }
  const urlset = (texts: string[]) => head + texts.join('') + tail;
  if (files.length <= 1) return [{ path: 'sitemap.xml', contents: urlset(files[0]?.texts ?? []) }];
  const index = files.map(
    (file, number) =>
      `  <sitemap>\n    <loc>${xml(`${baseUrl}/sitemap-${number + 1}.xml`)}</loc>\n    <lastmod>${file.lastmod}</lastmod>\n  </sitemap>\n`,
  );
  return [
    {
      path: 'sitemap.xml',
      contents: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('')}</sitemapindex>\n`,
    },
    ...files.map((file, number) => ({ path: `sitemap-${number + 1}.xml`, contents: urlset(file.texts) })),
  ];
}

/** `sitemap.xml` alone, for callers that know the site holds within one file. */
export function generateSitemap(routes: Route[], baseUrl: string): string {
  const [first] = generateSitemaps(routes, baseUrl, { urls: Infinity, bytes: Infinity });
  return first!.contents as string;
}

/** `robots.txt`: everything may be crawled; points to the sitemap (the index, when there is one). */
export function generateRobots(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
