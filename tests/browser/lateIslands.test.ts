import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { announcements, focused, recordAnnouncements, tabTo } from './keyboard.js';

// The cart drawer and the eligibility dialog are loaded on their first opening, not with the page
// (first-load JavaScript stays within 15 KB gzip). Here their code takes 2 s to arrive, as on a slow
// phone connection: the request that asked for them must not be lost, and focus must land inside.
const baseUrl = inject('baseUrl');
const lateBy = 2000;
/** Long enough for a chunk held `lateBy` on a loaded machine. */
const patience = { timeout: 15_000, interval: 100 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

describe('islands whose code arrives 2 s after the click', () => {
  let context: BrowserContext;
  let page: Page;
  /** Scripts requested after the page had loaded, each held back `lateBy`. */
  let held: string[];
  beforeEach(async () => {
    context = await browser.newContext({ viewport: viewports.phone });
    page = await context.newPage();
    held = [];
  });
  afterEach(() => context.close());

  async function openSlowly(path: string): Promise<void> {
    await page.goto(baseUrl + path);
    await page.waitForLoadState('networkidle');
    await recordAnnouncements(page);
    await page.route(/\.js$/, async (route) => {
      held.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, lateBy));
      await route.continue();
    });
  }

  it('adding by keyboard counts the item at once, then opens the drawer with focus inside and says it once', async () => {
    await openSlowly('/');
    await tabTo(page, 'button Ajouter Essentiel au panier');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.navbar [data-cart-button]').getAttribute('aria-label'))
      .toBe('Panier, 1 article');
    const drawer = page.getByRole('dialog', { name: 'Panier' });
    await expect.poll(() => focused(page), patience).toBe('button Fermer le panier');
    expect(held.length).toBeGreaterThan(0);
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
    await expect.poll(() => focused(page), patience).toBe('button Fermer le panier');
    expect(held.length).toBeGreaterThan(0);
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
    await expect.poll(() => dialog.isVisible(), patience).toBe(true);
    expect(held.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatch(/^button Tester mon éligibilité/);
  });
});
