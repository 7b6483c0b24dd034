import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.js';

const baseUrl = inject('baseUrl');
const outDir = inject('outDir');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** The built pages that hold a table (the comparisons, the catalogue's specifications, Markdown tables). */
async function pagesWithTables(): Promise<string[]> {
  const pages: string[] = [];
  for (const route of inject('routes')) {
    const html = await readFile(path.join(outDir, route.file), 'utf8');
    if (html.includes('<table')) pages.push(route.path);
  }
  return pages;
}

/** Words of table cells that the layout cut across two lines: « Installatio|n ». */
function cutWords(): string[] {
  const cut: string[] = [];
  for (const cell of document.querySelectorAll('main th, main td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) cut.push(`${match[0]} (in « ${cell.textContent?.trim().slice(0, 60)} »)`);
      }
    }
  }
  return cut;
}

describe('tables on a phone', () => {
  it('exist on the site (the comparisons, the catalogue)', async () => {
    expect((await pagesWithTables()).length).toBeGreaterThan(0);
  });

  for (const width of [390, 320]) {
    it(`cut no word in two at ${width} px, and the page does not scroll sideways`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const found: string[] = [];
      for (const address of await pagesWithTables()) {
        await page.goto(baseUrl + address);
        found.push(...(await page.evaluate(cutWords)).map((word) => `${address}: ${word}`));
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        if (sideways) found.push(`${address}: the page scrolls sideways`);
      }
      await page.close();
      expect(found).toEqual([]);
    }, 120_000);
  }
});
