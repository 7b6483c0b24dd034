import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { focused, tabTo } from './keyboard.js';

// Issue 42, item 5: the « Questions fréquentes » of the offer pages open and close by keyboard.
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** Whether each question of the section is open, in order. */
const openStates = (page: Page) =>
  page.locator('#questions-frequentes details').evaluateAll((items) => items.map((item) => item.hasAttribute('open')));

describe.each(['/standard-telephonique-virtuel', '/fibre-professionnelle'])('the questions of %s', (path) => {
  it('are reached with Tab, the question read as its name; Enter opens it, Space closes it', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(baseUrl + path);
    const summaries = page.locator('#questions-frequentes summary');
    // As focused() names them: every space, the no-break one before « ? » included, a plain space.
    const [first, second] = (await summaries.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
    await page.locator('#questions-frequentes').evaluate((section) => {
      // Start the walk just before the section: the page's other controls have their own tests.
      const before = section.previousElementSibling?.querySelector<HTMLElement>('h2');
      before?.setAttribute('tabindex', '-1');
      before?.focus();
    });
    await tabTo(page, `summary ${first}`, { max: 20 });
    const states = await openStates(page);
    expect(states.length).toBeGreaterThanOrEqual(6);
    expect(states.every((open) => !open)).toBe(true);
    const answer = page.locator('#questions-frequentes .faq-answer').first();
    expect(await answer.isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    expect((await openStates(page))[0]).toBe(true);
    expect(await answer.isVisible()).toBe(true);
    expect(await focused(page)).toBe(`summary ${first}`);
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring).toBe('solid');

    await page.keyboard.press('Space');
    expect((await openStates(page))[0]).toBe(false);
    expect(await answer.isVisible()).toBe(false);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`summary ${second}`);
    await page.close();
  });
});
