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
  it('are sampled for the axe, html-validate and typography gates: two towns and a letter page of every département', () => {
    const departements = inject('townDepartements');
    expect(departements.length).toBeGreaterThan(0);
    expect(departements).not.toContain('');
    const covered = (kind: string) =>
      [...new Set(sample.filter((page) => page.kind === kind).map((page) => page.departement))].sort();
    expect(covered('town')).toEqual(departements);
    expect(covered('index')).toEqual(departements);
    for (const departement of departements)
      expect(
        sample.filter((page) => page.kind === 'town' && page.departement === departement).length,
      ).toBeLessThanOrEqual(2);
    expect(inject('routes').map((route) => route.path)).toEqual(
      expect.arrayContaining(sample.map((page) => page.path)),
    );
  });

  it('lead from the home page to a town in three clicks: département, letter, town', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await page
      .getByRole('navigation', { name: 'Zones d’intervention' })
      .getByRole('link', { name: 'Moselle', exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/moselle`);
    await page.locator('.town-letters').getByRole('link', { name: /^S \(/ }).click();
    await page.waitForURL(`${baseUrl}/communes/moselle/s`);
    await page.getByRole('link', { name: 'Sarreguemines', exact: true }).click();
    await page.waitForURL(`${baseUrl}/sarreguemines`);
    expect(await page.locator('h1').textContent()).toBe('Téléphonie d’entreprise à Sarreguemines');
    // Its facts first (issue 31), then the towns of its intercommunalité and its département.
    expect(await page.locator('dt').first().textContent()).toBe('Population');
    const nearby = page.getByRole('navigation', { name: 'Autour de Sarreguemines' });
    expect(await nearby.getByRole('link').last().getAttribute('href')).toBe('/moselle');
    expect(await nearby.getByRole('link').count()).toBeGreaterThan(3);
    await page.close();
  });
});
