import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';
import { expectAnnounced, expectFocus, focused, recordAnnouncements, tabTo } from './keyboard.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
/** The window of a tab opened without one: Playwright's default. */
const playwrightDefault = { width: 1280, height: 720 };
const tabs = keptTabs((viewport) => browser.newPage({ viewport }));

describe('the eligibility dialog', () => {
  it.each([
    ['/', 'Tester mon éligibilité', false],
    ['/fibre-professionnelle', 'Tester mon éligibilité', true],
  ])('on %s loads nothing from the checker until opened, then frames it', async (path, button, styled) => {
    const page = await tabs.take(playwrightDefault);
    const thirdParty: string[] = [];
    await page.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) => {
        thirdParty.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checker</title><p>Adresse</p>' });
      },
    );
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
    // The checker gets the site's origin, not the page's address, and no popups, downloads or top navigation.
    expect(await frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    // The frame, and the page asking the same address whether it answers.
    await expect.poll(() => thirdParty.length).toBe(2);
    expect(new Set(thirdParty).size).toBe(1);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await tabs.release(page);
  });

  it('opens from each fibre card too', async () => {
    const page = await tabs.take(playwrightDefault);
    await page.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) => route.fulfill({ body: '' }),
    );
    await page.goto(`${baseUrl}/fibre-professionnelle`);
    await page.getByRole('button', { name: 'Tester l’éligibilité pour FTTO Entreprise' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Test d’éligibilité fibre' }).isVisible()).toBe(true);
    await tabs.release(page);
  });

  describe.each(Object.entries(viewports))('by keyboard at %s width', (_device, viewport) => {
    const open = async (page: Page) => {
      await page.goto(`${baseUrl}/fibre-professionnelle`);
      await recordAnnouncements(page);
      await tabTo(page, 'button Tester mon éligibilité');
      await page.keyboard.press('Enter');
    };
    const dialog = (page: Page) => page.getByRole('dialog', { name: 'Test d’éligibilité fibre' });
    const message =
      'Le test d’éligibilité de notre partenaire n’a pas pu se charger. Nous vérifions votre adresse avec vous par téléphone, ou en réponse à votre demande de devis.';

    it('says so when the checker fails to load, offers the phone and the quote form, and Escape closes', async () => {
      const page = await tabs.take(viewport);
      await page.route(
        (url) => !url.href.startsWith(baseUrl),
        (route) => route.abort('connectionrefused'),
      );
      await open(page);
      await expect.poll(() => dialog(page).locator('#eligibility-failed').textContent()).toBe(message);
      expect(await page.locator('iframe.eligibility-frame').count()).toBe(0);
      await expectAnnounced(page, ['Le test d’éligibilité n’a pas pu se charger']);
      await expectFocus(page, 'button Fermer le test d’éligibilité');
      await page.keyboard.press('Tab');
      await expectFocus(page, 'a Appeler le 03 53 48 10 20');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Appeler le 03\u00a053\u00a048\u00a010\u00a020',
      );
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('tel:+33353481020');
      await page.keyboard.press('Tab');
      await expectFocus(page, 'a Demander un devis');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).isVisible()).toBe(false);
      await expectFocus(page, 'button Tester mon éligibilité');
      await tabs.release(page);
    });

    it('a frame that failed while it held focus: focus moves from the frame to the message, and Escape closes', async () => {
      const page = await tabs.take(viewport);
      let failProbe: () => void = () => undefined;
      const probeHeld = new Promise<void>((resolve) => {
        failProbe = resolve;
      });
      await page.route(
        (url) => !url.href.startsWith(baseUrl),
        async (route) => {
          // The frame's own request fails at once (the browser's error page); the page's check waits for the test.
          if (route.request().resourceType() !== 'document') await probeHeld;
          await route.abort('connectionrefused');
        },
      );
      await open(page);
      await expectFocus(page, 'button Fermer le test d’éligibilité');
      // The browser's error page holds nothing Tab can reach: the visitor clicks into it, once it
      // is there (clicked while it still loads, focus stays with the page).
      await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(true);
      // Under load the error page can be swapped in just after the click, which then lands on
      // nothing focusable: click again until the frame holds focus.
      await expect
        .poll(async () => {
          if ((await focused(page)) !== 'iframe Test d’éligibilité à la fibre')
            await page.locator('iframe.eligibility-frame').click();
          return focused(page);
        })
        .toBe('iframe Test d’éligibilité à la fibre');
      // No key is pressed in the frame first: the browser's error page does not hear Escape, and
      // a press still on its way when the frame is removed reached the page and closed the dialog
      // (CI under load), which tells nothing of where focus goes.
      failProbe();
      await expectFocus(page, `p ${message}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).isVisible()).toBe(false);
      await expectFocus(page, 'button Tester mon éligibilité');
      await tabs.release(page);
    });

    it('from inside a checker that loaded, Shift+Tab reaches the close button and focus goes back to the opener', async () => {
      const page = await tabs.take(viewport);
      await page.route(
        (url) => !url.href.startsWith(baseUrl),
        (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>Checker</title><label>Adresse <input></label>',
          }),
      );
      await open(page);
      await expectFocus(page, 'button Fermer le test d’éligibilité');
      await page.frameLocator('iframe.eligibility-frame').locator('input').waitFor();
      await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          page
            .frameLocator('iframe.eligibility-frame')
            .locator('input')
            .evaluate((input) => input === document.activeElement),
        )
        .toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expectFocus(page, 'button Fermer le test d’éligibilité');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog(page).isVisible()).toBe(false);
      await expectFocus(page, 'button Tester mon éligibilité');
      expect(await focused(page)).not.toBe('BODY');
      await tabs.release(page);
    });
  });
});
