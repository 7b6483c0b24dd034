import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';
import { expectFocus, focused, tabTo } from './keyboard.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
// The page's clock runs normally until a test jumps it forward: no test waits four real seconds.
const tabs = keptTabs(async (viewport) => {
  const page = await browser.newPage({ viewport });
  await page.clock.install();
  return page;
});

describe.each(Object.entries(viewports))('toasts at %s width', (_device, viewport) => {
  let page: Page;
  beforeEach(async () => {
    page = await tabs.take(viewport);
    await page.goto(`${baseUrl}/`);
    await tabTo(page, 'button Ajouter Essentiel au panier');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button Fermer le panier');
  });
  afterEach(() => tabs.release(page));
  const cornerToast = () => page.locator('.toaster .toast');

  it('are not in the Tab order, in the drawer or on the page', async () => {
    // The drawer's toast list reads the toasts in an effect that runs after the one moving focus.
    await expect.poll(() => page.locator('dialog.drawer .toast').count()).toBe(1);
    const stops: string[] = [];
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops).not.toContain('button Fermer la notification');
    expect(stops).not.toContain('BODY');
    await page.keyboard.press('Escape');
    await expectFocus(page, 'button Ajouter Essentiel au panier');
    expect(await cornerToast().count()).toBe(1);
    const rest: string[] = [];
    for (let press = 0; press < 150 && !rest.includes('BODY'); press += 1) {
      await page.keyboard.press('Tab');
      rest.push(await focused(page));
    }
    expect(rest).not.toContain('button Fermer la notification');
  });

  it('stay while the pointer is over them, leave four seconds after it goes', async () => {
    await page.keyboard.press('Escape');
    await cornerToast().hover();
    await page.clock.fastForward(10_000);
    expect(await cornerToast().count()).toBe(1);
    await page.mouse.move(1, viewport.height / 2);
    await page.clock.fastForward(3_000);
    expect(await cornerToast().count()).toBe(1);
    await page.clock.fastForward(1_500);
    await expect.poll(() => cornerToast().count()).toBe(0);
  });

  it('give focus back to where it came from when closed while holding it', async () => {
    await page.keyboard.press('Escape');
    await expectFocus(page, 'button Ajouter Essentiel au panier');
    await cornerToast().getByRole('button', { name: 'Fermer la notification' }).click();
    await expect.poll(() => cornerToast().count()).toBe(0);
    await expectFocus(page, 'button Ajouter Essentiel au panier');
  });

  it('without a visitor, leave after four seconds', async () => {
    await page.keyboard.press('Escape');
    await page.mouse.move(1, viewport.height / 2);
    expect(await cornerToast().count()).toBe(1);
    await page.clock.fastForward(4_100);
    await expect.poll(() => cornerToast().count()).toBe(0);
    expect(await focused(page)).toBe('button Ajouter Essentiel au panier');
  });
});
