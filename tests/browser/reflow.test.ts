import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { expectFocus, focused, tabTo } from './keyboard.js';

const baseUrl = inject('baseUrl');
const paths = inject('routes').map((route) => (route.file === '404.html' ? '/404' : route.path));
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** A page whose browser text size is `percent` of the default (as set in the browser's settings, which `em` media queries follow). */
async function openPage(path: string, viewport: { width: number; height: number }, percent = 100): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } });
  await page.goto(baseUrl + path);
  return page;
}

/** Every page that scrolls sideways at this size, with by how much. */
async function wideRoutes(viewport: { width: number; height: number }, percent = 100): Promise<string[]> {
  const page = await openPage('/', viewport, percent);
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(baseUrl + path);
    const extra = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (extra > 0) wide.push(`${path}: ${extra} px`);
  }
  await page.close();
  return wide;
}

/** Whether the focused element lies inside the window (it can be seen, not cut off screen). */
const focusInWindow = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.left >= 0 &&
      box.right <= window.innerWidth &&
      box.top >= 0 &&
      box.bottom <= window.innerHeight
    );
  });

describe('text that grows, screens that shrink', () => {
  // The three sizes are checked side by side, each in its own tab. Each visits every page of the
  // gates (about 50): 0.15 s a page alone, 0.7 s with three tabs on two cores, more while the other
  // worker's file runs; a test's 60 s were not enough.
  const visitsAll = 240_000;
  it.concurrent('no page scrolls sideways at 320 px', { timeout: visitsAll }, async ({ expect }) => {
    expect(await wideRoutes({ width: 320, height: 640 })).toEqual([]);
  });

  const sizes = Object.entries(viewports).map(([device, viewport]) => ({ device, viewport }));
  it.concurrent.for(sizes)(
    'no page scrolls sideways with 200 % text at $device width',
    { timeout: visitsAll },
    async ({ viewport }, { expect }) => {
      expect(await wideRoutes(viewport, 200)).toEqual([]);
    },
  );

  it.each(sizes)(
    'with 200 % text at $device width, the bar collapses into the menu and every control of it can be reached',
    async ({ viewport }) => {
      const page = await openPage('/', viewport, 200);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      expect(await page.locator('.navbar-links').isVisible()).toBe(false);
      const bar = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().toJSON());
      expect(bar.right).toBeLessThanOrEqual(viewport.width);
      for (const control of [/^a .+, accueil$/, 'button Panier, vide', 'button Ouvrir le menu']) {
        await tabTo(page, control);
        expect(await focusInWindow(page)).toBe(true);
      }
      await page.keyboard.press('Enter');
      await expectFocus(page, 'button Fermer le menu');
      const entries = await page
        .locator('#mobile-menu-panel a, #mobile-menu-panel button')
        .evaluateAll((elements) =>
          elements.map((element) => `${element.tagName.toLowerCase()} ${element.textContent!.trim()}`),
        );
      expect(entries.length).toBeGreaterThan(5);
      for (const entry of entries) {
        await page.keyboard.press('Tab');
        await expectFocus(page, entry);
        await expect.poll(() => focusInWindow(page)).toBe(true);
      }
      expect(await focused(page)).toBe(entries.at(-1));
      await page.close();
    },
  );
});
