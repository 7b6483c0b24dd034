import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { tabPool, type TabPool } from './tabPool.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let tabs: TabPool;
beforeAll(async () => {
  browser = await launchChromium();
  tabs = tabPool(() => browser.newPage());
});
afterAll(() => browser.close());

/**
 * French typography of visible text: non-breaking space before : ; ! ? % €, typographic apostrophe.
 * A few pages at a time, each in a tab of the pool.
 */
describe.concurrent('French typography', () => {
  it.for(inject('routes'))(
    '$path has no ordinary space before : ; ! ? % € and no straight apostrophe',
    async (route, { expect }) => {
      const texts = await tabs.use(async (page) => {
        await page.goto(baseUrl + (route.file === '404.html' ? '/404' : route.path));
        return page.evaluate(() => {
          const found: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || parent.closest('script, style, [lang="en"]')) continue;
            found.push(node.textContent ?? '');
          }
          // Attributes read aloud or shown: labels, placeholders, titles.
          for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
            for (const name of ['aria-label', 'placeholder', 'title']) found.push(element.getAttribute(name) ?? '');
          }
          return found;
        });
      });
      const faults = texts.flatMap((text) => {
        const problems: string[] = [];
        for (const match of text.matchAll(/ [:;!?%€]/g))
          problems.push(`space before "${match[0].trim()}" in "${text.trim().slice(0, 80)}"`);
        for (const match of text.matchAll(/\p{L}'\p{L}/gu))
          problems.push(`straight apostrophe "${match[0]}" in "${text.trim().slice(0, 80)}"`);
        return problems;
      });
      expect(faults).toEqual([]);
    },
  );
});
