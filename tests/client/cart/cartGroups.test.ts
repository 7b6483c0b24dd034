import { describe, expect, it } from 'vitest';
import { cartGroups } from '../../../client/cart/cartGroups.js';
import type { CartItem } from '../../../client/cart/cartItems.js';
import { cartSummary } from '../../../client/requests/cartSummary.js';

const line = (id: string, fields: Partial<CartItem>): CartItem => ({
  id,
  name: id,
  price: 5,
  period: '/mois',
  description: 'Description',
  features: [],
  quantity: 1,
  ...fields,
});
const bought = line('achat-t46u', { name: 'Yealink T46U', price: 149, period: 'unique', kind: 'purchase' });
const rented = line('t46u', { name: 'T46U', period: '/mois HT', kind: 'rental' });
const plan = line('equipe', { name: 'Équipe', price: 29, period: '/mois/utilisateur', kind: 'subscription' });

describe('cart groups', () => {
  it('lists monthly lines first, then purchases, each group in the order added', () => {
    const groups = cartGroups([bought, rented, plan]);
    expect(groups.map((group) => [group.id, group.items.map((item) => item.id)])).toEqual([
      ['panier-mensuel', ['t46u', 'equipe']],
      ['panier-achats', ['achat-t46u']],
    ]);
  });

  it('leaves out a group without lines', () => {
    expect(cartGroups([plan]).map((group) => group.id)).toEqual(['panier-mensuel']);
    expect(cartGroups([])).toEqual([]);
  });

  it('tells the business which phone is rented and which is bought', () => {
    expect(cartSummary([rented, bought, plan], { brief: true }).split('\n').slice(0, 3)).toEqual([
      '- T46U × 1 : 5\u00a0€ /mois HT, en location',
      '- Yealink T46U × 1 : 149\u00a0€ HT, achat (paiement unique)',
      '- Équipe × 1 : 29\u00a0€ /mois/utilisateur',
    ]);
  });

  it('reads a line stored without a kind from its period', () => {
    expect(cartSummary([line('x', { period: 'unique', price: 10 })], { brief: true })).toContain(
      '10\u00a0€ HT, achat (paiement unique)',
    );
  });
});
