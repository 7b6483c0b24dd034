import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { localLinks } from '../../../generator/render/siteContext.js';
import { renderPages } from '../../../generator/render/renderPages.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { generateSitemap } from '../../../generator/write/sitemap.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};

/** The HTML of /guide and /metz and the sitemap, as a build would write them. */
async function output(): Promise<Record<string, string>> {
  const { content, routes, problems } = await prepareSite({
    root: site.root,
    overrides: { env: {} },
    log: createMemoryLogger(),
  });
  expect(problems).toEqual([]);
  const pages = renderPages(
    routes.filter((route) => ['/guide', '/metz'].includes(route.path)),
    { site: content.site, navigation: content.navigation, assets, localLinks: localLinks(content) },
  );
  return {
    ...Object.fromEntries(pages.map((page) => [page.route.path, htmlText(page.html)])),
    sitemap: generateSitemap(routes, content.site.baseUrl),
  };
}

describe('files saved with a BOM and Windows line ends', () => {
  it('build exactly the same Markdown and YAML pages as their LF twins', async () => {
    const guide =
      '---\ntitle: Guide\ndescription: Un guide pour choisir.\nupdated: 2025-01-02\nsitemap:\n  changefreq: yearly\n---\n\n# Été\n\nUn paragraphe\nsur deux lignes, {brand}.\n\n- un\n- deux\n';
    await site.write('content/pages/guide.md', guide);
    const metz = await site.read('content/local/metz.yaml');
    const lf = await output();
    expect(Object.keys(lf)).toEqual(['/metz', '/guide', 'sitemap']);
    // The body's `# Été` is the page's heading, shown once (see pageTitle).
    expect(lf['/guide']).toContain('<h1 id="page-title">Été</h1>');

    await site.write('content/pages/guide.md', `\ufeff${guide.replaceAll('\n', '\r\n')}`);
    await site.write('content/local/metz.yaml', `\ufeff${metz.replaceAll('\n', '\r\n')}`);
    expect(await output()).toEqual(lf);
  });
});
