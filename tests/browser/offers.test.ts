import type { Browser, Page } from 'playwright';
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

async function open(path: string, viewport = viewports.desktop): Promise<Page> {
  const page = await tabs.take(viewport);
  await page.goto(baseUrl + path);
  return page;
}

describe('the home page', () => {
  it('has its sections in the spec order, with their anchors', async () => {
    const page = await open('/');
    const ids = await page
      .locator('main > section[id]')
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(['offres', 'fibre', 'equipements', 'secteurs', 'studio-vocal', 'partenaires', 'contact']);
    await tabs.release(page);
  });

  it('shows the three plans with their prices, Équipe highlighted', async () => {
    const page = await open('/');
    const cards = page.locator('#offres .plan-card');
    expect(await cards.locator('h3').allTextContents()).toEqual(['Essentiel', 'Équipe', 'Premium']);
    expect(await cards.locator('.price strong').allTextContents()).toEqual(['19\u00a0€', '29\u00a0€', '39\u00a0€']);
    expect(await page.locator('#offres .plan-card-highlight h3').textContent()).toBe('Équipe');
    await tabs.release(page);
  });

  it('keeps a section heading clear of the fixed bar when the navigation scrolls to it', async () => {
    const page = await open('/');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Équipements' })
      .click();
    await expect
      .poll(async () => {
        const heading = await page.locator('#equipements-title').boundingBox();
        const bar = await page.locator('.navbar').boundingBox();
        return heading && bar ? heading.y >= bar.y + bar.height : false;
      })
      .toBe(true);
    await tabs.release(page);
  });
});

describe('the equipment catalogue', () => {
  it('lists eight products, each with a local image, a price, specifications and add-to-cart', async () => {
    const page = await open('/equipements');
    const cards = page.locator('.product-card');
    expect(await cards.count()).toBe(8);
    for (const card of await cards.all()) {
      const image = card.locator('img');
      await image.scrollIntoViewIfNeeded();
      expect(await image.getAttribute('src')).toMatch(/^\/images\//);
      expect(
        await image.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth)),
      ).toBeGreaterThan(0);
      expect(await image.getAttribute('alt')).toBeTruthy();
      expect(await card.locator('.price strong').textContent()).toMatch(/^\d+\u00a0€$/);
      expect(await card.locator('table.specs tr').count()).toBeGreaterThanOrEqual(3);
      const name = await card.locator('h2').textContent();
      expect(await card.getByRole('button', { name: `Ajouter ${name} au panier` }).count()).toBe(1);
    }
    await tabs.release(page);
  });

  it('"Retour" goes back when the visitor came from the site, home otherwise', async () => {
    const page = await open('/fonctionnalites');
    await page.locator('footer').getByRole('link', { name: 'Équipements' }).click();
    await page.waitForURL(`${baseUrl}/equipements`);
    await page.getByRole('link', { name: 'Retour' }).click();
    await page.waitForURL(`${baseUrl}/fonctionnalites`);
    await tabs.release(page);

    const direct = await open('/equipements');
    await direct.getByRole('link', { name: 'Retour' }).click();
    await direct.waitForURL(`${baseUrl}/`);
    await tabs.release(direct);
  });
});

describe('the fibre page', () => {
  it('shows the three offers with exact prices, FTTH Professionnel the most popular', async () => {
    const page = await open('/fibre-professionnelle');
    const cards = page.locator('#offres-fibre .plan-card');
    expect(await cards.locator('h3').allTextContents()).toEqual([
      'FTTH Essentiel',
      'FTTH Professionnel',
      'FTTO Entreprise',
    ]);
    expect(await cards.locator('.price strong').allTextContents()).toEqual(['50\u00a0€', '59,90\u00a0€', '220\u00a0€']);
    expect(await page.locator('#offres-fibre .plan-card-highlight h3').textContent()).toBe('FTTH Professionnel');
    expect(await page.locator('#offres-fibre .plan-card-highlight').textContent()).toContain('Le plus populaire');
    expect(await page.locator('table.comparison thead th').allTextContents()).toEqual(['Critère', 'FTTH', 'FTTO']);
    await tabs.release(page);
  });
});

describe('the switchboard page', () => {
  it('announces the price from 19 € HT a month with its commitment and lists eight features', async () => {
    const page = await open('/standard-telephonique-virtuel');
    expect(await page.locator('.hero-price').textContent()).toBe(
      'à partir de 19\u00a0€ HT/mois/utilisateur Engagement 12 ou 24 mois',
    );
    expect(await page.locator('section[aria-labelledby="fonctions-title"] li').count()).toBe(8);
    expect(await page.locator('.pricing-card .price strong').textContent()).toBe('19\u00a0€');
    await tabs.release(page);
  });

  it('compares the plans in a table that scrolls in its own box on a 320 px phone, the page staying put', async () => {
    const page = await open('/standard-telephonique-virtuel', { width: 320, height: 640 });
    const box = page.getByRole('region', {
      name: 'Ce que comprend chaque formule, prix HT par utilisateur et par mois',
    });
    expect(await box.getAttribute('tabindex')).toBe('0');
    const table = box.getByRole('table');
    expect(await table.locator('thead th[scope="col"] .comparison-plan').allTextContents()).toEqual([
      'Essentiel',
      'Équipe',
      'Premium',
    ]);
    expect(await table.getByRole('cell', { name: 'Inclus', exact: true }).first().isVisible()).toBe(true);
    const widths = await box.evaluate((element) => ({
      box: element.scrollWidth > element.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(widths).toEqual({ box: true, page: 0 });
    await tabs.release(page);
  });
});
