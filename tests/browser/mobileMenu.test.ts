import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
beforeEach(async () => {
  page = await browser.newPage({ viewport: viewports.phone });
  await page.goto(`${baseUrl}/cgv`);
  await page.waitForLoadState('networkidle');
});

const toggle = () => page.getByRole('button', { name: /Ouvrir le menu|Fermer le menu/ });
const menu = () => page.getByRole('navigation', { name: 'Menu mobile' });

describe('the mobile menu', () => {
  it('opens from the toggle with every entry, the call and the subscribe buttons', async () => {
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).toBe(false);
    expect(await menu().isVisible()).toBe(false);
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');
    await toggle().click();
    expect(await toggle().getAttribute('aria-expanded')).toBe('true');
    expect(await toggle().getAttribute('aria-label')).toBe('Fermer le menu');
    const links = await menu().getByRole('link').allTextContents();
    expect(links).toEqual(['Nos Offres', 'Fonctionnalités', 'Fibre Pro', 'Équipements', 'Secteurs', 'Studio Vocal', 'Contact', 'Appelez un expert', 'Souscrire maintenant']);
    expect(await menu().getByRole('link', { name: 'Appelez un expert' }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(await menu().getByRole('link', { name: 'Souscrire maintenant' }).getAttribute('href')).toBe('/#offres');
  });

  it('closes after an entry is chosen, and takes the visitor there', async () => {
    await toggle().click();
    await menu().getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${baseUrl}/#contact`);
    expect(await menu().isVisible()).toBe(false);
  });

  it('closes with Escape and gives focus back to the toggle', async () => {
    await toggle().click();
    await menu().getByRole('link', { name: 'Nos Offres' }).focus();
    await page.keyboard.press('Escape');
    expect(await menu().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu-panel');
  });

  it('gives way to the full navigation bar on a desktop screen', async () => {
    await page.setViewportSize(viewports.desktop);
    expect(await toggle().isVisible()).toBe(false);
    const bar = page.getByRole('navigation', { name: 'Navigation principale' });
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Nos Offres', 'Fonctionnalités', 'Fibre Pro', 'Équipements', 'Secteurs', 'Studio Vocal', 'Contact']);
    expect(await page.getByRole('link', { name: /Appeler un expert/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByRole('link', { name: 'Souscrire', exact: true }).getAttribute('href')).toBe('/#offres');
  });
});
