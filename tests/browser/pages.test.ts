import type { Browser, ConsoleMessage, Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { tabPool, type TabPool } from './tabPool.js';

const baseUrl = inject('baseUrl');
const pages = inject('routes').filter((route) => route.file !== '404.html');
let browser: Browser;
let tabs: TabPool;
beforeAll(async () => {
  browser = await launchChromium();
  tabs = tabPool(() => browser.newPage());
});
afterAll(() => browser.close());

// A few pages at a time, each in a tab of the pool: most of a case is waiting for the network to be idle.
describe.concurrent('every built page', () => {
  it.for(pages)('$path answers 200 with its own title, and asks nothing of another host', async (route, { expect }) => {
    const foreign: string[] = [];
    const refused: string[] = [];
    const onConsole = (message: ConsoleMessage) =>
      message.text().includes('Content Security Policy') && refused.push(message.text());
    const onRequest = (request: Request) => {
      if (!request.url().startsWith(baseUrl)) foreign.push(request.url());
    };
    await tabs.use(async (page) => {
      page.on('console', onConsole);
      page.on('request', onRequest);
      try {
        const response = await page.goto(baseUrl + route.path);
        expect(response?.status()).toBe(200);
        const title = await page.title();
        expect(title.startsWith(route.title)).toBe(true);
        expect(await page.locator('h1').count()).toBe(1);
        await page.waitForLoadState('networkidle');
      } finally {
        page.off('console', onConsole);
        page.off('request', onRequest);
      }
    });
    expect(foreign).toEqual([]);
    expect(refused).toEqual([]);
  });
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
});
