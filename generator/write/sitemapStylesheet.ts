/**
 * The address of the sitemap's CSS, a file of its own beside `sitemap.xsl`: the page the XSL makes
 * lives under the site's Content-Security-Policy (`style-src 'self'`), which blocks a `<style>`
 * element or a `style` attribute, so the look must come from the site itself, as every page's does.
 */
export const sitemapCssPath = '/sitemap.css';

/** The look of the sitemap's table, written at `sitemapCssPath`. */
export const sitemapCss = [
  'body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;margin:0;background:#f8fafc}',
  'main{max-width:960px;margin:0 auto;padding:32px 16px}',
  'h1{color:#0b3a82;margin:0 0 8px}',
  'table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e2e8f0;border-radius:8px}',
  'th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e2e8f0;font-size:14px}',
  'th{background:#eef3fb;color:#0b3a82}',
  'a{color:#0b3a82}',
  '',
].join('\n');

/**
 * The XSL stylesheet that shows `sitemap.xml` as a readable table in a browser, styled by
 * `sitemapCss` through a `<link>`: its output holds no inline style or script.
 */
export function sitemapStylesheet(brand: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="fr">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>Sitemap XML | ${escapeXml(brand)}</title>
        <link rel="stylesheet" href="${sitemapCssPath}"/>
      </head>
      <body>
        <main>
          <h1>Sitemap XML</h1>
          <p>Plan du site destiné aux moteurs de recherche&#160;: <xsl:value-of select="count(s:urlset/s:url)"/> pages.</p>
          <table>
            <thead><tr><th>Adresse</th><th>Priorité</th><th>Fréquence</th><th>Mise à jour</th></tr></thead>
            <tbody>
              <xsl:for-each select="s:urlset/s:url">
                <tr>
                  <td><a href="{s:loc}"><xsl:value-of select="s:loc"/></a></td>
                  <td><xsl:value-of select="s:priority"/></td>
                  <td><xsl:value-of select="s:changefreq"/></td>
                  <td><xsl:value-of select="s:lastmod"/></td>
                </tr>
              </xsl:for-each>
            </tbody>
          </table>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!);
}
