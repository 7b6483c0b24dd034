import type { Browser, ConsoleMessage, Page, Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { tabPool, type TabPool } from './tabPool.js';

const baseUrl = inject('baseUrl');
const routes = inject('routes');
let browser: Browser;
let tabs: TabPool;
beforeAll(async () => {
  browser = await launchChromium();
  tabs = tabPool(() => browser.newPage());
});
afterAll(() => browser.close());

/** The visible texts of the page as loaded, and the attributes read aloud or shown: labels, placeholders, titles. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [lang="en"]')) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });

/** French typography of visible text: non-breaking space before : ; ! ? % €, typographic apostrophe. */
const typographyFaults = (texts: string[]) =>
  texts.flatMap((text) => {
    const problems: string[] = [];
    for (const match of text.matchAll(/ [:;!?%€]/g))
      problems.push(`space before "${match[0].trim()}" in "${text.trim().slice(0, 80)}"`);
    for (const match of text.matchAll(/\p{L}'\p{L}/gu))
      problems.push(`straight apostrophe "${match[0]}" in "${text.trim().slice(0, 80)}"`);
    return problems;
  });

// A few pages at a time, each in a tab of the pool: most of a case is waiting for the network to be
// idle. One visit serves both gates: the typography is read as the page has loaded, before the wait.
describe.concurrent('every built page', () => {
  it.for(routes.filter((route) => route.file !== '404.html'))(
    '$path answers 200 with its own title, asks nothing of another host, and has no ordinary space before : ; ! ? % € and no straight apostrophe',
    async (route, { expect }) => {
      const foreign: string[] = [];
      const refused: string[] = [];
      const onConsole = (message: ConsoleMessage) =>
        message.text().includes('Content Security Policy') && refused.push(message.text());
      const onRequest = (request: Request) => {
        if (!request.url().startsWith(baseUrl)) foreign.push(request.url());
      };
      const texts = await tabs.use(async (page) => {
        page.on('console', onConsole);
        page.on('request', onRequest);
        try {
          const response = await page.goto(baseUrl + route.path);
          const texts = await visibleTexts(page);
          expect(response?.status()).toBe(200);
          const title = await page.title();
          expect(title.startsWith(route.title)).toBe(true);
          expect(await page.locator('h1').count()).toBe(1);
          await page.waitForLoadState('networkidle');
          return texts;
        } finally {
          page.off('console', onConsole);
          page.off('request', onRequest);
        }
      });
      expect(foreign).toEqual([]);
      expect(refused).toEqual([]);
      expect(typographyFaults(texts)).toEqual([]);
    },
  );
});

describe('the not-found page', () => {
  it('answers 404, says so, links home and logs the missing path', async () => {
    const page = await browser.newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const response = await page.goto(`${baseUrl}/cette-page-n-existe-pas`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => logs.join('\n')).toContain('/cette-page-n-existe-pas');
    expect(await page.locator('.not-found-code').textContent()).toBe('404');
    expect(await page.locator('h1').textContent()).toBe('Oops! Page not found');
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });

  // The not-found page's own text, read at the address it is served under.
  it.for(routes.filter((route) => route.file === '404.html'))(
    '/404 has no ordinary space before : ; ! ? % € and no straight apostrophe',
    async (_route, { expect }) => {
      const texts = await tabs.use(async (page) => {
        await page.goto(`${baseUrl}/404`);
        return visibleTexts(page);
      });
      expect(typographyFaults(texts)).toEqual([]);
    },
  );
});
