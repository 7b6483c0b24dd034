import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { watchConsole } from './consoleFaults.js';
import { launchChromium } from './chromium.js';

// Issue 43, item 2: the help centre's search (Pagefind), in French, loaded on the field's first focus.
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** A word as a hurried visitor types it: lower case, no accent. */
function withoutAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/** The longest accented word (six letters or more) of the help centre's article titles, with the title it is from. */
async function accentedTitleWord(page: Page): Promise<{ word: string; title: string; href: string }> {
  const links = await page
    .locator('.help-links a')
    .evaluateAll((anchors) => anchors.map((a) => ({ title: a.textContent ?? '', href: a.getAttribute('href')! })));
  expect(links.length).toBeGreaterThanOrEqual(12);
  const words = links.flatMap((link) =>
    link.title
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 6 && withoutAccents(word) !== word.toLowerCase())
      .map((word) => ({ word, ...link })),
  );
  expect(words.length).toBeGreaterThan(0);
  return words.sort((a, b) => b.word.length - a.word.length)[0]!;
}

describe('the help centre’s search', () => {
  it('loads nothing of Pagefind before focus, finds an article’s title word with and without accents, says the count, and leads to it by keyboard', async () => {
    const page = await browser.newPage();
    const faults = watchConsole(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/centre-aide`);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");

    const { word, title, href } = await accentedTitleWord(page);
    const field = page.getByRole('searchbox', { name: 'Rechercher dans l’aide' });
    await expect.poll(() => field.getAttribute('placeholder')).toBe('Rechercher dans l’aide...');
    const status = page.locator('#help-search-status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    const results = page.locator('.search-results li');

    for (const typed of [word.toLowerCase(), withoutAccents(word)]) {
      await field.focus();
      await field.fill(typed);
      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^\d+ résultats?$/);
      const count = Number((await status.textContent())!.split(' ')[0]);
      expect(count).toBeGreaterThan(0);
      expect(await results.count()).toBe(Math.min(count, 10));
      const found = await results.evaluateAll((items) =>
        items.map((item) => ({
          href: item.querySelector('a')?.getAttribute('href'),
          title: item.querySelector('a')?.textContent,
          excerpt: item.querySelector('p')?.textContent ?? '',
          marks: item.querySelectorAll('p mark').length,
        })),
      );
      expect(found.map((hit) => hit.href)).toContain(href);
      const hit = found.find((candidate) => candidate.href === href)!;
      expect(hit.title).toBe(title);
      expect(hit.excerpt.length).toBeGreaterThan(20);
      expect(found.some((candidate) => candidate.marks > 0)).toBe(true);
    }
    expect(fetched.some((path) => path === '/pagefind/pagefind.js')).toBe(true);
    expect(fetched.some((path) => path.endsWith('.pagefind'))).toBe(true);

    // Down from the field to the results, then Enter on the article's link.
    const index = await results.evaluateAll(
      (items, target) => items.findIndex((item) => item.querySelector('a')?.getAttribute('href') === target),
      href,
    );
    await field.focus();
    for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    await Promise.all([page.waitForURL(`${baseUrl}${href}`), page.keyboard.press('Enter')]);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(faults).toEqual([]);
    await page.close();
  });

  it('says so in the live region when nothing is found', async () => {
    const page = await browser.newPage();
    const faults = watchConsole(page);
    await page.goto(`${baseUrl}/centre-aide`);
    const field = page.getByRole('searchbox', { name: 'Rechercher dans l’aide' });
    await field.focus();
    await field.fill('xqzwvk');
    await expect
      .poll(() => page.locator('#help-search-status').textContent(), { timeout: 15_000 })
      .toBe('Aucun résultat pour «\u00a0xqzwvk\u00a0»');
    expect(await page.locator('.search-results').count()).toBe(0);
    expect(faults).toEqual([]);
    await page.close();
  });
});
