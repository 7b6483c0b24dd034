import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { formOf, formPages, hydrated, open, openRequestTab } from './requestPage.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** Runs `test` in a fresh tab of its own (the cases below run side by side, as most of each is waiting). */
async function inTab(test: (page: Page) => Promise<void>): Promise<void> {
  const page = await openRequestTab(browser);
  try {
    await test(page);
  } finally {
    await page.context().close();
  }
}

/** Holds every script requested from now on until the returned function is called: the lazy form chunk arrives late. */
async function holdChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const arrival = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await arrival;
    await route.continue();
  });
  return release;
}

/**
 * Clicks into 'Prénom' before the island is there, types, checks the island is still not there,
 * lets its code arrive (`arrive`) and checks what hydration kept.
 */
async function typeBeforeHydration(page: Page, kind: 'quote' | 'demo', arrive = () => {}): Promise<void> {
  const form = formOf(page, kind);
  await form.getByLabel('Prénom *').click();
  await page.keyboard.type('Hélène');
  await form.getByLabel('Nom *', { exact: true }).fill('Durand');
  await form.getByLabel('Message').fill('Tapé avant le chargement 😀');
  expect(await form.evaluate((element) => element.closest('[data-island]')?.hasAttribute('data-hydrated'))).toBe(false);
  arrive();
  await hydrated(page, kind);
  // Nothing re-renders the fields with stale values later (the demo form sets its minimum date after hydration).
  await page.waitForTimeout(300);
  expect(await form.getByLabel('Prénom *').inputValue()).toBe('Hélène');
  expect(await form.getByLabel('Nom *', { exact: true }).inputValue()).toBe('Durand');
  expect(await form.getByLabel('Message').inputValue()).toBe('Tapé avant le chargement 😀');
}

const draftKey = (kind: 'quote' | 'demo') =>
  kind === 'quote' ? 'form:quote' : 'form:demo:Standard téléphonique virtuel';

describe.concurrent.each(formPages)('the %s form, typed into before it has loaded', (kind, path) => {
  it('keeps what was typed when its chunk arrives after the typing, and the typed text wins over an older draft', () =>
    inTab(async (page) => {
      await open(page, path);
      await page.evaluate(
        (key) =>
          sessionStorage.setItem(
            key,
            JSON.stringify({
              prenom: 'Ancien',
              nom: 'Brouillon',
              entreprise: 'Vieille SARL',
              message: 'ancien message',
            }),
          ),
        draftKey(kind),
      );
      await page.reload();
      await page.waitForLoadState('networkidle');
      const arrive = await holdChunks(page);
      await typeBeforeHydration(page, kind, arrive);
      // What was not typed comes from the draft; what was typed is kept as the new draft.
      expect(await formOf(page, kind).getByLabel('Entreprise *').inputValue()).toBe('Vieille SARL');
      const draft = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), draftKey(kind));
      expect(draft).toMatchObject({
        prenom: 'Hélène',
        nom: 'Durand',
        entreprise: 'Vieille SARL',
        message: 'Tapé avant le chargement 😀',
      });
    }));

  it('keeps what was typed on a throttled network (Slow 3G)', () =>
    inTab(async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 2000,
        downloadThroughput: (500 * 1024) / 8,
        uploadThroughput: (500 * 1024) / 8,
      });
      await open(page, path);
      await typeBeforeHydration(page, kind);
    }));
});
