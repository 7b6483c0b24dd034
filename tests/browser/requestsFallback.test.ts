import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { answerEmail, fillContact, formOf, formPages, lastToast, ok, open, useRequestPage } from './requestPage.js';

const state = useRequestPage();
const mailtoLimit = 2000;
const submit = (page: Page, kind: 'quote' | 'demo') =>
  formOf(page, kind)
    .getByRole('button', { name: kind === 'quote' ? 'Envoyer la demande' : 'Demander une démo' })
    .click();
const mailLink = async (page: Page, kind: 'quote' | 'demo') =>
  (await formOf(page, kind).getByRole('link', { name: 'ouvrez ce message' }).getAttribute('href'))!;
const cartLabel = (page: Page) => page.locator('.navbar [data-cart-button]').getAttribute('aria-label');
/** 1,999 characters whose 1,800th falls inside an emoji, as a visitor could paste. */
const emojiMessage = 'a'.repeat(1799) + '😀'.repeat(100);

/** Numbers a visitor from across the border or overseas types, in their own country's spacing. */
const foreignNumbers = [
  '+352 621 123 456',
  '+49 761 1234567',
  '+41 61 123 45 67',
  '+32 2 123 45 67',
  '+33 (0)6 12 34 56 78',
  '+262 692 12 34 56',
];
/**
 * Both forms check and send the number through the same fields (`client/requests/fields.ts`):
 * the quote form is tried with every spelling, the demo form with a foreign and an overseas one.
 */
const numbersOf = { quote: foreignNumbers, demo: [foreignNumbers[0]!, foreignNumbers.at(-1)!] };

describe.each(formPages)('the %s form', (kind, path) => {
  it.each(numbersOf[kind])('sends the foreign or overseas number %s as typed', async (number) => {
    const { page } = state;
    await answerEmail(state, ok);
    await open(page, path);
    await fillContact(page, kind, { 'Téléphone *': number });
    await submit(page, kind);
    await expect.poll(() => state.bodies.length).toBe(1);
    expect(state.bodies[0]!.template_params.telephone).toBe(number);
  });

  it('opens the mail client when the e-mail service never answers, after 10 s', async () => {
    const { page } = state;
    await answerEmail(state, () => new Promise<void>(() => undefined));
    await open(page, path);
    await fillContact(page, kind);
    await submit(page, kind);
    await expect.poll(() => state.bodies.length).toBe(1);
    await page.clock.runFor(9_000);
    expect(await formOf(page, kind).locator('button[type="submit"]').textContent()).toBe('Envoi en cours…');
    await page.clock.runFor(1_500);
    expect(new URL(await mailLink(page, kind)).searchParams.get('body')).toContain('Entreprise : ACME');
    expect(await formOf(page, kind).locator('button[type="submit"]').textContent()).not.toBe('Envoi en cours…');
  });

  it('never splits an emoji nor cuts silently: the link holds a shortened text that says so, the notice the whole one to copy or download', async () => {
    const { page } = state;
    await answerEmail(state, (route) => route.fulfill({ status: 500, body: 'Server error' }));
    await open(page, path);
    await fillContact(page, kind);
    await formOf(page, kind).getByLabel('Message').fill(emojiMessage);
    await submit(page, kind);
    const link = await mailLink(page, kind);
    expect(link.length).toBeLessThanOrEqual(mailtoLimit);
    const shortBody = new URL(link).searchParams.get('body')!; // throws on a split character
    expect(shortBody).toMatch(
      /\[…\] Demande abrégée : la version complète est à copier ou à télécharger sur le site\.$/,
    );
    expect(await formOf(page, kind).getByRole('status').textContent()).toContain(
      'Votre demande est trop longue pour un lien e-mail\u00a0: votre messagerie a dû s’ouvrir avec une version abrégée.',
    );
    const full = await formOf(page, kind).getByLabel('Demande complète').inputValue();
    expect(full).toContain(`Message : ${emojiMessage}`);
    expect(full).toContain('Entreprise : ACME');
    await formOf(page, kind).getByRole('button', { name: 'Copier la demande' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(full);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      formOf(page, kind).getByRole('link', { name: 'Télécharger la demande (.txt)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(kind === 'quote' ? 'demande-de-devis.txt' : 'demande-de-demo.txt');
    expect(await readFile((await download.path())!, 'utf8')).toBe(full);
  });

  it('says what happened once after a hand-off to the mail client: the notice, no toast', async () => {
    const { page } = state;
    await answerEmail(state, (route) => route.fulfill({ status: 403, body: 'Forbidden' }));
    await open(page, path);
    await fillContact(page, kind);
    await submit(page, kind);
    await expect
      .poll(() => formOf(page, kind).getByRole('status').textContent())
      .toMatch(/^Votre messagerie a dû s’ouvrir avec votre demande pré-remplie\./);
    expect(await lastToast(page)).toBeUndefined();
  });
});

/** Adds the first `count` products of the home page, closing the drawer after each (DOM clicks: the toasts pile up over the buttons). */
async function addProducts(page: Page, count: number): Promise<void> {
  const buttons = page.locator('[data-island] button.add-to-cart');
  for (let index = 0; index < count; index++) {
    await buttons.nth(index).evaluate((button: HTMLButtonElement) => button.click());
    await page
      .getByRole('button', { name: 'Fermer le panier', includeHidden: true })
      .evaluate((button: HTMLButtonElement) => button.click());
  }
}

describe('the quote form with a big cart', () => {
  it('keeps the cart until the complete request has left by download, and the link never drops it silently', async () => {
    const { page } = state;
    await answerEmail(state, (route) => route.abort('internetdisconnected'));
    await open(page, '/');
    await addProducts(page, 13);
    const label = await cartLabel(page);
    const lines = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart:v1') ?? '[]').length);
    expect(lines).toBeGreaterThanOrEqual(12);
    await fillContact(page, 'quote');
    expect(await formOf(page, 'quote').locator('.quote-cart').textContent()).toMatch(
      /^Votre panier\u00a0: \d+ articles, envoyés avec la demande\.Voir le panier$/,
    );
    await formOf(page, 'quote').getByLabel('Message').fill('Nous avons trois sites. '.repeat(40));
    await submit(page, 'quote');
    const link = await mailLink(page, 'quote');
    expect(link.length).toBeLessThanOrEqual(mailtoLimit);
    expect(await cartLabel(page)).toBe(label);
    const full = await formOf(page, 'quote').getByLabel('Demande complète').inputValue();
    const names = await page.locator('.drawer .cart-line h3').allTextContents();
    for (const name of names) expect(full).toContain(`- ${name} × 1`);
    expect(full).toContain('Total mensuel estimé');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      formOf(page, 'quote').getByRole('link', { name: 'Télécharger la demande (.txt)' }).click(),
    ]);
    expect(await readFile((await download.path())!, 'utf8')).toBe(full);
    await expect.poll(() => cartLabel(page)).toBe('Panier, vide');
  });

  it('empties the cart once the complete request is copied', async () => {
    const { page } = state;
    await answerEmail(state, (route) => route.fulfill({ status: 429, body: 'Too Many Requests' }));
    await open(page, '/');
    await addProducts(page, 12);
    await fillContact(page, 'quote');
    await formOf(page, 'quote').getByLabel('Message').fill('x'.repeat(1500));
    await submit(page, 'quote');
    await formOf(page, 'quote').getByRole('button', { name: 'Copier la demande' }).click();
    await expect.poll(() => cartLabel(page)).toBe('Panier, vide');
    expect(await formOf(page, 'quote').getByRole('status').textContent()).toContain('Demande copiée.');
  });

  it('shows what will be sent, and opens the drawer from there', async () => {
    const { page } = state;
    await open(page, '/');
    await fillContact(page, 'quote');
    expect(await formOf(page, 'quote').locator('.quote-cart').textContent()).toBe(
      'Votre panier\u00a0: vide.Voir le panier',
    );
    await addProducts(page, 2);
    expect(await formOf(page, 'quote').locator('.quote-cart').textContent()).toBe(
      'Votre panier\u00a0: 2 articles, envoyés avec la demande.Voir le panier',
    );
    // A DOM click: the drawer opening over the button during Playwright's click made it take the
    // click as intercepted and retry it until its timeout, the drawer open all along.
    await formOf(page, 'quote')
      .getByRole('button', { name: 'Voir le panier' })
      .evaluate((button: HTMLButtonElement) => button.click());
    await expect.poll(() => page.getByRole('dialog', { name: /Panier/ }).isVisible()).toBe(true);
  });
});
