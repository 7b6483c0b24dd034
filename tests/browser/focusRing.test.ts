import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';
import { recordRings, takeRings, type RingReport } from './focusRing.js';
import { expectFocus, tabTo } from './keyboard.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
const tabs = keptTabs((viewport) => browser.newPage({ viewport }));

/** Pages with every kind of surface: white, grey sections, blue hero and bands, dark footer, cards, forms, tables. */
const paths = ['/', '/fibre-professionnelle', '/equipements', '/metz', '/secteurs/sante', '/centre-aide', '/cgv'];

/** Presses sent before the reports are read: a walk that has come round goes on for at most this many more. */
const batch = 10;

/** Tabs through the whole page once, measuring the ring at each stop; a failure lists where the ring is too faint. */
async function walk(page: Page, limit = 400): Promise<RingReport[]> {
  await recordRings(page);
  const reports: RingReport[] = [];
  for (let press = 0; press < limit;) {
    for (const end = Math.min(press + batch, limit); press < end; press += 1) await page.keyboard.press('Tab');
    for (const report of await takeRings(page)) {
      if (report.seen) return reports;
      if (report.name === 'BODY' && reports.at(-1)?.name === 'BODY') return reports;
      reports.push(report);
    }
  }
  return reports;
}

const faint = (reports: RingReport[]) =>
  reports
    .filter((report) => report.name !== 'BODY' && report.name !== 'BROWSER-PART')
    .filter((report) => report.contrast < 3 || report.style === 'none' || report.width < 2)
    .map(
      (report) =>
        `${report.name}: ${report.style} ${report.width}px ${report.ring} on ${report.surfaces.join(' / ')} = ${report.contrast}:1`,
    );

describe.each(Object.entries(viewports))('the focus ring at %s width', (_device, viewport) => {
  // The pages are walked side by side, each in its own tab (which keeps its own focus): a walk is
  // mostly waiting for the next frame.
  it.concurrent.for(paths)(
    'reaches 3:1 on every surface of %s, for every element Tab reaches',
    async (path, { expect }) => {
      const page = await tabs.take(viewport);
      await page.goto(baseUrl + path);
      const reports = await walk(page);
      expect(reports.length).toBeGreaterThan(10);
      expect(faint(reports)).toEqual([]);
      // Light and dark surfaces were both met: the walk went through the page and its footer.
      const surfaces = new Set(reports.flatMap((report) => report.surfaces));
      expect(surfaces.has('rgb(255, 255, 255)')).toBe(true);
      expect(surfaces.has('rgb(10, 31, 68)')).toBe(true);
      await tabs.release(page);
    },
  );

  it('reaches 3:1 inside the cart drawer (white and grey surfaces)', async () => {
    const page = await tabs.take(viewport);
    await page.goto(`${baseUrl}/`);
    await tabTo(page, 'button Ajouter Premium au panier');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button Fermer le panier');
    await page.evaluate(
      () => document.activeElement instanceof HTMLElement && (document.activeElement.dataset.ringFirst = ''),
    );
    const reports = await walk(page, 30);
    expect(reports.map((report) => report.name)).toContain('button Vider le panier');
    expect(faint(reports)).toEqual([]);
    expect(new Set(reports.flatMap((report) => report.surfaces))).toContain('rgb(245, 247, 251)');
    await tabs.release(page);
  });
});
