import { describe, expect, it } from 'vitest';
import { answerEmail, fillContact, formOf, ok, open, useRequestPage } from './requestPage.js';

const state = useRequestPage();

describe('a cart tampered with in sessionStorage', () => {
  it('shows and sends the built prices and names, whole quantities from 1 to 999 only, and stores ids and quantities', async () => {
    const { page } = state;
    await answerEmail(state, ok);
    await open(page, '/');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'cart:v1',
        JSON.stringify([
          {
            id: 'essentiel',
            name: 'Essentiel offert',
            price: -481,
            period: '/an',
            description: 'x',
            features: [],
            quantity: 2,
          },
          { id: 'equipe', quantity: 1e21 },
          { id: 'premium', quantity: 0.01 },
          { id: 'w78h', quantity: -3 },
          { id: 'inconnu', name: 'Standard pirate', price: 1, quantity: 1 },
        ]),
      ),
    );
    await page.reload();
    await expect
      .poll(() => page.locator('.navbar [data-cart-button]').getAttribute('aria-label'))
      .toBe('Panier, 2 articles');
    // The drawer's code arrives on its first opening: what it shows is read once it is open.
    await page.locator('.navbar [data-cart-button]').click();
    const drawer = page.getByRole('dialog', { name: 'Panier' });
    await drawer.waitFor();
    expect(await drawer.locator('.cart-line h3').allTextContents()).toEqual(['Essentiel']);
    expect(await drawer.locator('.drawer-totals').textContent()).toBe('Total mensuel38\u00a0€/mois');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart:v1')!))).toEqual([
      { id: 'essentiel', quantity: 2 },
    ]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await fillContact(page, 'quote');
    await formOf(page, 'quote').getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect.poll(() => state.bodies.length).toBe(1);
    const summary = state.bodies[0]!.template_params.cart_summary!;
    expect(summary).toMatch(/^- Essentiel × 2 : 19\u00a0€ \/mois\/utilisateur\n/);
    expect(summary).toContain('Total mensuel estimé : 38\u00a0€/mois');
    expect(summary).not.toMatch(/pirate|offert|-481/);
  });

  it('keeps a quantity at 999 however often more is asked', async () => {
    const { page } = state;
    await open(page, '/');
    await page.evaluate(() => sessionStorage.setItem('cart:v1', JSON.stringify([{ id: 'equipe', quantity: 999 }])));
    await page.reload();
    await page.locator('.navbar [data-cart-button]').click();
    await page.getByRole('button', { name: 'Augmenter la quantité de Équipe' }).click();
    expect(await page.locator('.drawer .quantity-value').textContent()).toBe('999');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart:v1')!))).toEqual([
      { id: 'equipe', quantity: 999 },
    ]);
  });
});
