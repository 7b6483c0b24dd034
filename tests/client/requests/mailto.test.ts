import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../client/cart/cartItems.js';
import { cartSummary } from '../../../client/requests/cartSummary.js';
import { fitBody, mailtoBodyLimit, mailtoUrl } from '../../../client/requests/mailto.js';
import { quoteMailto } from '../../../client/requests/quoteRequest.js';

const item = (index: number): CartItem => ({
  id: `item-${index}`, name: `Produit ${index}`, price: 10 + index, period: '/mois', description: 'Une description assez longue pour peser dans le message.',
  features: ['Première caractéristique', 'Deuxième caractéristique', 'Troisième caractéristique'], quantity: 1,
});

describe('mail fallback', () => {
  it('encodes subject and body', () => {
    expect(mailtoUrl('a@b.fr', 'Demande de devis - A&B', 'Ligne 1\nLigne 2')).toBe('mailto:a@b.fr?subject=Demande%20de%20devis%20-%20A%26B&body=Ligne%201%0ALigne%202');
  });

  it('keeps the whole cart when it fits', () => {
    const body = fitBody('Nom : Marie', cartSummary([item(1)]), 'short');
    expect(body).toBe(`Nom : Marie\n\nPanier :\n${cartSummary([item(1)])}`);
  });

  it('drops features, then cuts with a note, to stay under the limit while keeping every field', () => {
    const items = Array.from({ length: 40 }, (_, index) => item(index));
    const params = { from_name: 'Marie Durand', from_email: 'marie@acme.fr', telephone: '0612345678', entreprise: 'ACME', effectif: 'Non spécifié', besoin: 'Non spécifié', message: 'x'.repeat(300) };
    const body = new URL(quoteMailto(params, items, 'contact@example.fr')).searchParams.get('body')!;
    expect(body.length).toBeLessThanOrEqual(mailtoBodyLimit);
    expect(body).toContain(`Message : ${'x'.repeat(300)}`);
    expect(body).toContain('Panier abrégé');
    expect(body).not.toContain('Première caractéristique');
  });
});
