import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';
import { expectFocus, tabTo } from './keyboard.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
const tabs = keptTabs((viewport) => browser.newPage({ viewport }));

/** How far below the fixed bar's bottom edge the heading of section `id` sits (px). */
const headingGap = (page: Page, id: string) =>
  page.evaluate((target) => {
    const heading = document.getElementById(target)!.querySelector('h2')!;
    return Math.round(
      heading.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom,
    );
  }, id);

/** Whether the heading of section `id` ends up 0 to 24 px under the bar (smooth scrolling takes a moment). */
async function expectJustUnderBar(page: Page, id: string): Promise<void> {
  await expect
    .poll(() => headingGap(page, id), { timeout: 10_000, message: `#${id}` })
    .toSatisfy((gap: number) => gap >= 0 && gap <= 24);
}

const sizes = Object.entries(viewports).map(([device, viewport]) => ({ device, viewport }));

describe.each(sizes)('where the page scrolls to, at $device width', ({ device, viewport }) => {
  /** Opens the home page and, on a phone, the menu; gives the navigation's links to sections of the page. */
  async function openNavigation(page: Page): Promise<{ label: string; id: string }[]> {
    await page.goto(`${baseUrl}/`);
    if (device === 'phone') {
      await tabTo(page, 'button Ouvrir le menu');
      await page.keyboard.press('Enter');
    }
    const scope = device === 'phone' ? '#mobile-menu-panel' : '.navbar-links';
    return page
      .locator(`${scope} a[href^="/#"]`)
      .evaluateAll((links) =>
        links.map((link) => ({ label: link.textContent!, id: link.getAttribute('href')!.slice(2) })),
      );
  }

  it('a section reached from the navigation has its heading just under the fixed bar', async () => {
    const page = await tabs.take(viewport);
    const entries = await openNavigation(page);
    expect(entries.length).toBeGreaterThan(2);
    for (const [index, entry] of [entries[0]!, entries.at(-1)!].entries()) {
      if (index > 0) await openNavigation(page);
      await tabTo(page, `a ${entry.label}`);
      await page.keyboard.press('Enter');
      await expectJustUnderBar(page, entry.id);
    }
    await tabs.release(page);
  });

  it('a section reached by its address from another page has its heading just under the bar', async () => {
    const page = await tabs.take(viewport);
    await page.goto(`${baseUrl}/cgv`);
    await page.goto(`${baseUrl}/#contact`);
    await expectJustUnderBar(page, 'contact');
    await tabs.release(page);
  });

  it('a field the keyboard reaches while it sits under the bar is scrolled out from under it', async () => {
    const page = await tabs.take(viewport);
    await page.goto(`${baseUrl}/`);
    const [first, second] = await page
      .locator('#contact form input')
      .evaluateAll((inputs) => inputs.slice(0, 2).map((input) => input.id));
    // The second field sits just under the bar's top edge, the first one hidden above it.
    await page.evaluate(
      (id) => {
        const field = document.getElementById(id)!;
        window.scrollBy({ top: field.getBoundingClientRect().top - 20, behavior: 'instant' });
        field.focus();
      },
      device === 'phone' ? second! : first!,
    );
    await page.keyboard.press(device === 'phone' ? 'Shift+Tab' : 'Tab');
    await expectFocus(page, /^input/);
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              document.activeElement!.getBoundingClientRect().top -
              document.querySelector('.navbar')!.getBoundingClientRect().bottom,
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(0);
    await tabs.release(page);
  });
});

describe('the back button', () => {
  it('has its whole focus ring on screen at 390 px', async () => {
    const page = await tabs.take(viewports.phone);
    await page.goto(`${baseUrl}/equipements`);
    await tabTo(page, 'a Retour');
    const ringLeft = await page.evaluate(() => {
      const active = document.activeElement!;
      const style = getComputedStyle(active);
      return active.getBoundingClientRect().left - parseFloat(style.outlineOffset) - parseFloat(style.outlineWidth);
    });
    expect(ringLeft).toBeGreaterThanOrEqual(0);
    await tabs.release(page);
  });
});
