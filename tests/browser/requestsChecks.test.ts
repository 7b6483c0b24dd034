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
    await fillContact(page, kind, { 'Email professionnel *': 'jean.dupont@', 'Nom *': '', 'Entreprise *': '' });
    expect(await formOf(page, kind).getAttribute('novalidate')).not.toBeNull();
    await submit(page, kind);
    await expect.poll(() => inlineError(page, kind, 'Email professionnel *')).toBe('Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.');
    expect(await inlineError(page, kind, 'Nom *')).toBe('Indiquez votre nom.');
    expect(await inlineError(page, kind, 'Entreprise *')).toBe('Indiquez le nom de votre entreprise.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nom');
    // Still there a moment later, while the visitor reads it: not a passing bubble.
    await page.waitForTimeout(1500);
    expect(await inlineError(page, kind, 'Nom *')).toBe('Indiquez votre nom.');
    expect(state.bodies).toEqual([]);
  });

  it('posts to the mail client without JavaScript, with a subject and every field, the browser checking the required ones', async () => {
    const context = await state.page.context().browser()!.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const handed: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => { if (event.url.startsWith('mailto:')) handed.push(event.url); });
    await page.goto(inject('baseUrl') + path);
    const form = formOf(page, kind);
    expect(await form.getAttribute('novalidate')).toBeNull();
    await submit(page, kind);
    await page.waitForTimeout(300);
    expect(handed).toEqual([]);
    for (const [label, value] of [['Prénom *', 'Paul'], ['Nom *', 'Martin'], ['Email professionnel *', 'paul@acme.fr'], ['Téléphone *', '06 12 34 56 78'], ['Entreprise *', 'ACME']]) {
      await form.getByLabel(label!, { exact: true }).fill(value!);
    }
    await submit(page, kind);
    await expect.poll(() => handed.length).toBe(1);
    const url = new URL(handed[0]!);
    expect(url.searchParams.get('subject')).toBe(kind === 'quote' ? 'Demande de devis' : 'Demande de démonstration - Standard téléphonique virtuel');
    // Chromium's text/plain mail body reads UTF-8 bytes as Latin-1 and '+' as a space whatever the
    // form's attributes (accept-charset is ignored for mailto:): ASCII values arrive intact.
    const body = url.searchParams.get('body')!;
    for (const part of ['prenom=Paul', 'nom=Martin', 'email=paul@acme.fr', 'telephone=06 12 34 56 78', 'entreprise=ACME']) expect(body).toContain(part);
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
    await expect.poll(() => inlineError(page, 'demo', 'Date souhaitée')).toBe('Choisissez une date à partir d’aujourd’hui.');
    expect(state.bodies).toEqual([]);
    await formOf(page, 'demo').getByLabel('Date souhaitée').fill('');
    await submit(page, 'demo');
    await expect.poll(() => state.bodies.length).toBe(1);
    expect(state.bodies[0]!.template_params).toMatchObject({ date_preferee: 'Non spécifiée', heure_preferee: 'Non spécifié' });
  });
});
