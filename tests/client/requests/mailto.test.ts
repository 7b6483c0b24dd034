import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../client/cart/cartItems.js';
import { cartSummary } from '../../../client/requests/cartSummary.js';
import { fitMailto, mailtoUrl, mailtoUrlLimit, shortenedNote } from '../../../client/requests/mailto.js';
import { quoteMailto } from '../../../client/requests/quoteRequest.js';

const item = (index: number): CartItem => ({
  id: `item-${index}`,
  name: `Produit ${index}`,
  price: 10 + index,
  period: '/mois',
  description: 'Une description assez longue pour peser dans le message.',
  features: ['Première caractéristique', 'Deuxième caractéristique', 'Troisième caractéristique'],
  quantity: 1,
});
const params = {
  from_name: 'Marie Durand',
  from_email: 'marie@acme.fr',
  telephone: '0612345678',
  entreprise: 'ACME',
  effectif: 'Non spécifié',
  besoin: 'Non spécifié',
  message: 'Bonjour',
};

describe('mail fallback', () => {
  it('encodes subject and body', () => {
    expect(mailtoUrl('a@b.fr', 'Demande de devis - A&B', 'Ligne 1\nLigne 2')).toBe(
      'mailto:a@b.fr?subject=Demande%20de%20devis%20-%20A%26B&body=Ligne%201%0ALigne%202',
    );
  });

  it('keeps the whole cart when the link fits', () => {
    const mail = quoteMailto(params, [item(1)], 'contact@example.fr');
    expect(mail.complete).toBe(true);
    expect(new URL(mail.url).searchParams.get('body')).toContain(`Panier :\n${cartSummary([item(1)])}`);
  });

  it('shortens a link that would be too long, measured encoded, says so, and keeps the whole text aside', () => {
    const mail = quoteMailto(
      { ...params, message: 'é'.repeat(900) },
      Array.from({ length: 12 }, (_, index) => item(index)),
      'contact@example.fr',
    );
    expect(mail.complete).toBe(false);
    expect(mail.url.length).toBeLessThanOrEqual(mailtoUrlLimit);
    expect(new URL(mail.url).searchParams.get('body')!.endsWith(shortenedNote)).toBe(true);
    expect(mail.text).toContain('Produit 11 × 1');
    expect(mail.text).toContain('é'.repeat(900));
  });

  it('never splits an emoji, whatever the length', () => {
    for (let length = 1500; length < 1520; length++) {
      const body = 'a'.repeat(length) + '👩‍💻'.repeat(200);
      const mail = fitMailto('contact@example.fr', 'Sujet', body);
      const kept = new URL(mail.url).searchParams.get('body')!.replace(shortenedNote, '');
      expect(body.startsWith(kept)).toBe(true);
      expect(kept.replace(/^a+/, '').length % '👩‍💻'.length).toBe(0);
    }
  });
});
