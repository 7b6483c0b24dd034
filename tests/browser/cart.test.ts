import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
const tabs = keptTabs((viewport) => browser.newPage({ viewport }));
beforeEach(async () => {
  page = await tabs.take(viewports.desktop);
});
afterEach(() => tabs.release(page));

async function open(path: string): Promise<void> {
  await page.goto(baseUrl + path);
}
const drawer = () => page.getByRole('dialog', { name: /Panier/ });
const cartButton = () => page.locator('.navbar [data-cart-button]');
const add = (name: string) => page.getByRole('button', { name: `Ajouter ${name} au panier` });
/** Title and text of the newest toast. */
const lastToast = async () => {
  const toast = page.locator('.toast').last();
  return [await toast.locator('.toast-title').textContent(), await toast.locator('.toast-description').textContent()];
};

describe('the cart', () => {
  it('adds a plan: drawer opens with the item, toast, badge and button name', async () => {
    await open('/');
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, vide');
    await add('Équipe').click();
    await expect.poll(() => drawer().isVisible()).toBe(true);
    expect(await drawer().getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Équipe']);
    expect(await drawer().textContent()).toContain('29\u00a0€ /mois/utilisateur');
    expect(await lastToast()).toEqual(['Offre ajoutée\u00a0!', 'Équipe a été ajoutée à votre panier.']);
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, 1 article');
    expect(await cartButton().locator('.cart-badge').textContent()).toBe('1');
  });

  it('increases, decreases, removes and clears, with totals that follow', async () => {
    await open('/');
    await add('FTTH pro 1Gb/s').click();
    await drawer().getByRole('button', { name: 'Augmenter la quantité de FTTH pro 1Gb/s' }).click();
    await drawer().getByRole('button', { name: 'Augmenter la quantité de FTTH pro 1Gb/s' }).click();
    await expect.poll(() => drawer().locator('.cart-line-total').textContent()).toBe('179,70\u00a0€');
    await expect.poll(() => drawer().locator('.drawer-totals').textContent()).toBe('Total mensuel179,70\u00a0€/mois');
    await drawer().getByRole('button', { name: 'Diminuer la quantité de FTTH pro 1Gb/s' }).click();
    await expect.poll(() => drawer().locator('.quantity-value').textContent()).toBe('2');
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, 2 articles');
    await drawer().getByRole('button', { name: 'Retirer FTTH pro 1Gb/s du panier' }).click();
    await expect.poll(() => drawer().textContent()).toContain('Votre panier est videAucune offre sélectionnée');
    expect(await cartButton().locator('.cart-badge').count()).toBe(0);

    await drawer().getByRole('button', { name: 'Fermer le panier' }).click();
    await add('Essentiel').click();
    await drawer().getByRole('button', { name: 'Vider le panier' }).click();
    await expect.poll(() => drawer().isVisible()).toBe(false);
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, vide');
  });

  it('shows four features and a toggle for the rest', async () => {
    await open('/');
    await add('Premium').click();
    const features = drawer().locator('.cart-line-features li');
    await expect.poll(() => features.count()).toBe(4);
    const more = drawer().getByRole('button', { name: '+ 4 autres...' });
    await more.click();
    await expect.poll(() => features.count()).toBe(8);
  });

  it('says « autre » in the singular when one feature is hidden', async () => {
    await open('/equipements');
    await page
      .locator('.product-card', { hasText: 'Yealink T33G' })
      .getByRole('button', { name: /Ajouter/ })
      .click();
    await drawer().getByRole('button', { name: '+ 1 autre...' }).click();
    await expect.poll(() => drawer().locator('.cart-line-features li').count()).toBe(5);
  });

  it('keeps the cart across pages and reloads', async () => {
    await open('/');
    await add('Essentiel').click();
    await drawer().getByRole('button', { name: 'Augmenter la quantité de Essentiel' }).click();
    await open('/cgv');
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, 2 articles');
    await page.reload();
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, 2 articles');
    await cartButton().click();
    await expect.poll(() => drawer().locator('.quantity-value').textContent()).toBe('2');
  });

  it('does not add the T33G, included in every plan, and says so', async () => {
    await open('/');
    await add('T33G').click();
    await expect
      .poll(lastToast)
      .toEqual(['Équipement inclus', expect.stringMatching(/^T33G est déjà inclus dans votre offre .+\.$/)]);
    expect(await drawer().isVisible()).toBe(false);
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, vide');
  });

  it('adds equipment with its monthly price in the toast', async () => {
    await open('/');
    await add('T46U').click();
    expect(await lastToast()).toEqual([
      'Équipement ajouté\u00a0!',
      'T46U a été ajouté à votre panier (5\u00a0€ HT/mois).',
    ]);
  });

  it('totals one-off purchases apart from the monthly total', async () => {
    await open('/equipements');
    await add('Yealink T46U').click();
    await drawer().getByRole('button', { name: 'Fermer le panier' }).click();
    await open('/');
    await add('Équipe').click();
    await expect.poll(() => drawer().isVisible()).toBe(true);
    const totals = await drawer().locator('.drawer-totals > div').allTextContents();
    expect(totals).toEqual(['Total mensuel29\u00a0€/mois', 'Paiement unique149\u00a0€']);
  });

  it('is a keyboard dialog: focus inside, trapped, Escape closes, focus back on the cart button', async () => {
    await open('/');
    await add('Premium').click();
    await open('/cgv');
    await cartButton().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer().isVisible()).toBe(true);
    const focusInDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog.drawer')));
    expect(await focusInDrawer()).toBe(true);
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-cart-button'))).toBe(true);
  });

  it('"Demander un devis" closes the drawer and brings the contact section into view from any page', async () => {
    await open('/');
    await add('Essentiel').click();
    await open('/cgv');
    await cartButton().click();
    await drawer().getByRole('link', { name: 'Demander un devis' }).click();
    await page.waitForURL(`${baseUrl}/#contact`);
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const box = document.getElementById('contact')!.getBoundingClientRect();
            return box.top >= 0 && box.top < window.innerHeight;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await drawer().isVisible()).toBe(false);
  });

  it('survives a corrupt stored cart', async () => {
    await open('/');
    await page.evaluate(() => sessionStorage.setItem('cart:v1', '{"broken"'));
    await page.reload();
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, vide');
    await add('Essentiel').click();
    expect(await cartButton().getAttribute('aria-label')).toBe('Panier, 1 article');
  });
});

describe('the mobile menu cart entry', () => {
  it('opens the drawer from the menu on a phone', async () => {
    await page.setViewportSize(viewports.phone);
    await open('/');
    await add('Essentiel').click();
    await drawer().getByRole('button', { name: 'Fermer le panier' }).click();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu mobile' })
      .getByRole('button', { name: 'Panier, 1 article' })
      .click();
    await expect.poll(() => drawer().isVisible()).toBe(true);
  });
});
