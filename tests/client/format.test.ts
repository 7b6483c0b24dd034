import { describe, expect, it } from 'vitest';
import { cartLabel, formatPrice } from '../../client/format.js';
import { equipmentPriceLabel } from '../../templates/cartProducts.js';

describe('prices', () => {
  it('writes euros the French way and keeps the cents', () => {
    expect(formatPrice(59.9)).toBe('59,90\u00a0€');
    expect(formatPrice(19)).toBe('19\u00a0€');
    expect(formatPrice(1234.5)).toBe('1\u202f234,50\u00a0€');
  });

  it('labels equipment prices as the spec shows them', () => {
    const base = { id: 'x', name: 'X', type: 't', features: ['f'], included: false, addOn: false, highlight: false };
    expect(equipmentPriceLabel({ ...base, price: 5, period: '/mois HT', addOn: true })).toBe('+5\u00a0€ HT/mois');
    expect(equipmentPriceLabel({ ...base, price: 7, period: '/mois' })).toBe('7\u00a0€/mois');
    expect(equipmentPriceLabel({ ...base, included: true })).toBe('Inclus');
  });
});

describe('names', () => {
  it('names the cart button with its count', () => {
    expect([0, 1, 3].map(cartLabel)).toEqual(['Panier, vide', 'Panier, 1 article', 'Panier, 3 articles']);
  });
});
