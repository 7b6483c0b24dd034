import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../generator/serve/serveSite.js';
import { buildFixture } from '../helpers/buildInProcess.js';
import { createTempSite, repoRoot, type TempSite } from '../helpers/tempSite.js';
import { axeViolations } from './axe.js';
import { launchChromium, viewports } from './chromium.js';
import { watchConsole } from './consoleFaults.js';

// Issue 44, D1: a banner follows its dates in the visitor's browser, whenever the site was built.
// The fixture's announcements: a promotion on / from 2020 to 2099, one on /cgv in January 2099
// (built hidden: the build runs before it), one on every page from 2020 to 2099.
let site: TempSite;
let server: Server;
let browser: Browser;
let baseUrl = '';

beforeAll(async () => {
  site = await createTempSite();
  const fixture = path.join(repoRoot, 'tests', 'fixtures', 'announcements', 'announcements.yaml');
  await site.write('content/announcements.yaml', await readFile(fixture, 'utf8'));
  const outDir = path.join(site.root, 'out');
  await buildFixture({ root: site.root, outDir });
  server = await serveSite(outDir, 0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await site?.remove();
});

/** The page at `address` opened at `instant` (the tab's clock fixed there), once its script has run. */
async function openAt(address: string, instant: string, viewport = viewports.phone): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const faults = watchConsole(page);
  await page.clock.setFixedTime(new Date(instant));
  await page.goto(baseUrl + address);
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => document.querySelector('script[type="module"]') !== null)).toBe(true);
  // The entry is a module: it has run once the page's islands are hydrated.
  await expect.poll(() => page.locator('[data-island="CartButton"][data-hydrated]').count()).toBe(1);
  expect(faults).toEqual([]);
  return page;
}

/**
 * The announcements a visitor sees, read in the page's one landmark named « Annonce » (a
 * screen reader reads the same: `hidden` leaves an announcement, or the whole banner, out of both).
 */
async function shown(page: Page): Promise<string[]> {
  const banner = page.getByRole('complementary', { name: 'Annonce' });
  if ((await banner.count()) === 0) return [];
  return banner.getByRole('paragraph').allInnerTexts();
}

const promotion = '-20\u00a0% sur le standard téléphonique jusqu’au 31 décembre Voir l’offre';
const everywhere = 'Notre support est fermé le 25 décembre.';
const january = 'Nouveaux postes Yealink disponibles';

describe('announcement banners in the browser', () => {
  it('are landmarks named « Annonce », their link named by its label, between the navigation and the page', async () => {
    const page = await openAt('/', '2026-12-15T10:00:00Z');
    expect(await shown(page)).toEqual([promotion, everywhere]);
    const banner = page.getByRole('complementary', { name: 'Annonce' });
    expect(await banner.count()).toBe(1);
    await expect
      .poll(() => banner.getByRole('link', { name: 'Voir l’offre' }).getAttribute('href'))
      .toBe('/standard-telephonique-virtuel');
    // Focus order: the banner's link after the navigation bar's controls, before the page's first.
    const order = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('.announcements a')!;
      const nav = document.querySelector('header, .navbar')!;
      const main = document.querySelector('main')!;
      return {
        afterNav: Boolean(nav.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING),
        beforeMain: Boolean(link.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING),
        tabIndex: link.tabIndex,
      };
    });
    expect(order).toEqual({ afterNav: true, beforeMain: true, tabIndex: 0 });
    await page.close();
  });

  it('show a banner built hidden from its first day, and hide it after its last, days in France', async () => {
    // 31 December 2098, 23:30 in Paris: the day before.
    let page = await openAt('/cgv', '2098-12-31T22:30:00Z');
    expect(await shown(page)).toEqual([everywhere]);
    await page.close();
    // 1 January 2099, 00:30 in Paris (still 31 December in UTC): its first day.
    page = await openAt('/cgv', '2098-12-31T23:30:00Z');
    expect(await shown(page)).toEqual([january, everywhere]);
    await page.close();
    // 31 January 2099, 23:30 in Paris: its last day, shown all day.
    page = await openAt('/cgv', '2099-01-31T22:30:00Z');
    expect(await shown(page)).toEqual([january, everywhere]);
    await page.close();
    // 1 February 2099, 00:30 in Paris.
    page = await openAt('/cgv', '2099-01-31T23:30:00Z');
    expect(await shown(page)).toEqual([everywhere]);
    await page.close();
  });

  it('hide a banner built while it ran once its last day is past', async () => {
    const page = await openAt('/', '2100-01-01T08:00:00Z');
    expect(await shown(page)).toEqual([]);
    expect(await page.locator('.announcements[hidden] .announcement[hidden]').count()).toBe(2);
    await page.close();
  });

  it('without JavaScript, show what the build showed', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/cgv`);
    expect(await shown(page)).toEqual([everywhere]);
    await context.close();
  });

  it('fit a 320 px screen with 200 % text, and pass axe (contrast included)', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, bypassCSP: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await page.clock.setFixedTime(new Date('2026-12-15T10:00:00Z'));
    await page.goto(`${baseUrl}/`);
    expect(await shown(page)).toEqual([promotion, everywhere]);
    // Each banner and everything in it within the screen's 320 px (the rest of the page is reflow.test.ts's).
    const overflowing = await page
      .locator('.announcements')
      .evaluateAll((banners) =>
        banners.flatMap((banner) =>
          [banner, ...banner.querySelectorAll('*')]
            .filter(
              (element) => element.getBoundingClientRect().right > 320 || element.scrollWidth > element.clientWidth,
            )
            .map((element) => element.outerHTML.slice(0, 60)),
        ),
      );
    expect(overflowing).toEqual([]);
    expect(
      await page
        .locator('.announcements')
        .first()
        .evaluate((banner) => banner.getBoundingClientRect().height),
    ).toBeGreaterThan(0);
    expect((await axeViolations(page, '.announcements')).map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});
