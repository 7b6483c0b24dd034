import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { announcerId } from '../../model/reservedIds.js';
import { watchConsole } from './consoleFaults.js';
import { launchChromium } from './chromium.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

let found: string | undefined;

/** Opens the first page of the footer's « Zones d’intervention » that has a town finder (a département's page) and returns its address. */
async function departementPage(page: Page): Promise<string> {
  if (found) {
    await page.goto(baseUrl + found);
    return found;
  }
  await page.goto(baseUrl);
  const zones = page.getByRole('navigation', { name: 'Zones d’intervention' }).getByRole('link');
  for (const href of await zones.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    await page.goto(baseUrl + href);
    if ((await page.getByRole('searchbox', { name: 'Trouver votre commune' }).count()) > 0) return (found = href);
  }
  throw new Error('No page of the footer has a town finder');
}

/** A town of the page's own list (on a département of many towns, of its last letter's page): its name and address. */
async function townOfList(page: Page): Promise<{ name: string; href: string }> {
  const letters = page.locator('.town-letters a');
  if ((await letters.count()) > 0) {
    const back = page.url();
    await letters.last().click();
    await page.waitForLoadState();
    const town = await townOfList(page);
    await page.goto(back);
    return town;
  }
  const links = page.locator('.town-list a');
  const middle = links.nth(Math.floor((await links.count()) / 2));
  return { name: (await middle.textContent())!, href: (await middle.getAttribute('href'))! };
}

/** The name as a hurried visitor types it: lower case, no accent. */
function typedAs(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

describe('the town finder of a département page', () => {
  it('loads nothing before its field is focused, lists matching towns from two letters, and leads to one by keyboard', async () => {
    const page = await browser.newPage();
    const faults = watchConsole(page);
    const href = await departementPage(page);
    const town = await townOfList(page);
    await page.goto(baseUrl + href);
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    // Scripts and data only: the browser asks for the favicon whenever it likes.
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|json)$/.test(path)) requests.push(path);
    });

    const field = page.getByRole('searchbox', { name: 'Trouver votre commune' });
    const results = page.locator('.town-finder-results');
    await expect.poll(() => results.isHidden()).toBe(true);
    expect(requests).toEqual([]);

    const query = typedAs(town.name);
    await field.focus();
    await field.pressSequentially(query.slice(0, 2));
    const count = results.locator('.town-finder-count');
    await expect.poll(() => count.textContent()).toMatch(/^\d+ communes? trouvées?$/);
    expect(await results.getByRole('link').count()).toBeGreaterThan(0);
    expect(await results.getByRole('link').count()).toBeLessThanOrEqual(10);
    // Its code and the list of the département's towns, once.
    expect(requests.filter((path) => path.endsWith('.json'))).toHaveLength(1);
    expect(requests.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);

    await field.pressSequentially(query.slice(2));
    const link = results.getByRole('link', { name: town.name, exact: true });
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe(town.href);
    // The count is said once typing pauses, in the page's polite live region.
    const said = (await count.textContent())!;
    await expect.poll(() => page.locator(`#${announcerId}`).textContent()).toBe(said);

    await field.press('ArrowDown');
    for (let step = 0; step < 10 && !(await link.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press('Tab');
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(baseUrl + town.href);
    expect(faults).toEqual([]);
    await page.close();
  });

  it('brings focus back to the field with Escape, then empties it', async () => {
    const page = await browser.newPage();
    const faults = watchConsole(page);
    await departementPage(page);
    const town = await townOfList(page);
    const field = page.getByRole('searchbox', { name: 'Trouver votre commune' });
    await field.focus();
    await field.pressSequentially(typedAs(town.name));
    const link = page.locator('.town-finder-results').getByRole('link', { name: town.name, exact: true });
    await expect.poll(() => link.count()).toBe(1);
    await field.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await field.inputValue()).toBe('');
    await expect.poll(() => page.locator('.town-finder-results').isHidden()).toBe(true);
    expect(faults).toEqual([]);
    await page.close();
  });

  it('opens the page of a whole name typed, with Enter', async () => {
    const page = await browser.newPage();
    const faults = watchConsole(page);
    await departementPage(page);
    const town = await townOfList(page);
    const field = page.getByRole('searchbox', { name: 'Trouver votre commune' });
    await field.focus();
    await field.pressSequentially(typedAs(town.name));
    const first = page.locator('.town-finder-results a').first();
    await expect.poll(() => first.textContent()).toBe(town.name);
    const href = (await first.getAttribute('href'))!;
    await field.press('Enter');
    await page.waitForURL(baseUrl + href);
    expect(faults).toEqual([]);
    await page.close();
  });

  it('says when the list of towns could not be fetched, and fetches it again at the next key', async () => {
    const page = await browser.newPage();
    await departementPage(page);
    const town = await townOfList(page);
    await page.route('**/*.json', (route) => route.abort());
    const field = page.getByRole('searchbox', { name: 'Trouver votre commune' });
    await field.focus();
    const query = typedAs(town.name);
    await field.pressSequentially(query.slice(0, 2));
    const count = page.locator('.town-finder-count');
    await expect.poll(() => count.textContent()).toMatch(/^La liste des communes n’a pas pu être chargée/);
    expect(await page.locator('.town-finder-results a').count()).toBe(0);
    await page.unroute('**/*.json');
    await field.pressSequentially(query.slice(2));
    const link = page.locator('.town-finder-results').getByRole('link', { name: town.name, exact: true });
    await expect.poll(() => link.count()).toBe(1);
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });
});
