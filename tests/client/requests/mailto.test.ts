import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../client/cart/cartItems.js';
import { formatPrice } from '../../../client/format.js';
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
/** An offer as the catalogue gives it, with a description and the features of the real plans. */
const offer = (id: string, name: string, price: number, period: string, quantity: number): CartItem => ({
  id,
  name,
  price,
  period,
  description: 'Le standard complet pour les équipes qui reçoivent beaucoup d’appels, sans frais cachés.',
  features: [
    'Appels illimités vers fixes et mobiles en France',
    'Téléphone Yealink T46S inclus',
    'Standard téléphonique avancé',
    'Application mobile',
    'Conférences jusqu’à 20 personnes',
    'Renvois intelligents',
    'Statistiques d’appels',
    'Support prioritaire',
  ],
  quantity,
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

  it('keeps the whole cart when the link fits, each line without its description and features', () => {
    const mail = quoteMailto(params, [item(1)], 'contact@example.fr');
    expect(mail.complete).toBe(true);
    expect(new URL(mail.url).searchParams.get('body')).toContain(
      `Panier :\n${cartSummary([item(1)], { brief: true })}`,
    );
    expect(cartSummary([item(1)], { brief: true })).toBe(
      '- Produit 1 × 1 : 11\u00a0€ /mois\n\nTotal mensuel estimé : 11\u00a0€/mois',
    );
  });

  it('holds a cart of the offers whole in one link every mail client opens: name, quantity and price of each, no features', () => {
    const offers: CartItem[] = [
      offer('essentiel', 'Essentiel', 19, '/mois/utilisateur', 8),
      offer('equipe', 'Équipe', 29, '/mois/utilisateur', 12),
      offer('premium', 'Premium', 39, '/mois/utilisateur', 3),
      offer('fibre-pro', 'Fibre Pro 1 Gb/s', 59.9, '/mois HT', 1),
      offer('fibre-entreprise', 'Fibre Entreprise 8 Gb/s', 149, '/mois HT', 1),
      offer('t54w', 'Yealink T54W', 189.9, 'unique', 4),
    ];
    const message =
      'Bonjour, nous déménageons nos deux agences de Metz et de Nancy en mars et souhaitons un devis pour le standard et la fibre, installation comprise. Merci de nous rappeler le matin.';
    const mail = quoteMailto({ ...params, message }, offers, 'contact@example.fr');
    expect(mail.url.length).toBeLessThanOrEqual(mailtoUrlLimit);
    expect(mail.complete).toBe(true);
    const body = new URL(mail.url).searchParams.get('body')!;
    expect(body).toContain(`Message : ${message}`);
    for (const { name, quantity, price } of offers)
      expect(body).toContain(`- ${name} × ${quantity} : ${formatPrice(price)}`);
    expect(body).toContain('Total mensuel estimé');
    expect(body).toContain('Paiement unique estimé');
    expect(body).not.toContain('Caractéristiques');
    expect(body).not.toContain('Appels illimités');
    expect(body).not.toContain(offers[0]!.description);
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
