import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';
import { expectAnnounced, expectFocus, focused, recordAnnouncements, tabTo } from './keyboard.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
const tabs = keptTabs((viewport) => browser.newPage({ viewport }));

const added = (name: string) => `Offre ajoutée\u00a0! ${name} a été ajoutée à votre panier.`;

describe.each(Object.entries(viewports))('the cart by keyboard at %s width', (_device, viewport) => {
  let page: Page;
  /** Everything the live region should have said so far: a visitor hears each message before the next key. */
  let said: string[];
  const hear = async (...messages: string[]) => {
    said.push(...messages);
    await expectAnnounced(page, said);
  };
  beforeEach(async () => {
    said = [];
    page = await tabs.take(viewport);
    await page.goto(`${baseUrl}/`);
    await recordAnnouncements(page);
  });
  afterEach(() => tabs.release(page));

  /** Tabs to an add-to-cart button and presses Enter: the drawer opens with focus inside. */
  async function addByKeyboard(name: string): Promise<void> {
    await tabTo(page, `button Ajouter ${name} au panier`);
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button Fermer le panier');
    await hear(added(name));
  }

  it('announces an added offer once, inside the open drawer, and not again when it closes', async () => {
    const served = await (await page.request.get(`${baseUrl}/`)).text();
    expect(served).toContain(
      '<div id="annonces" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></div>',
    );
    await addByKeyboard('Essentiel');
    expect(
      await page.evaluate(() => document.querySelector('dialog.drawer')?.contains(document.getElementById('annonces'))),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expectFocus(page, 'button Ajouter Essentiel au panier');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('annonces')?.closest('dialog') === null))
      .toBe(true);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([added('Essentiel')]);
  });

  it('gives focus back to the opener in the same task as the close, by Escape or by the close button', async () => {
    // Read in the same script turn as the key or the click: no later task (a re-render, the
    // dialog's close event) may be needed for focus to be back, or the next key goes astray.
    const closeAndRead = (how: 'Escape' | 'button') =>
      page.evaluate((by) => {
        const drawer = document.querySelector<HTMLDialogElement>('dialog.drawer')!;
        if (by === 'Escape')
          drawer
            .querySelector('button')!
            .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        else drawer.querySelector<HTMLButtonElement>('button[aria-label="Fermer le panier"]')!.click();
        return [drawer.open, document.activeElement?.textContent?.replace(/\s+/g, ' ').trim()];
      }, how);
    await addByKeyboard('Essentiel');
    expect(await closeAndRead('Escape')).toEqual([false, 'Ajouter Essentiel au panier']);
    await addByKeyboard('Équipe');
    expect(await closeAndRead('button')).toEqual([false, 'Ajouter Équipe au panier']);
  });

  it('stays open when an offer is added before the event of the previous close arrives', async () => {
    // The browser runs input before other tasks: under load the next Enter on « Ajouter » can
    // come between the close and its `close` event (a task of its own). Here the close, its
    // re-render, the add and its re-render all run in microtasks of one task, so the event always
    // arrives after the drawer opened again.
    await addByKeyboard('Essentiel');
    await page.evaluate(async () => {
      const rendered = async () => {
        for (let turn = 0; turn < 10; turn++) await Promise.resolve();
      };
      document.querySelector<HTMLButtonElement>('dialog.drawer button[aria-label="Fermer le panier"]')!.click();
      await rendered();
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.add-to-cart')];
      buttons.find((button) => button.textContent!.includes('Équipe'))!.click();
      await rendered();
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.drawer')!.open)).toBe(true);
    await expectFocus(page, 'button Fermer le panier');
  });

  it('says each quantity change with the name, and keeps focus on the button', async () => {
    await addByKeyboard('Essentiel');
    await tabTo(page, 'button Augmenter la quantité de Essentiel');
    await page.keyboard.press('Enter');
    await hear('Essentiel\u00a0: quantité 2');
    await expectFocus(page, 'button Augmenter la quantité de Essentiel');
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, 'button Diminuer la quantité de Essentiel');
    await page.keyboard.press('Enter');
    await hear('Essentiel\u00a0: quantité 1');
    expect(await page.locator('.quantity-value').textContent()).toBe('1');
  });

  it('removing the last line by − moves focus to the drawer heading and says the cart is empty', async () => {
    await addByKeyboard('Essentiel');
    await tabTo(page, 'button Diminuer la quantité de Essentiel');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'h2 Panier');
    await hear('Essentiel retiré du panier, votre panier est vide');
    expect(await page.locator('dialog.drawer').textContent()).toContain('Votre panier est vide');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button Fermer le panier');
  });

  it('removing a line moves focus to the same button of the next line, then of the line before', async () => {
    await addByKeyboard('Essentiel');
    await page.keyboard.press('Escape');
    await expectFocus(page, 'button Ajouter Essentiel au panier');
    await addByKeyboard('Équipe');
    await page.keyboard.press('Escape');
    await expectFocus(page, 'button Ajouter Équipe au panier');
    await addByKeyboard('Premium');
    await tabTo(page, 'button Retirer Essentiel du panier');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button Retirer Équipe du panier');
    await hear('Essentiel retiré du panier');
    await tabTo(page, 'button Retirer Premium du panier');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button Retirer Équipe du panier');
    await hear('Premium retiré du panier');
  });

  it('says « Panier vidé » once when emptied, with no echo of earlier toasts, and gives focus back', async () => {
    await addByKeyboard('Essentiel');
    await page.keyboard.press('Escape');
    // Focus is back on the button that opened the drawer before the next key (given back in the
    // Escape handler itself, see the test of the same task above).
    await expectFocus(page, 'button Ajouter Essentiel au panier');
    await addByKeyboard('Équipe');
    await tabTo(page, 'button Vider le panier');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button Ajouter Équipe au panier');
    await hear('Panier vidé');
    await page.waitForTimeout(400);
    expect((await page.evaluate(() => (window as unknown as { said: string[] }).said)).length).toBe(3);
  });

  it('« Demander un devis » closes the drawer and puts focus on the quote form, where the next Tab stays', async () => {
    await addByKeyboard('Essentiel');
    await tabTo(page, 'a Demander un devis');
    await page.keyboard.press('Enter');
    await expectFocus(page, /^h2 /);
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.id)).toBe('contact');
    expect(page.url()).toBe(`${baseUrl}/#contact`);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.activeElement!.getBoundingClientRect().top;
          return top >= document.querySelector('.navbar')!.getBoundingClientRect().bottom && top < window.innerHeight;
        }),
      )
      .toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.id)).toBe('contact');
    expect(await focused(page)).not.toBe('BODY');
  });

  it('the drawer exposes no second banner or contentinfo landmark', async () => {
    await addByKeyboard('Essentiel');
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string } }[];
    };
    const roles = nodes.filter((node) => !node.ignored).map((node) => node.role?.value);
    expect(roles.filter((role) => role === 'banner' || role === 'contentinfo')).toEqual([]);
    expect(roles).toContain('dialog');
    await cdp.detach();
  });
});
