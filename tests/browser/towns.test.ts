import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.js';

const baseUrl = inject('baseUrl');
const sample = inject('townSample');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

describe('pages generated from content/local/towns.csv', () => {
  it('are sampled, at least fifty of them, for the axe, html-validate and typography gates', () => {
    expect(sample.length).toBeGreaterThanOrEqual(50);
    expect(inject('routes')).toEqual(expect.arrayContaining(sample));
  });

  it('lead from the home page to a town in three clicks: département, letter, town', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await page.getByRole('navigation', { name: 'Zones d’intervention' }).getByRole('link', { name: 'Moselle', exact: true }).click();
    await page.waitForURL(`${baseUrl}/moselle`);
    await page.locator('.town-letters').getByRole('link', { name: /^S \(/ }).click();
    await page.waitForURL(`${baseUrl}/communes/moselle/s`);
    await page.getByRole('link', { name: 'Sarreguemines', exact: true }).click();
    await page.waitForURL(`${baseUrl}/sarreguemines`);
    expect(await page.locator('h1').textContent()).toBe('Votre standard téléphonique d’entreprise à Sarreguemines');
    const nearby = page.getByRole('navigation', { name: 'Autour de Sarreguemines' });
    expect(await nearby.getByRole('link').first().getAttribute('href')).toBe('/moselle');
    expect(await nearby.getByRole('link').count()).toBeGreaterThan(3);
    await page.close();
  });
});
