import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChatCall } from '../helpers/chatStub.js';
import { launchChromium } from './chromium.js';

const baseUrl = inject('baseUrl');
const webhook = inject('chatWebhookUrl');
const calls = async (): Promise<ChatCall[]> => (await fetch(new URL('/calls', webhook))).json() as Promise<ChatCall[]>;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

describe('the chat assistant', () => {
  it('requests nothing before the click, then opens in French and answers through the webhook', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${baseUrl}/cgv`);
    await page.waitForLoadState('networkidle');
    const before = (await calls()).length;
    const chatChunks = () => requested.filter((url) => /\/assets\/chat-|webhook/.test(url));
    expect(chatChunks()).toEqual([]);
    const scriptsBefore = requested.filter((url) => url.endsWith('.js')).length;

    await page.getByRole('button', { name: 'Discuter avec notre assistant' }).click();
    const window = page.locator('.site-chat .chat-window');
    await expect.poll(() => window.isVisible()).toBe(true);
    expect(requested.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
    expect(requested.some((url) => /\/assets\/chat-[A-Z0-9]+\.css$/.test(url))).toBe(true);
    expect(
      requested.every((url) => url.startsWith(baseUrl) || url.startsWith(webhook) || url.startsWith('data:')),
    ).toBe(true);
    expect(await window.textContent()).toContain('Hello\u00a0! 👋');
    expect(await window.textContent()).toContain('Bonjour, comment puis-je vous aider\u00a0?');
    const input = window.getByPlaceholder('Posez votre question...');
    await input.fill('Quel est le prix du standard ?');
    await input.press('Enter');
    await expect.poll(() => window.textContent()).toContain('Réponse de test à : Quel est le prix du standard ?');
    const received = (await calls()).slice(before);
    const sent = received.find((call) => call.action === 'sendMessage');
    expect(sent?.body).toMatchObject({ chatInput: 'Quel est le prix du standard ?', sessionId: expect.any(String) });
    await page.close();
  });

  it('registers its texts under the language fr and makes it the default', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/cgv`);
    await page.getByRole('button', { name: 'Discuter avec notre assistant' }).click();
    await expect.poll(() => page.locator('.site-chat .chat-window').isVisible()).toBe(true);
    // The options createChat was given, as the widget's Vue app provides them to its components
    // (Vue keeps the app on the element it is mounted on).
    const options = await page.evaluate(() => {
      const app = (
        document.querySelector('.site-chat') as HTMLElement & {
          __vue_app__?: { _context: { provides: Record<string, unknown> } };
        }
      ).__vue_app__!;
      const found = app._context.provides.ChatOptions;
      const { defaultLanguage, i18n } = found as {
        defaultLanguage: string;
        i18n: Record<string, { title: string; inputPlaceholder: string }>;
      };
      return {
        defaultLanguage,
        fr: i18n.fr && { title: i18n.fr.title, inputPlaceholder: i18n.fr.inputPlaceholder },
        enTitle: i18n.en?.title,
      };
    });
    expect(options.defaultLanguage).toBe('fr');
    expect(options.fr).toEqual({ title: 'Hello\u00a0! 👋', inputPlaceholder: 'Posez votre question...' });
    expect(options.enTitle).not.toBe(options.fr!.title); // only the widget's own English defaults under en
    await page.close();
  });

  it('leaves the site styles alone once loaded', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/documentation`);
    await page.waitForLoadState('networkidle');
    const style = () =>
      page.evaluate(() => {
        const body = getComputedStyle(document.body);
        const heading = getComputedStyle(document.querySelector('h1')!);
        return [body.fontFamily, body.fontSize, body.color, heading.fontSize, heading.color].join('|');
      });
    const before = await style();
    await page.getByRole('button', { name: 'Discuter avec notre assistant' }).click();
    await expect.poll(() => page.locator('.site-chat .chat-window').isVisible()).toBe(true);
    expect(await style()).toBe(before);
    await page.close();
  });
});
