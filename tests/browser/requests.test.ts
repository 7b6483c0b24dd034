import type { Browser, Page, Route } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { minimumFillMs } from '../../client/requests/screenRequest.js';
import { launchChromium, viewports } from './chromium.js';
import { keptTabs } from './keptTabs.js';
import { notAutomated } from './requestPage.js';

const baseUrl = inject('baseUrl');
const emailjs = inject('emailjs');
const api = 'https://api.emailjs.com/api/v1.0/email/send';
let browser: Browser;
let page: Page;
let bodies: Record<string, unknown>[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
/** A tab not marked as automated, on Playwright's clock, kept between tests (see keptTabs). */
const tabs = keptTabs(async (viewport) => {
  const context = await browser.newContext({ viewport });
  await notAutomated(context);
  const opened = await context.newPage();
  await opened.clock.install();
  return opened;
});
beforeEach(async () => {
  page = await tabs.take(viewports.desktop);
  bodies = [];
});
afterEach(() => tabs.release(page));

/** Answers the e-mail API the way `answer` says, recording each request body. */
async function emailApi(answer: (route: Route) => Promise<void>): Promise<void> {
  await page.route(api, async (route) => {
    bodies.push(route.request().postDataJSON());
    await answer(route);
  });
}
const ok = (route: Route) => route.fulfill({ status: 200, body: 'OK' });

async function open(path: string): Promise<void> {
  await page.goto(baseUrl + path);
}

async function fillQuote(overrides: Record<string, string> = {}): Promise<void> {
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await expect
    .poll(() => form.evaluate((element) => element.closest('[data-island]')?.hasAttribute('data-hydrated')))
    .toBe(true);
  const values = {
    'Prénom *': 'Marie',
    'Nom *': 'Durand',
    'Email professionnel *': 'marie.durand@acme.fr',
    'Téléphone *': '06 12 34 56 78',
    'Entreprise *': 'ACME',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Effectif').selectOption('6-15');
  await form.getByLabel('Besoin').selectOption('fibre');
  await form.getByLabel('Message').fill('Deux sites à équiper.');
  await page.clock.fastForward(minimumFillMs);
}

const lastToast = async () => {
  const toast = page.locator('.toast').last();
  return [await toast.locator('.toast-title').textContent(), await toast.locator('.toast-description').textContent()];
};
const cartLabel = () => page.locator('.navbar [data-cart-button]').getAttribute('aria-label');

describe('the quote form', () => {
  it('sends the exact template parameters with the cart, then thanks, resets and empties the cart', async () => {
    await emailApi(ok);
    await open('/');
    await page.getByRole('button', { name: 'Ajouter Équipe au panier' }).click();
    await page.getByRole('button', { name: 'Fermer le panier' }).click();
    await fillQuote();
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect
      .poll(lastToast)
      .toEqual(['Demande envoyée\u00a0!', 'Nous vous contacterons dans les plus brefs délais.']);
    expect(bodies).toHaveLength(1);
    const body = bodies[0] as { template_params: Record<string, string> };
    expect(body).toMatchObject({
      lib_version: expect.any(String),
      user_id: emailjs.publicKey,
      service_id: emailjs.serviceId,
      template_id: emailjs.quoteTemplate,
    });
    expect(Object.keys(body.template_params)).toEqual([
      'to_email',
      'from_name',
      'from_email',
      'telephone',
      'entreprise',
      'effectif',
      'besoin',
      'message',
      'cart_summary',
      'subject',
    ]);
    expect(body.template_params).toMatchObject({
      to_email: expect.stringMatching(/@/),
      from_name: 'Marie Durand',
      from_email: 'marie.durand@acme.fr',
      telephone: '06 12 34 56 78',
      entreprise: 'ACME',
      effectif: '6 à 15 utilisateurs',
      besoin: 'Fibre professionnelle',
      message: 'Deux sites à équiper.',
      subject: 'Nouvelle demande de devis - ACME',
    });
    expect(body.template_params.cart_summary).toBe(
      '- Équipe × 1 : 29\u00a0€ /mois/utilisateur\n  Le standard complet pour les équipes qui reçoivent beaucoup d’appels.\n' +
        '  Caractéristiques : Tout Essentiel, plus, Téléphone Yealink T46S inclus, Standard téléphonique avancé, Application mobile, Conférences jusqu’à 20 personnes, Renvois intelligents, Statistiques d’appels, Support prioritaire\n\n' +
        'Total mensuel estimé : 29\u00a0€/mois',
    );
    expect(await page.locator('#contact form').getByLabel('Prénom *').inputValue()).toBe('');
    expect(await cartLabel()).toBe('Panier, vide');
  });

  it('sends "Non spécifié", "Aucun message" and the empty-cart text for what was left out', async () => {
    await emailApi(ok);
    await open('/');
    await fillQuote();
    await page.locator('#contact form').getByLabel('Effectif').selectOption('');
    await page.locator('#contact form').getByLabel('Besoin').selectOption('');
    await page.locator('#contact form').getByLabel('Message').fill('   ');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect.poll(() => bodies.length).toBe(1);
    expect((bodies[0] as { template_params: Record<string, string> }).template_params).toMatchObject({
      effectif: 'Non spécifié',
      besoin: 'Non spécifié',
      message: 'Aucun message',
      cart_summary: 'Aucun produit sélectionné dans le panier.',
    });
  });

  it.each([
    ['403', (route: Route) => route.fulfill({ status: 403, body: 'Forbidden' })],
    ['429', (route: Route) => route.fulfill({ status: 429, body: 'Too Many Requests' })],
    ['451', (route: Route) => route.fulfill({ status: 451, body: 'Unavailable For Headless Browser' })],
    ['500', (route: Route) => route.fulfill({ status: 500, body: 'Server error' })],
    ['network error', (route: Route) => route.abort('internetdisconnected')],
  ])(
    'falls back to the mail client after a %s, with every field and the cart, and keeps what was typed',
    async (_kind, answer) => {
      await emailApi(answer);
      await open('/');
      await fillQuote();
      // The cart after the form, whose minimum time moves the clock on: the toast stays in view.
      await page.getByRole('button', { name: 'Ajouter FTTH pro 1Gb/s au panier' }).click();
      await page.getByRole('button', { name: 'Fermer le panier' }).click();
      await page.getByRole('button', { name: 'Envoyer la demande' }).click();
      const link = new URL((await page.getByRole('link', { name: 'ouvrez ce message' }).getAttribute('href'))!);
      expect(bodies).toHaveLength(1);
      // One message says it: the notice, no toast beside it.
      expect(await page.locator('.toast-title').allTextContents()).toEqual(['Offre fibre ajoutée\u00a0!']);
      expect(link.protocol).toBe('mailto:');
      expect(link.searchParams.get('subject')).toBe('Demande de devis - ACME');
      const body = link.searchParams.get('body')!;
      for (const part of [
        'Nom : Marie Durand',
        'Email : marie.durand@acme.fr',
        'Téléphone : 06 12 34 56 78',
        'Entreprise : ACME',
        'Effectif : 6 à 15 utilisateurs',
        'Besoin : Fibre professionnelle',
        'Message : Deux sites à équiper.',
        'FTTH pro 1Gb/s × 1 : 59,90\u00a0€ /mois',
      ]) {
        expect(body).toContain(part);
      }
      expect(await cartLabel()).toBe('Panier, vide');
      expect(await page.locator('#contact form').getByLabel('Entreprise *').inputValue()).toBe('ACME');
    },
  );

  it('sends one request for one click, the button disabled and saying so meanwhile', async () => {
    let release = () => undefined as void;
    await emailApi(
      (route) =>
        new Promise<void>((resolve) => {
          release = () => void route.fulfill({ status: 200, body: 'OK' }).then(resolve);
        }),
    );
    await open('/');
    await fillQuote();
    const submit = page.locator('#contact form button[type="submit"]');
    await submit.click();
    await expect.poll(() => submit.textContent()).toBe('Envoi en cours…');
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('#contact form').getByLabel('Message').press('Enter');
    await page.locator('#contact form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect.poll(() => bodies.length).toBe(1);
    release();
    await expect.poll(() => submit.textContent()).toBe('Envoyer la demande');
    expect(bodies).toHaveLength(1);
  });

  it('sends nothing while a field is invalid, and says why next to it', async () => {
    await emailApi(ok);
    await open('/');
    await fillQuote({ 'Email professionnel *': 'marie@acme', 'Téléphone *': '12 34', 'Prénom *': '   ' });
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    const form = page.locator('#contact form');
    for (const [label, message] of [
      ['Prénom *', 'Indiquez votre prénom.'],
      ['Email professionnel *', 'Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.'],
      [
        'Téléphone *',
        'Saisissez un numéro de téléphone, avec l’indicatif du pays hors de France, par exemple 06 12 34 56 78 ou +352 621 123 456.',
      ],
    ] as const) {
      const input = form.getByLabel(label, { exact: true });
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await input.getAttribute('aria-describedby');
      expect(await page.locator(`#${describedBy}`).textContent()).toBe(message);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('prenom');
    expect(bodies).toEqual([]);
  });

  it('keeps a draft through a reload', async () => {
    await open('/');
    await fillQuote();
    await page.reload();
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => form.getByLabel('Entreprise *').inputValue()).toBe('ACME');
  });

  it('posts to the mail client without JavaScript', async () => {
    const form = await (async () => {
      await open('/');
      return page.locator('#contact form');
    })();
    expect(await form.getAttribute('action')).toMatch(/^mailto:.+@/);
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('enctype')).toBe('text/plain');
    expect(await form.getAttribute('action')).toMatch(/\?subject=Demande%20de%20devis$/);
  });
});

describe('the demo form', () => {
  it('sends the demo template with the page sector, then resets keeping the sector', async () => {
    await emailApi(ok);
    await open('/standard-telephonique-virtuel');
    const form = page.locator('#demo-request form');
    await form.scrollIntoViewIfNeeded();
    await expect
      .poll(() => form.evaluate((element) => element.closest('[data-island]')?.hasAttribute('data-hydrated')))
      .toBe(true);
    const today = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getTime() - now.getTimezoneOffset() * 60000).toISOString().slice(0, 10);
    });
    // The minimum is set by an effect after hydration (the server does not know the visitor's day).
    await expect.poll(() => form.getByLabel('Date souhaitée').getAttribute('min')).toBe(today);
    for (const [label, value] of [
      ['Prénom *', 'Paul'],
      ['Nom *', 'Martin'],
      ['Email professionnel *', 'paul@lycee.fr'],
      ['Téléphone *', '+33 3 87 00 00 00'],
      ['Entreprise *', 'Lycée Fabert'],
    ]) {
      await form.getByLabel(label!, { exact: true }).fill(value!);
    }
    await form.getByLabel('Effectif').selectOption('51-200');
    await form.getByLabel('Créneau souhaité').selectOption('10h00-11h00');
    await page.clock.fastForward(minimumFillMs);
    await form.getByRole('button', { name: 'Demander une démo' }).click();
    await expect
      .poll(lastToast)
      .toEqual([
        'Demande de démo envoyée\u00a0!',
        'Nous vous contacterons pour planifier votre démonstration personnalisée.',
      ]);
    const body = bodies[0] as { template_id: string; template_params: Record<string, string> };
    expect(body.template_id).toBe(emailjs.demoTemplate);
    expect(body.template_params).toEqual({
      to_email: expect.stringMatching(/@/),
      from_name: 'Paul Martin',
      from_email: 'paul@lycee.fr',
      telephone: '+33 3 87 00 00 00',
      entreprise: 'Lycée Fabert',
      secteur: 'Standard téléphonique virtuel',
      effectif: '51 à 200 employés',
      date_preferee: 'Non spécifiée',
      heure_preferee: '10h00-11h00',
      message: 'Aucun message particulier',
      subject: 'Demande de démonstration - Standard téléphonique virtuel - Lycée Fabert',
    });
    expect(await form.getByLabel('Prénom *').inputValue()).toBe('');
  });

  it('opens the mail client with the spec fields when the service fails', async () => {
    await emailApi((route) => route.fulfill({ status: 429, body: 'Too Many Requests' }));
    await open('/fibre-professionnelle');
    const form = page.locator('#demo-request form');
    await form.scrollIntoViewIfNeeded();
    await expect
      .poll(() => form.evaluate((element) => element.closest('[data-island]')?.hasAttribute('data-hydrated')))
      .toBe(true);
    for (const [label, value] of [
      ['Prénom *', 'Paul'],
      ['Nom *', 'Martin'],
      ['Email professionnel *', 'paul@acme.fr'],
      ['Téléphone *', '0612345678'],
      ['Entreprise *', 'ACME'],
    ]) {
      await form.getByLabel(label!, { exact: true }).fill(value!);
    }
    await page.clock.fastForward(minimumFillMs);
    await form.getByRole('button', { name: 'Demander une démo' }).click();
    const link = new URL((await form.getByRole('link', { name: 'ouvrez ce message' }).getAttribute('href'))!);
    expect(link.searchParams.get('subject')).toBe('Demande de démonstration - Fibre professionnelle - ACME');
    expect(
      link.searchParams
        .get('body')!
        .split('\n')
        .map((line) => line.split(' : ')[0]),
    ).toEqual([
      'Nom',
      'Prénom',
      'Email',
      'Téléphone',
      'Entreprise',
      'Secteur',
      'Effectif',
      'Date souhaitée',
      'Heure souhaitée',
      'Message',
    ]);
  });
});
