import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { announcements, focused, recordAnnouncements, tabTo } from './keyboard.js';

// The cart drawer and the eligibility dialog are loaded on their first opening, not with the page
// (first-load JavaScript stays within 15 KB gzip). Here their code is held back until the test has
// seen what happens without it, as on a slow phone connection: the request that asked for them
// must not be lost, and focus must land inside once it arrives.
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

describe('islands whose code arrives late, after the click', () => {
  let context: BrowserContext;
  let page: Page;
  /** Scripts requested after the page had loaded, each held back until `release()`. */
  let held: string[];
  let release: () => void;
  beforeEach(async () => {
    context = await browser.newContext({ viewport: viewports.phone });
    page = await context.newPage();
    held = [];
  });
  afterEach(() => context.close());

  async function openSlowly(path: string): Promise<void> {
    await page.goto(baseUrl + path);
    // Idle first: whatever is held back from here on was asked for by the test's own click or key.
    await page.waitForLoadState('networkidle');
    await recordAnnouncements(page);
    const arrival = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      held.push(route.request().url());
      await arrival;
      await route.continue();
    });
  }

  /** Waits until the island's code has been asked for, then lets it arrive. */
  async function arrive(): Promise<void> {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release();
  }

  it('adding by keyboard counts the item at once, then opens the drawer with focus inside and says it once', async () => {
    await openSlowly('/');
    await tabTo(page, 'button Ajouter Essentiel au panier');
    await page.keyboard.press('Enter');
    // Counted while the drawer's code is still held back: at once, not when it arrives.
    await expect
      .poll(() => page.locator('.navbar [data-cart-button]').getAttribute('aria-label'))
      .toBe('Panier, 1 article');
    await arrive();
    const drawer = page.getByRole('dialog', { name: 'Panier' });
    await expect.poll(() => focused(page)).toBe('button Fermer le panier');
    expect(await drawer.locator('.cart-line h3').allTextContents()).toEqual(['Essentiel']);
    await page.waitForTimeout(400);
    expect(await announcements(page)).toEqual(['Offre ajoutée\u00a0! Essentiel a été ajoutée à votre panier.']);

    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button Ajouter Essentiel au panier');
  });

  it('a click on the cart button is kept until the drawer arrives, and focus goes back to the button on close', async () => {
    await openSlowly('/cgv');
    const cartButton = page.locator('.navbar [data-cart-button]');
    await cartButton.click();
    await arrive();
    await expect.poll(() => focused(page)).toBe('button Fermer le panier');
    expect(await page.getByRole('dialog', { name: 'Panier' }).textContent()).toContain('Votre panier est vide');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button Panier, vide');
  });

  it('the eligibility dialog asked for by keyboard opens when its code arrives, focus inside', async () => {
    await page.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checker</title>' }),
    );
    await openSlowly('/fibre-professionnelle');
    await page.getByRole('button', { name: 'Tester mon éligibilité' }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Test d’éligibilité fibre' });
    await arrive();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatch(/^button Tester mon éligibilité/);
  });
});
