import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
const tabs = keptTabs((viewport) => browser.newPage({ viewport }));

const drawer = (page: Page) => page.getByRole('dialog', { name: /Panier/ });

/** Clicks a card's add button, waits for the drawer, and closes it unless `keepOpen`. */
async function addFrom(page: Page, card: Locator, { keepOpen = false } = {}): Promise<void> {
  await card.locator('button.add-to-cart').click();
  await expect.poll(() => drawer(page).isVisible()).toBe(true);
  if (!keepOpen) {
    await drawer(page).getByRole('button', { name: 'Fermer le panier' }).click();
    await expect.poll(() => drawer(page).isVisible()).toBe(false);
  }
}

/** Whether the centre of `control` is the control itself, not something drawn over it (a toast). */
function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/**
 * Four kinds of line from three pages: a plan, a fibre offer from the home page and again from the
 * fibre page (its own name there), equipment rented with the plan, and a product bought from the
 * catalogue. Leaves the drawer open on the fibre page.
 */
async function fillCart(page: Page): Promise<{ fibreName: string }> {
  await page.goto(baseUrl + '/');
  await addFrom(page, page.locator('#offres .plan-card').first());
  const homeFibre = page.locator('#fibre .plan-card').first();
  const fibreName = (await homeFibre.locator('h3').textContent()) ?? '';
  await addFrom(page, homeFibre);
  await addFrom(page, page.locator('#equipements .equipment-card:has(.price-terms)').first());
  await page.goto(baseUrl + '/equipements');
  await addFrom(page, page.locator('.product-card').first());
  await page.goto(baseUrl + '/fibre-professionnelle');
  await addFrom(page, page.locator('#offres-fibre .plan-card').first(), { keepOpen: true });
  return { fibreName };
}

/**
 * The three cases of a width read one cart, filled once (five pages, five offers: 4 s a fill),
 * in the order written: the confirmation as the fill leaves it first, then the lines.
 */
describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
])('the cart on a %s', (_, viewport) => {
  let page: Page;
  let fibreName = '';
  // Filled by the first case that runs (expect.poll, which waits for the drawer, runs in a case).
  let filling: Promise<void> | undefined;
  const filled = () =>
    (filling ??= (async () => {
      page = await tabs.take(viewport);
      ({ fibreName } = await fillCart(page));
    })());
  afterAll(async () => {
    if (page) await tabs.release(page);
  });
  /** The drawer open again on the page where the cart was filled. */
  async function openDrawer(): Promise<void> {
    await filled();
    if (await drawer(page).isVisible()) return;
    await page.locator('.navbar [data-cart-button]').click();
    await expect.poll(() => drawer(page).isVisible()).toBe(true);
  }

  it('shows one confirmation in the drawer, and no toast covers a line', async () => {
    await filled();
    expect(await drawer(page).locator('.toast').count()).toBeLessThanOrEqual(1);
    expect(await drawer(page).locator('.cart-line-added').count()).toBe(1);
    for (const line of await drawer(page).locator('.cart-line').all()) {
      for (const action of ['remove', 'decrease', 'increase']) {
        const control = line.locator(`[data-action="${action}"]`);
        await control.scrollIntoViewIfNeeded();
        expect(await reachable(control), `${action} of « ${await line.locator('h3').textContent()} »`).toBe(true);
      }
    }
    await drawer(page).getByRole('button', { name: 'Fermer le panier' }).click();
    // Back on the page, the confirmation may finish its time in the corner: on a phone, alone.
    if (viewport === viewports.phone)
      expect(await page.locator('.toaster .toast:visible').count()).toBeLessThanOrEqual(1);
  });

  it('holds one line for a fibre offer added from two pages, its quantity raised', async () => {
    await openDrawer();
    const fibreLines = drawer(page).locator('.cart-line', { has: page.getByRole('heading', { name: fibreName }) });
    expect(await fibreLines.count()).toBe(1);
    expect(await fibreLines.locator('.quantity-value').textContent()).toBe('2');
    expect(await drawer(page).locator('.cart-line').count()).toBe(4);
  });

  it('keeps rented and bought equipment apart, each said for what it is', async () => {
    await openDrawer();
    const monthly = drawer(page).getByRole('list', { name: /Chaque mois/ });
    const once = drawer(page).getByRole('list', { name: /Une seule fois/ });
    expect(await monthly.locator(':scope > .cart-line').count()).toBe(3);
    expect(await once.locator(':scope > .cart-line').count()).toBe(1);
    expect(await monthly.locator('.cart-line-price').allTextContents()).toContainEqual(
      expect.stringMatching(/en location$/),
    );
    expect(await once.locator('.cart-line-price').textContent()).toMatch(/HT, achat \(paiement unique\)$/);
    // The cards the lines came from say the same.
    await page.goto(baseUrl + '/');
    const rented = page.locator('#equipements .equipment-card:has(.price-terms)').first();
    expect(await rented.locator('.price-terms').textContent()).toMatch(/location/i);
    await page.goto(baseUrl + '/equipements');
    expect(await page.locator('.product-card .price-terms').first().textContent()).toMatch(/achat/i);
  });
});

describe('toasts on a phone', () => {
  it('show the newest only, leaving the page’s buttons free', async () => {
    const page = await tabs.take(viewports.phone);
    await page.goto(baseUrl + '/');
    const included = page.locator('#equipements .equipment-card:not(:has(.price-terms))').first();
    for (let times = 0; times < 3; times++) await included.locator('button.add-to-cart').click();
    await expect.poll(() => page.locator('.toaster .toast').count()).toBe(3);
    expect(await page.locator('.toaster .toast:visible').count()).toBe(1);
    await tabs.release(page);
  });
});
