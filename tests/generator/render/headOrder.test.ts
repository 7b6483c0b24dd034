import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { fixtureRoot } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

const assets = {
  ...testAssets,
  preload: ['/assets/chunk-1.js', '/assets/chunk-2.js'].map((href) => ({ href, integrity: 'x' })),
};

/** What the head asks the browser to fetch or read, in order: a name per tag. */
function headOrder(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<(link|script)\b([^>]*)>/g)].map(([, tag, attributes = '']) => {
    const rel = / rel="([^"]+)"/.exec(attributes)?.[1];
    const type = / type="([^"]+)"/.exec(attributes)?.[1];
    return tag === 'link' ? `link ${rel}` : `script ${type}`;
  });
}

describe('the head of a page', () => {
  it('asks for the style sheet before the module chunks and the structured data', async () => {
    // On HTTP/1.1 a browser opens six connections to a host: chunks announced first took them, and
    // the one file that blocks the first paint waited behind them (Lighthouse: 1 s of render delay).
    const content = validateContent(await loadContent(fixtureRoot), { env: {} });
    const context = { site: content.site, navigation: content.navigation, localLinks: [], assets };
    for (const route of routePages(content).filter((page) => ['/', '/cgv', '/metz'].includes(page.path))) {
      const order = headOrder(renderPage(route, context)).filter(
        (name) => !['link preload', 'link canonical', 'link icon'].includes(name),
      );
      expect(order[0], route.path).toBe('link stylesheet');
      const last = order.lastIndexOf('link modulepreload');
      expect(last, route.path).toBeGreaterThan(0);
      if (order.includes('script application/ld+json'))
        expect(order.indexOf('script application/ld+json'), route.path).toBeGreaterThan(last);
    }
  });
});
