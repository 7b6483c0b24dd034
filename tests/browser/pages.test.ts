import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.js';

const baseUrl = inject('baseUrl');
const pages = inject('routes').filter((route) => route.file !== '404.html');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

// Each page has its own tab: they run a few at a time, as most of a case is waiting for the network to be idle.
describe.concurrent('every built page', () => {
  it.for(pages)('$path answers 200 with its own title, and asks nothing of another host', async (route, { expect }) => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    const refused: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) foreign.push(request.url());
    });
    const response = await page.goto(baseUrl + route.path);
    expect(response?.status()).toBe(200);
    const title = await page.title();
    expect(title.startsWith(route.title)).toBe(true);
    expect(await page.locator('h1').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(refused).toEqual([]);
    await page.close();
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
