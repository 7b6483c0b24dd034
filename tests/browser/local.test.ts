import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

describe('a local page', () => {
  it('shows the phone number masked until asked, then as a tel: link', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/strasbourg`);
    const card = page.locator('.local-contact .card').first();
    expect(await card.locator('.phone-masked').textContent()).toMatch(/••\u00a0••$/);
    expect(await card.locator('a[href^="tel:"]').count()).toBe(0);
    await card.getByRole('button', { name: 'Afficher le numéro' }).click();
    const link = card.locator('a[href^="tel:"]');
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.textContent()).toMatch(/^\d\d(\u00a0\d\d){4}$/);
    await page.close();
  });

  it('leads its call to action to the quote form with the request prefilled', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/haut-rhin`);
    await page.locator('#contact').getByRole('link', { name: 'Audit trinational gratuit' }).click();
    await page.waitForURL(/\/\?demande=.*#contact$/);
    const message = page.locator('#contact form').getByLabel('Message');
    await expect.poll(() => message.inputValue(), { timeout: 10_000 }).toBe('Audit trinational gratuit – Haut-Rhin');
    await page.close();
  });
});

describe('a sector page', () => {
  it('leads its extra button to the demo form with the reason prefilled', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/secteurs/finance`);
    await page.getByRole('link', { name: 'Demander un audit gratuit' }).click();
    await page.waitForURL(/\/secteurs\/finance\?demande=.*#demo-request$/);
    const message = page.locator('#demo-request form').getByLabel('Message');
    await expect
      .poll(() => message.inputValue(), { timeout: 10_000 })
      .toBe('Je souhaite un audit gratuit de ma téléphonie.');
    await page.close();
  });
});
