import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

describe('the eligibility dialog', () => {
  it.each([
    ['/', 'Tester mon éligibilité', false],
    ['/fibre-professionnelle', 'Tester mon éligibilité', true],
  ])('on %s loads nothing from the checker until opened, then frames it', async (path, button, styled) => {
    const page = await browser.newPage();
    const thirdParty: string[] = [];
    await page.route((url) => !url.href.startsWith(baseUrl), (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checker</title><p>Adresse</p>' });
    });
    await page.goto(baseUrl + path);
    await page.waitForLoadState('networkidle');
    const frame = page.locator('iframe.eligibility-frame');
    expect(await frame.getAttribute('src')).toBeNull();
    expect(thirdParty).toEqual([]);

    await page.getByRole('button', { name: button }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Test d’éligibilité fibre' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Vérifiez la disponibilité de la fibre à votre adresse');
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.searchParams.get('contact')).toMatch(/@/);
    expect(src.searchParams.has('color')).toBe(styled);
    expect(await frame.getAttribute('height')).toBe('600');
    expect(await frame.getAttribute('title')).toBeTruthy();
    await expect.poll(() => thirdParty.length).toBe(1);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.close();
  });

  it('opens from each fibre card too', async () => {
    const page = await browser.newPage();
    await page.route((url) => !url.href.startsWith(baseUrl), (route) => route.fulfill({ body: '' }));
    await page.goto(`${baseUrl}/fibre-professionnelle`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Tester l’éligibilité pour FTTO Entreprise' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Test d’éligibilité fibre' }).isVisible()).toBe(true);
    await page.close();
  });
});
