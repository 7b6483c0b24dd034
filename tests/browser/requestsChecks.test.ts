import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { answerEmail, fillContact, formOf, formPages, ok, open, useRequestPage } from './requestPage.js';

const state = useRequestPage();
const submit = (page: Page, kind: 'quote' | 'demo') => formOf(page, kind).locator('button[type="submit"]').click();

/** The inline message tied to a field, or null when the field is not marked invalid. */
async function inlineError(page: Page, kind: 'quote' | 'demo', label: string): Promise<string | null> {
  const input = formOf(page, kind).getByLabel(label, { exact: true });
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  return page.locator(`#${await input.getAttribute('aria-describedby')}`).textContent();
}

describe.each(formPages)('the %s form checks', (kind, path) => {
  it('gives the errors the browser used to catch the same persistent inline French message, tied to the field', async () => {
    const { page } = state;
    await answerEmail(state, ok);
    await open(page, path);
    expect(await page.locator('.request-mail').first().isVisible()).toBe(false); // the no-script e-mail link stays hidden
    await fillContact(page, kind, { 'Email professionnel *': 'jean.dupont@', 'Nom *': '', 'Entreprise *': '' });
    expect(await formOf(page, kind).getAttribute('novalidate')).not.toBeNull();
    await submit(page, kind);
    await expect
      .poll(() => inlineError(page, kind, 'Email professionnel *'))
      .toBe('Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.');
    expect(await inlineError(page, kind, 'Nom *')).toBe('Indiquez votre nom.');
    expect(await inlineError(page, kind, 'Entreprise *')).toBe('Indiquez le nom de votre entreprise.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nom');
    // Still there a moment later, while the visitor reads it: not a passing bubble.
    await page.waitForTimeout(1500);
    expect(await inlineError(page, kind, 'Nom *')).toBe('Indiquez votre nom.');
    expect(state.bodies).toEqual([]);
  });

  it('without JavaScript, replaces the form by an e-mail prepared in UTF-8 that reaches the mail client intact', async () => {
    const context = await state.page.context().browser()!.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const handed: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => {
      if (event.url.startsWith('mailto:')) handed.push(event.url);
    });
    await page.goto(inject('baseUrl') + path);
    // A form posted to mailto: reaches the mail client garbled in Chromium ('Hélène' as 'HÃ©lÃ¨ne'):
    // it is hidden, and a link opens an e-mail the visitor completes in their mail client.
    expect(await formOf(page, kind).isVisible()).toBe(false);
    const section = page.locator(kind === 'quote' ? '#contact' : '#demo-request');
    await section.getByRole('link', { name: 'Préparer l’e-mail' }).click();
    await expect.poll(() => handed.length).toBe(1);
    // What the mail client reads (RFC 6068: percent-decoding only, '+' is a plus, not a space).
    const [address, query] = handed[0]!.slice('mailto:'.length).split('?') as [string, string];
    const fields = Object.fromEntries(query.split('&').map((pair) => pair.split('=') as [string, string]));
    expect(address).toMatch(/^[^@]+@[^@]+$/);
    expect(Object.keys(fields)).toEqual(['subject', 'body']);
    expect(query).not.toContain('+');
    expect(decodeURIComponent(fields.subject!)).toBe(
      kind === 'quote' ? 'Demande de devis' : 'Demande de démonstration - Standard téléphonique virtuel',
    );
    const labels =
      kind === 'quote'
        ? ['Prénom', 'Nom', 'Email professionnel', 'Téléphone', 'Entreprise', 'Effectif', 'Besoin', 'Message']
        : [
            'Prénom',
            'Nom',
            'Email professionnel',
            'Téléphone',
            'Entreprise',
            'Effectif',
            'Date souhaitée',
            'Créneau souhaité',
            'Message',
          ];
    expect(decodeURIComponent(fields.body!)).toBe(
      ['Bonjour,', '', ...labels.map((label) => `${label}\u00a0: `), '', 'Cordialement,'].join('\r\n'),
    );
    await context.close();
  });
});

describe('the demo form checks', () => {
  it('refuses a past date inline, and sends an empty date and slot as the spec words them', async () => {
    const { page } = state;
    await answerEmail(state, ok);
    await open(page, '/standard-telephonique-virtuel');
    await fillContact(page, 'demo');
    await formOf(page, 'demo').getByLabel('Date souhaitée').fill('2020-01-06');
    await submit(page, 'demo');
    await expect
      .poll(() => inlineError(page, 'demo', 'Date souhaitée'))
      .toBe('Choisissez une date à partir d’aujourd’hui.');
    expect(state.bodies).toEqual([]);
    await formOf(page, 'demo').getByLabel('Date souhaitée').fill('');
    await submit(page, 'demo');
    await expect.poll(() => state.bodies.length).toBe(1);
    expect(state.bodies[0]!.template_params).toMatchObject({
      date_preferee: 'Non spécifiée',
      heure_preferee: 'Non spécifié',
    });
  });
});
