import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveSite } from '../../generator/serve/serveSite.js';
import { buildFixture } from '../helpers/buildInProcess.js';
import { startRequestsWebhook, type RequestsWebhookStub } from '../helpers/requestsWebhookStub.js';
import { createTempSite, type TempSite } from '../helpers/tempSite.js';
import { launchChromium, viewports } from './chromium.js';
import { emailApi, fillContact, formOf, formPages, lastToast, notAutomated } from './requestPage.js';

let site: TempSite;
let server: Server;
let browser: Browser;
let webhook: RequestsWebhookStub;
let baseUrl = '';
let page: Page;
/** What reached EmailJS: nothing, since the webhook wins when both are set. */
let emailjsCalls = 0;

beforeAll(async () => {
  site = await createTempSite();
  webhook = await startRequestsWebhook();
  // Both set: the webhook, the business's own, wins.
  const env = {
    SITE_REQUESTS_WEBHOOK_URL: webhook.url,
    SITE_EMAILJS_PUBLIC_KEY: 'pk',
    SITE_EMAILJS_SERVICE_ID: 'service_test',
    SITE_EMAILJS_TEMPLATE_QUOTE: 'template_quote',
    SITE_EMAILJS_TEMPLATE_DEMO: 'template_demo',
  };
  const outDir = path.join(site.root, 'out');
  await buildFixture({ root: site.root, outDir, env, production: true });
  server = await serveSite(outDir, 0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await webhook?.close();
  await site?.remove();
});
beforeEach(async () => {
  const context = await browser.newContext({ viewport: viewports.desktop });
  await notAutomated(context);
  page = await context.newPage();
  await page.clock.install();
  await page.route(emailApi, (route) => {
    emailjsCalls += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  webhook.bodies.length = 0;
  webhook.answer = 'ok';
  emailjsCalls = 0;
});
afterEach(() => page.context().close());

const submit = (kind: 'quote' | 'demo') =>
  formOf(page, kind)
    .getByRole('button', { name: kind === 'quote' ? 'Envoyer la demande' : 'Demander une démo' })
    .click();
const cartLabel = () => page.locator('.navbar [data-cart-button]').getAttribute('aria-label');
const mailLink = async (kind: 'quote' | 'demo') =>
  new URL((await formOf(page, kind).getByRole('link', { name: 'ouvrez ce message' }).getAttribute('href'))!);

/** Opens the home page and puts the Équipe plan in the cart. */
async function homeWithCart(): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Ajouter Équipe au panier' }).click();
  await page.getByRole('button', { name: 'Fermer le panier' }).click();
  expect(await cartLabel()).toBe('Panier, 1 article');
}

describe('requests sent to the business’s webhook', () => {
  it('posts a quote as JSON with the EmailJS parameters and the whole cart, thanks the visitor and empties the cart', async () => {
    await homeWithCart();
    await fillContact(page, 'quote');
    await formOf(page, 'quote').getByLabel('Besoin').selectOption('fibre');
    await formOf(page, 'quote').getByLabel('Message').fill('Deux sites à équiper.');
    await submit('quote');
    await expect
      .poll(() => lastToast(page))
      .toEqual(['Demande envoyée\u00a0!', 'Nous vous contacterons dans les plus brefs délais.']);
    expect(webhook.bodies).toHaveLength(1);
    const body = webhook.bodies[0]!;
    expect(Object.keys(body)).toEqual([
      'type',
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
    expect(body).toMatchObject({
      type: 'devis',
      to_email: expect.stringMatching(/@/),
      from_name: 'Hélène Durand',
      from_email: 'helene.durand@acme.fr',
      telephone: '06 12 34 56 78',
      entreprise: 'ACME',
      effectif: 'Non spécifié',
      besoin: 'Fibre professionnelle',
      message: 'Deux sites à équiper.',
      subject: 'Nouvelle demande de devis - ACME',
    });
    expect(body.cart_summary).toMatch(/^- Équipe × 1 : 29\u00a0€ \/mois\/utilisateur\n {2}.+\n {2}Caractéristiques : /);
    expect(body.cart_summary).toContain('Total mensuel estimé : 29\u00a0€/mois');
    expect(emailjsCalls).toBe(0);
    expect(await cartLabel()).toBe('Panier, vide');
    expect(await formOf(page, 'quote').getByLabel('Prénom *').inputValue()).toBe('');
    expect(await formOf(page, 'quote').locator('.request-notice').textContent()).toBe('');
  });

  it('posts a demo request as JSON with the demo’s parameters', async () => {
    await page.goto(`${baseUrl}/standard-telephonique-virtuel`);
    await fillContact(page, 'demo');
    await formOf(page, 'demo').getByLabel('Créneau souhaité').selectOption('10h00-11h00');
    await submit('demo');
    await expect
      .poll(() => lastToast(page))
      .toEqual([
        'Demande de démo envoyée\u00a0!',
        'Nous vous contacterons pour planifier votre démonstration personnalisée.',
      ]);
    expect(webhook.bodies).toHaveLength(1);
    const body = webhook.bodies[0]!;
    expect(Object.keys(body)).toEqual([
      'type',
      'to_email',
      'from_name',
      'from_email',
      'telephone',
      'entreprise',
      'secteur',
      'effectif',
      'date_preferee',
      'heure_preferee',
      'message',
      'subject',
    ]);
    expect(body).toMatchObject({
      type: 'demo',
      from_name: 'Hélène Durand',
      entreprise: 'ACME',
      date_preferee: 'Non spécifiée',
      heure_preferee: '10h00-11h00',
      message: 'Aucun message particulier',
      subject: `Demande de démonstration - ${body.secteur} - ACME`,
    });
    expect(emailjsCalls).toBe(0);
  });

  describe.each(formPages)('the %s form', (kind, pagePath) => {
    it.each([
      ['a 500 answer', 'error'],
      ['a cut connection', 'cut'],
    ] as const)('opens the mail program after %s, keeping what was typed', async (_what, answer) => {
      webhook.answer = answer;
      if (kind === 'quote') await homeWithCart();
      else await page.goto(baseUrl + pagePath);
      await fillContact(page, kind);
      await submit(kind);
      const link = await mailLink(kind);
      expect(webhook.bodies.length).toBeGreaterThanOrEqual(1);
      expect(link.protocol).toBe('mailto:');
      expect(link.searchParams.get('body')).toContain('Entreprise : ACME');
      if (kind === 'quote')
        expect(link.searchParams.get('body')).toContain('- Équipe × 1 : 29\u00a0€ /mois/utilisateur');
      expect(await formOf(page, kind).getByLabel('Entreprise *').inputValue()).toBe('ACME');
      expect(await formOf(page, kind).getByLabel('Prénom *').inputValue()).toBe('Hélène');
      expect(await page.locator('.toast-title').allTextContents()).not.toContain('Demande envoyée\u00a0!');
      expect(emailjsCalls).toBe(0);
    });

    it('opens the mail program when the webhook is silent for 10 s', async () => {
      webhook.answer = 'silent';
      await page.goto(baseUrl + pagePath);
      await fillContact(page, kind);
      await submit(kind);
      await expect.poll(() => webhook.bodies.length).toBe(1);
      await page.clock.runFor(9_000);
      expect(await formOf(page, kind).locator('button[type="submit"]').textContent()).toBe('Envoi en cours…');
      await page.clock.runFor(1_500);
      expect((await mailLink(kind)).searchParams.get('body')).toContain('Entreprise : ACME');
      expect(await formOf(page, kind).getByLabel('Entreprise *').inputValue()).toBe('ACME');
      expect(emailjsCalls).toBe(0);
    });
  });
});
