import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';
import { expectFocus, focused, tabTo } from './keyboard.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
const tabs = keptTabs((viewport) => browser.newPage({ viewport }));
beforeEach(async () => {
  page = await tabs.take(viewports.phone);
  await page.goto(`${baseUrl}/cgv`);
});
afterEach(() => tabs.release(page));

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
    expect(links).toEqual([
      'Nos Offres',
      'Fonctionnalités',
      'Fibre Pro',
      'Équipements',
      'Secteurs',
      'Studio Vocal',
      'Contact',
      'Appelez un expert',
      'Souscrire maintenant',
    ]);
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

  it('closes when Tab leaves its last entry, so the focused element is never under the panel', async () => {
    await tabTo(page, 'button Ouvrir le menu');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button Fermer le menu');
    await tabTo(page, 'a Souscrire maintenant');
    expect(await menu().isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => menu().isVisible()).toBe(false);
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).not.toBe('BODY');
    // The focused element is the one drawn at its own centre, once scrolled to: nothing covers it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement!;
          const box = active.getBoundingClientRect();
          return active.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      )
      .toBe(true);
  });

  it('stays open while Shift+Tab goes back from its entries to its toggle', async () => {
    await tabTo(page, 'button Ouvrir le menu');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'a Nos Offres');
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, 'button Fermer le menu');
    expect(await menu().isVisible()).toBe(true);
  });

  it('gives way to the full navigation bar on a desktop screen', async () => {
    await page.setViewportSize(viewports.desktop);
    expect(await toggle().isVisible()).toBe(false);
    const bar = page.getByRole('navigation', { name: 'Navigation principale' });
    expect(await bar.getByRole('link').allTextContents()).toEqual([
      'Nos Offres',
      'Fonctionnalités',
      'Fibre Pro',
      'Équipements',
      'Secteurs',
      'Studio Vocal',
      'Contact',
    ]);
    expect(await page.getByRole('link', { name: /Appeler un expert/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByRole('link', { name: 'Souscrire', exact: true }).getAttribute('href')).toBe('/#offres');
  });
});
