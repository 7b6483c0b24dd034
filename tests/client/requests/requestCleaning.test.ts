import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../client/cart/cartItems.js';
import { demoMailto, demoParams } from '../../../client/requests/demoRequest.js';
import { cleanValues } from '../../../client/requests/fields.js';
import { fitMailto } from '../../../client/requests/mailto.js';
import { quoteMailto, quoteParams } from '../../../client/requests/quoteRequest.js';
import { webhookBody } from '../../../client/requests/sendWebhook.js';

/** Anything a form must not pass on (see cleanText): one of each kind. */
const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const typed = {
  prenom: 'Ma\u0000rie',
  nom: 'Du\u202erand\u202c',
  email: 'marie@acme.fr\u200e',
  telephone: '06 12 34 56 78\u2069',
  entreprise: 'AC\u0007ME\r\nBcc: x@evil.example',
  effectif: '1-5',
  besoin: '',
  datePreferee: '',
  heurePreferee: '',
  message: 'Bonjour,\r\nDeux sites\u0085 à équiper.\u2066\tMerci',
};
/** A cart item as a tampered sessionStorage could hold it. */
const item: CartItem = {
  id: 'x',
  name: 'Équipe\u202e',
  price: 29,
  period: '/mois',
  description: 'Desc\u0000',
  features: ['A\u0007'],
  quantity: 1,
};
const to = 'contact@example.fr';

describe('a request typed with control and direction characters', () => {
  const values = cleanValues(typed);

  it('is cleaned before it is checked, keeping the message on its lines', () => {
    expect(values).toEqual({
      ...typed,
      prenom: 'Marie',
      nom: 'Durand',
      email: 'marie@acme.fr',
      telephone: '06 12 34 56 78',
      entreprise: 'ACME Bcc: x@evil.example',
      message: 'Bonjour,\nDeux sites à équiper.\tMerci',
    });
  });

  it('gives the e-mail service quote and demo parameters without any of them', () => {
    for (const params of [
      quoteParams({ values, items: [], choices: { effectif: { '1-5': '1 à 5' }, besoin: {} }, to }),
      demoParams({ values, sector: 'Santé', effectifLabels: { '1-5': '1 à 5' }, to }),
    ]) {
      for (const [key, value] of Object.entries(params)) expect(value, key).not.toMatch(unsafe);
      expect(params.from_name).toBe('Marie Durand');
      expect(params.message).toBe('Bonjour,\nDeux sites à équiper.\tMerci');
    }
  });

  it('gives quote and demo mail links whose subject and body hold none of them, the cart included', () => {
    const quote = quoteMailto(
      quoteParams({ values, items: [item], choices: { effectif: {}, besoin: {} }, to }),
      [item],
      to,
    );
    const demo = demoMailto(values, demoParams({ values, sector: 'Santé', effectifLabels: {}, to }), to);
    for (const mail of [quote, demo]) {
      const url = new URL(mail.url);
      expect(url.searchParams.get('subject')).not.toMatch(unsafe);
      expect(url.searchParams.get('body')).not.toMatch(unsafe);
      expect(mail.text).not.toMatch(unsafe);
    }
    expect(new URL(quote.url).searchParams.get('subject')).toBe('Demande de devis - ACME Bcc: x@evil.example');
    expect(new URL(quote.url).searchParams.get('body')).toContain(
      '- Équipe × 1 : 29\u00a0€ /mois\n\nTotal mensuel estimé',
    );
  });

  it('gives the requests webhook quote and demo bodies without any of them, the whole cart included', () => {
    const quote = webhookBody(
      'devis',
      quoteParams({ values, items: [item], choices: { effectif: {}, besoin: {} }, to }),
    );
    const demo = webhookBody('demo', demoParams({ values, sector: 'Santé', effectifLabels: {}, to }));
    for (const body of [quote, demo])
      for (const [key, value] of Object.entries(body)) expect(value, key).not.toMatch(unsafe);
    expect(quote.type).toBe('devis');
    expect(quote.cart_summary).toContain('- Équipe × 1 : 29\u00a0€ /mois\n  Desc\n  Caractéristiques : A');
    expect(demo.type).toBe('demo');
    expect(demo.message).toBe('Bonjour,\nDeux sites à équiper.\tMerci');
  });

  it('never reaches a mail link, even from a text that skipped the form', () => {
    const mail = fitMailto(to, 'Sujet\u0000\r\nCc: x@evil.example', 'Corps\u202e\r\nfin\u0007');
    expect(mail.url).toBe('mailto:contact@example.fr?subject=Sujet%20Cc%3A%20x%40evil.example&body=Corps%0Afin');
    expect(mail.text).toBe('Corps\nfin');
  });
});
