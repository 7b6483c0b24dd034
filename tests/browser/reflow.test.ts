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

/**
 * What sets the browser's text size of `page` to a percentage of the default, as in the browser's
 * settings (which `em` media queries follow); the tab keeps it for the pages it loads next.
 */
async function textSize(page: Page): Promise<(percent: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  return async (percent) => {
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } });
  };
}

/** A page whose browser text size is `percent` of the default. */
async function openPage(path: string, viewport: { width: number; height: number }, percent = 100): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const setTextSize = await textSize(page);
  await setTextSize(percent);
  await page.goto(baseUrl + path);
  return page;
}

/**
 * Waits until the page open in `page` is laid out `width` wide with `percent` text, then tells by
 * how many pixels it scrolls sideways (0 when it does not).
 */
async function sideways(page: Page, width: number, percent: number): Promise<number> {
  await page.waitForFunction(
    ([width, size]) => window.innerWidth === width && getComputedStyle(document.documentElement).fontSize === size,
    [width, `${(16 * percent) / 100}px`] as const,
  );
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The sizes every page is checked at: 320 px with the default text, each device's width with 200 % text. */
const narrow = { width: 320, height: 640 };
const sizes = (Object.keys(viewports) as (keyof typeof viewports)[]).map((device) => ({
  device,
  viewport: viewports[device],
}));
type Setting = 'narrow' | keyof typeof viewports;

/**
 * Every page that scrolls sideways at each size, with by how much. A page is loaded once, at
 * 320 px with the default text, then given 200 % text and each device's width in turn, as a
 * visitor zooms the text of an open page and widens the window: the layouts of three loads for
 * one. The pages are shared among three tabs that work side by side.
 */
async function wideRoutes(): Promise<Record<Setting, string[]>> {
  const extra = new Map<string, [Setting, number][]>();
  const queue = [...paths];
  const walk = async () => {
    const page = await browser.newPage({ viewport: narrow });
    const setTextSize = await textSize(page);
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      // The window and text sizes belong to the tab: the next page is loaded with them.
      await page.setViewportSize(narrow);
      await setTextSize(100);
      await page.goto(baseUrl + path);
      const found: [Setting, number][] = [['narrow', await sideways(page, narrow.width, 100)]];
      await setTextSize(200);
      for (const { device, viewport } of sizes) {
        await page.setViewportSize(viewport);
        found.push([device, await sideways(page, viewport.width, 200)]);
      }
      extra.set(path, found);
    }
    await page.close();
  };
  await Promise.all([walk(), walk(), walk()]);
  const wide: Record<Setting, string[]> = { narrow: [], phone: [], desktop: [] };
  for (const path of paths)
    for (const [setting, pixels] of extra.get(path)!) if (pixels > 0) wide[setting].push(`${path}: ${pixels} px`);
  return wide;
}
let walked: Promise<Record<Setting, string[]>> | undefined;
/** The walk of `wideRoutes`, made once for the tests that read it. */
const wideAtEachSize = () => (walked ??= wideRoutes());

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
  // One walk serves the three sizes (see wideRoutes), in three tabs side by side: about 50 pages
  // each loaded once, 0.15 s a page alone, more while the other worker's file runs.
  const visitsAll = 240_000;
  it.concurrent('no page scrolls sideways at 320 px', { timeout: visitsAll }, async ({ expect }) => {
    expect((await wideAtEachSize()).narrow).toEqual([]);
  });

  it.concurrent.for(sizes)(
    'no page scrolls sideways with 200 % text at $device width',
    { timeout: visitsAll },
    async ({ device }, { expect }) => {
      expect((await wideAtEachSize())[device]).toEqual([]);
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
