import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { minimumFillMs } from '../../client/requests/screenRequest.js';
import {
  emailApi,
  formOf,
  formPages,
  hydrated,
  lastToast,
  ok,
  open,
  answerEmail,
  useRequestPage,
} from './requestPage.js';

const state = useRequestPage();
const submitButton = (page: Page, kind: 'quote' | 'demo') => formOf(page, kind).locator('button[type="submit"]');
const contact = {
  'Prénom *': 'Hélène',
  'Nom *': 'Durand',
  'Email professionnel *': 'helene@acme.fr',
  'Téléphone *': '06 12 34 56 78',
  'Entreprise *': 'ACME',
};
const sentToast = {
  quote: ['Demande envoyée\u00a0!', 'Nous vous contacterons dans les plus brefs délais.'],
  demo: ['Demande de démo envoyée\u00a0!', 'Nous vous contacterons pour planifier votre démonstration personnalisée.'],
};

/** Sets the fields as a script does: values put in at once, no key pressed. */
async function fillAtOnce(page: Page, kind: 'quote' | 'demo'): Promise<void> {
  for (const [label, value] of Object.entries(contact))
    await formOf(page, kind).getByLabel(label, { exact: true }).fill(value);
}

/** Types each field key by key, as a person does (fast: no delay between keys). */
async function typeFields(page: Page, kind: 'quote' | 'demo'): Promise<void> {
  for (const [label, value] of Object.entries(contact))
    await formOf(page, kind).getByLabel(label, { exact: true }).pressSequentially(value);
}

/**
 * Stops the page's clock 100 ms from now. `pauseAt` refuses a time already past when it arrives,
 * which on a busy machine it may be: then the page's time is read again and the pause asked anew.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (;;) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

const valuesOf = (page: Page, kind: 'quote' | 'demo') =>
  Promise.all(Object.keys(contact).map((label) => formOf(page, kind).getByLabel(label, { exact: true }).inputValue()));

describe.each(formPages)('the %s form against bots', (kind, path) => {
  it('holds a trap field no person meets: absent from the accessibility tree and the tab order, off-screen, never autofilled', async () => {
    const { page } = state;
    await open(page, path);
    await hydrated(page, kind);
    const trap = formOf(page, kind).locator('input[name="website"]');
    expect(await trap.count()).toBe(1);
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(0);
    // What screen readers get: Chromium's accessibility tree holds no node for it.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    expect(nodes.filter((node) => !node.ignored && /site web/i.test(String(node.name?.value ?? '')))).toEqual([]);
    await cdp.detach();
    expect(
      await formOf(page, kind)
        .getByRole('textbox', { name: /site web/i })
        .count(),
    ).toBe(0);
    // What keyboard users get: Tab from the first field to past the submit button never lands on it.
    await formOf(page, kind).getByLabel('Prénom *').focus();
    const visited: string[] = [];
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
      visited.push(name);
      if (await page.evaluate(() => document.activeElement?.matches('button[type="submit"]'))) break;
    }
    expect(visited).toContain('entreprise');
    expect(visited).not.toContain('website');
  });

  it('sends nothing when the trap field is filled, thanks the bot as if sent, and keeps the values', async () => {
    const { page } = state;
    await answerEmail(state, ok);
    await open(page, path);
    await hydrated(page, kind);
    await typeFields(page, kind);
    await formOf(page, kind)
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => {
        input.value = 'https://promo.example';
      });
    await page.clock.fastForward(minimumFillMs);
    await submitButton(page, kind).click();
    await expect.poll(() => lastToast(page)).toEqual(sentToast[kind]);
    await page.waitForTimeout(500);
    expect(state.bodies).toEqual([]);
    expect(await valuesOf(page, kind)).toEqual(Object.values(contact));
  });

  it('sends nothing for a submit right after the form is ready with no key pressed, says nothing of why, keeps the values, and sends on the next try', async () => {
    const { page } = state;
    await answerEmail(state, ok);
    // No draft of an earlier test in this tab: a restored draft counts as typed by a person.
    await open(page, path);
    await page.evaluate(() => sessionStorage.clear());
    await open(page, path);
    await hydrated(page, kind);
    expect(await valuesOf(page, kind)).toEqual(Object.keys(contact).map(() => ''));
    // Time stands still: however slow the machine, the submit comes within the minimum time.
    await pauseSoon(page);
    await fillAtOnce(page, kind);
    await submitButton(page, kind).click();
    await expect.poll(() => lastToast(page)).toEqual(['Un instant', 'Relisez votre demande, puis envoyez-la.']);
    expect(state.bodies).toEqual([]);
    expect(await valuesOf(page, kind)).toEqual(Object.values(contact));
    await page.clock.fastForward(minimumFillMs);
    await page.clock.resume();
    await submitButton(page, kind).click();
    await expect.poll(() => state.bodies.length).toBe(1);
    expect(state.bodies[0]!.template_params.from_name).toBe('Hélène Durand');
  });

  it('sends the request of a person who types fast and submits at once, once the minimum time has passed', async () => {
    const { page } = state;
    await answerEmail(state, ok);
    await open(page, path);
    await hydrated(page, kind);
    await pauseSoon(page);
    await typeFields(page, kind);
    await submitButton(page, kind).click();
    await expect.poll(() => submitButton(page, kind).textContent()).toBe('Envoi en cours…');
    expect(state.bodies).toEqual([]);
    await page.clock.runFor(minimumFillMs);
    await page.clock.resume();
    await expect.poll(() => state.bodies.length).toBe(1);
    expect(state.bodies[0]!.template_params.entreprise).toBe('ACME');
    await expect.poll(() => lastToast(page)).toEqual(sentToast[kind]);
  });

  it('sends the request of a person who types and waits, at once, and loads no reCAPTCHA when none is configured', async () => {
    const { page } = state;
    const google: string[] = [];
    page.on('request', (request) => {
      if (/google|gstatic|recaptcha/.test(request.url())) google.push(request.url());
    });
    await answerEmail(state, ok);
    await open(page, path);
    await hydrated(page, kind);
    await typeFields(page, kind);
    await page.clock.fastForward(minimumFillMs);
    await submitButton(page, kind).click();
    await expect.poll(() => state.bodies.length).toBe(1);
    expect(state.bodies[0]!.template_params.from_email).toBe('helene@acme.fr');
    expect(Object.keys(state.bodies[0]!.template_params)).not.toContain('g-recaptcha-response');
    expect(google).toEqual([]);
  });

  it('sends one request per 10 s: a second one opens the mail client with it instead', async () => {
    const { page } = state;
    await answerEmail(state, ok);
    await open(page, path);
    await hydrated(page, kind);
    for (const attempt of [1, 2]) {
      await typeFields(page, kind);
      await page.clock.fastForward(minimumFillMs);
      await submitButton(page, kind).click();
      if (attempt === 1) await expect.poll(() => lastToast(page)).toEqual(sentToast[kind]);
    }
    const link = new URL(
      (await formOf(page, kind).getByRole('link', { name: 'ouvrez ce message' }).getAttribute('href'))!,
    );
    expect(link.searchParams.get('body')).toContain('Entreprise : ACME');
    expect(state.bodies).toHaveLength(1);
  });
});

describe('EmailJS in a browser driven by automation (blockHeadless)', () => {
  it('sends nothing to the API, and hands the request to the mail client', async () => {
    const context = await state.page.context().browser()!.newContext();
    const page = await context.newPage();
    await page.clock.install();
    const reached: string[] = [];
    await page.route(emailApi, (route) => {
      reached.push(route.request().url());
      return ok(route);
    });
    await page.goto(inject('baseUrl') + '/');
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    await hydrated(page, 'quote');
    await typeFields(page, 'quote');
    await page.clock.fastForward(minimumFillMs);
    await submitButton(page, 'quote').click();
    await expect.poll(() => formOf(page, 'quote').getByRole('link', { name: 'ouvrez ce message' }).count()).toBe(1);
    expect(reached).toEqual([]);
    await context.close();
  });
});
