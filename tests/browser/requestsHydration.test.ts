import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { formOf, formPages, hydrated, open, useRequestPage } from './requestPage.js';

const state = useRequestPage();

/** Holds every script requested from now on for `ms`: the lazy form chunk arrives late. */
async function delayChunks(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Clicks into 'Prénom' before the island is there, types, and checks what hydration kept. */
async function typeBeforeHydration(page: Page, kind: 'quote' | 'demo'): Promise<void> {
  const form = formOf(page, kind);
  await form.getByLabel('Prénom *').click();
  await page.keyboard.type('Hélène');
  await form.getByLabel('Nom *', { exact: true }).fill('Durand');
  await form.getByLabel('Message').fill('Tapé avant le chargement 😀');
  expect(await form.evaluate((element) => element.closest('[data-island]')?.hasAttribute('data-hydrated'))).toBe(false);
  await hydrated(page, kind);
  // Nothing re-renders the fields with stale values later (the demo form sets its minimum date after hydration).
  await page.waitForTimeout(300);
  expect(await form.getByLabel('Prénom *').inputValue()).toBe('Hélène');
  expect(await form.getByLabel('Nom *', { exact: true }).inputValue()).toBe('Durand');
  expect(await form.getByLabel('Message').inputValue()).toBe('Tapé avant le chargement 😀');
}

const draftKey = (kind: 'quote' | 'demo') =>
  kind === 'quote' ? 'form:quote' : 'form:demo:Standard téléphonique virtuel';

describe.each(formPages)('the %s form, typed into before it has loaded', (kind, path) => {
  it('keeps what was typed when its chunk arrives 3 s late, and the typed text wins over an older draft', async () => {
    const { page } = state;
    await open(page, path);
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ prenom: 'Ancien', nom: 'Brouillon', entreprise: 'Vieille SARL', message: 'ancien message' }),
        ),
      draftKey(kind),
    );
    await page.reload();
    await page.waitForLoadState('networkidle');
    await delayChunks(page, 3000);
    await typeBeforeHydration(page, kind);
    // What was not typed comes from the draft; what was typed is kept as the new draft.
    expect(await formOf(page, kind).getByLabel('Entreprise *').inputValue()).toBe('Vieille SARL');
    const draft = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), draftKey(kind));
    expect(draft).toMatchObject({
      prenom: 'Hélène',
      nom: 'Durand',
      entreprise: 'Vieille SARL',
      message: 'Tapé avant le chargement 😀',
    });
  });

  it('keeps what was typed on a throttled network (Slow 3G)', async () => {
    const { page } = state;
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
  });
});
