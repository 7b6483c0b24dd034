import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite, type PreparedSite } from '../../../generator/prepareSite.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { pageContext, renderSite } from '../../../generator/renderSite.js';
import { pageHrefs } from '../../../generator/route/checkLinks.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { unspliced } from '../../helpers/unspliced.js';

// Issue 44, D1: content/announcements.yaml shown as banners on the pages it names, by its dates.
const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};
const fixtures = path.join(repoRoot, 'tests', 'fixtures');

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  // Town pages too: they are spliced into their département's shell, and get their banners there.
  await site.write('content/local/towns.csv', await readFile(path.join(fixtures, 'towns', 'towns.csv'), 'utf8'));
  await site.write('content/local-town.yaml', await readFile(path.join(fixtures, 'towns', 'local-town.yaml'), 'utf8'));
  const announcements = await readFile(path.join(fixtures, 'announcements', 'announcements.yaml'), 'utf8');
  await site.write(
    'content/announcements.yaml',
    `${announcements}  - text: Ouverture de notre agence de Strasbourg\n    start: 2026-12-01\n    end: 2026-12-31\n    pages:\n      - /strasbourg\n`,
  );
}, 60_000);
afterAll(() => site.remove());

/** The site prepared and rendered on `today` (a day in France): each page's HTML by its address. */
async function renderedOn(today: string): Promise<{ prepared: PreparedSite; pages: Map<string, string> }> {
  const prepared = await prepareSite({ root: site.root, overrides: { env: {}, today }, log: createMemoryLogger() });
  expect(prepared.problems).toEqual([]);
  const pages = new Map([...renderSite(prepared, assets)].map((page) => [page.route.path, htmlText(page.html)]));
  return { prepared, pages };
}

/** The announcements of a page, as written, each a paragraph of its one banner. */
const banners = (html: string) => {
  const banner = html.match(/<aside class="announcements"[^]*?<\/aside>/g) ?? [];
  expect(banner.length).toBeLessThan(2);
  return banner[0]?.match(/<p class="announcement"[^]*?<\/p>/g) ?? [];
};

const promotion =
  '<p class="announcement" data-announcement="" data-start="2020-01-01" data-end="2099-12-31">-20\u00a0% sur le standard téléphonique jusqu’au 31 décembre<!-- --> <a href="/standard-telephonique-virtuel">Voir l’offre</a></p>';
const everywhere =
  '<p class="announcement" data-announcement="" data-start="2020-01-01" data-end="2099-12-31">Notre support est fermé le 25 décembre.</p>';

describe('announcement banners', () => {
  it('are shown on the pages they name only, between the navigation bar and the main content', async () => {
    const { pages } = await renderedOn('2026-12-15');
    expect(banners(pages.get('/')!)).toEqual([promotion, everywhere]);
    expect(banners(pages.get('/standard-telephonique-virtuel')!)).toEqual([promotion, everywhere]);
    expect(banners(pages.get('/fonctionnalites')!)).toEqual([everywhere]);
    expect(banners(pages.get('/metz')!)).toEqual([everywhere]);
    const home = pages.get('/')!;
    const banner = `<aside class="announcements" aria-label="Annonce">${promotion}${everywhere}</aside>`;
    expect(home.indexOf(banner)).toBeGreaterThan(home.indexOf('</nav>'));
    expect(home.indexOf('<main id="contenu"')).toBe(home.indexOf(banner) + banner.length);
    expect(pages.get('/politique-confidentialite')).not.toContain('Voir l’offre');
  });

  it('render an announcement still to come hidden, with its dates for the browser', async () => {
    const { pages } = await renderedOn('2026-12-15');
    expect(banners(pages.get('/cgv')!)).toEqual([
      '<p class="announcement" data-announcement="" data-start="2099-01-01" data-end="2099-01-31" hidden="">Nouveaux postes Yealink disponibles</p>',
      everywhere,
    ]);
  });

  it('reach Markdown and town pages, byte for byte what rendering each page alone gives', async () => {
    const { prepared, pages } = await renderedOn('2026-12-15');
    // In the order of the file: the banner for every page is written before this one.
    expect(banners(pages.get('/strasbourg')!)).toEqual([
      everywhere,
      expect.stringContaining('">Ouverture de notre agence de Strasbourg</p>'),
    ]);
    expect(banners(pages.get('/epinal')!)).toEqual([everywhere]);
    const context = pageContext(prepared, assets);
    const spliced = prepared.routes.filter((route) => route.splice || route.page === 'markdown');
    expect(spliced.length).toBeGreaterThan(5);
    for (const route of spliced) {
      const alone = renderPage(unspliced(route), context);
      expect(pages.get(route.path)).toBe(alone);
    }
  });

  it('follow the day of the build: a banner is visible from its first day and gone after its last, days in France', async () => {
    const onFirstDay = await renderedOn('2099-01-01');
    expect(banners(onFirstDay.pages.get('/cgv')!)[0]).not.toContain('hidden');
    const onLastDay = await renderedOn('2099-12-31');
    expect(banners(onLastDay.pages.get('/')!)).toEqual([promotion, everywhere]);
    const after = await renderedOn('2100-01-01');
    expect([...after.pages.values()].filter((html) => html.includes('data-announcement'))).toEqual([]);
  });

  it('render the banner hidden when all of its announcements are still to come', async () => {
    await site.edit('content/announcements.yaml', '    pages: toutes\n', '    pages:\n      - /metz\n');
    try {
      const { pages } = await renderedOn('2026-12-15');
      expect(pages.get('/cgv')).toContain('<aside class="announcements" aria-label="Annonce" hidden=""><p');
      expect(banners(pages.get('/cgv')!)).toEqual([expect.stringContaining(' hidden="">Nouveaux postes')]);
    } finally {
      await site.edit('content/announcements.yaml', '    pages:\n      - /metz\n', '    pages: toutes\n');
    }
  });

  it('put the link of a banner among the links of every page that shows it, Markdown pages included', async () => {
    const { prepared } = await renderedOn('2026-12-15');
    await site.edit('content/announcements.yaml', '      - /standard-telephonique-virtuel\n', '      - /cgv\n');
    try {
      const again = await prepareSite({
        root: site.root,
        overrides: { env: {}, today: '2026-12-15' },
        log: createMemoryLogger(),
      });
      const cgv = again.routes.filter((route) => route.path === '/cgv');
      const [page] = [...renderSite(again, assets, { routes: cgv })];
      expect(pageHrefs(page!.links)).toContain('/standard-telephonique-virtuel');
      expect(prepared.routes.length).toBe(again.routes.length);
    } finally {
      await site.edit('content/announcements.yaml', '      - /cgv\n', '      - /standard-telephonique-virtuel\n');
    }
  });
});
