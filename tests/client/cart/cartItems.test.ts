import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartTotals,
  parseStoredItems,
  removeItem,
  setQuantity,
  type CartProduct,
} from '../../../client/cart/cartItems.js';

const plan: CartProduct = {
  id: 'equipe',
  name: 'Équipe',
  price: 29,
  period: '/mois/utilisateur',
  description: 'Standard complet',
  features: ['A'],
};
const fibre: CartProduct = {
  id: 'fibre-ftth-pro-1gb-s',
  name: 'FTTH pro 1Gb/s',
  price: 59.9,
  period: '/mois',
  description: 'Fibre Jusqu’à 1 Gb/s',
  features: [],
};
const phone: CartProduct = {
  id: 'achat-t46u',
  name: 'Yealink T46U',
  price: 149,
  period: 'unique',
  description: 'Téléphones IP',
  features: [],
};

describe('cart items', () => {
  it('appends a new item with quantity 1 and raises the quantity of an existing one', () => {
    const once = addItem([], plan);
    expect(once).toEqual([{ ...plan, quantity: 1 }]);
    const twice = addItem(addItem(once, fibre), plan);
    expect(twice.map((item) => [item.id, item.quantity])).toEqual([
      ['equipe', 2],
      ['fibre-ftth-pro-1gb-s', 1],
    ]);
  });

  it('removes by id, and a quantity of zero or less removes too', () => {
    const items = addItem(addItem([], plan), fibre);
    expect(removeItem(items, 'equipe').map((item) => item.id)).toEqual(['fibre-ftth-pro-1gb-s']);
    expect(setQuantity(items, 'equipe', 0).map((item) => item.id)).toEqual(['fibre-ftth-pro-1gb-s']);
    expect(setQuantity(items, 'equipe', -3).map((item) => item.id)).toEqual(['fibre-ftth-pro-1gb-s']);
    expect(setQuantity(items, 'equipe', 5).find((item) => item.id === 'equipe')?.quantity).toBe(5);
  });

  it('totals recurring items per month and one-off purchases apart, to the cent', () => {
    let items = addItem([], fibre);
    items = setQuantity(items, fibre.id, 3);
    items = addItem(addItem(items, plan), phone);
    expect(cartTotals(items)).toEqual({ count: 5, monthly: 208.7, oneOff: 149 });
  });

  it('takes names and prices from the catalogue, never from storage, and only whole quantities from 1 to 999', () => {
    const catalogue = [plan, fibre, phone];
    expect(
      parseStoredItems([{ id: 'equipe', quantity: 2, name: 'Pirate', price: -481, period: '/an' }], catalogue),
    ).toEqual([{ ...plan, quantity: 2 }]);
    expect(
      parseStoredItems(
        [
          { id: 'equipe', quantity: 1e21 },
          { id: 'achat-t46u', quantity: 0.01 },
          { id: 'fibre-ftth-pro-1gb-s', quantity: 0 },
          { id: 'inconnu', quantity: 1 },
          null,
          { id: 'achat-t46u', quantity: 999 },
        ],
        catalogue,
      ),
    ).toEqual([{ ...phone, quantity: 999 }]);
    expect(parseStoredItems({ items: [] }, catalogue)).toBeUndefined();
  });

  it('never raises a quantity past 999', () => {
    const items = setQuantity(addItem([], plan), 'equipe', 999);
    expect(addItem(items, plan)[0]?.quantity).toBe(999);
    expect(setQuantity(items, 'equipe', 1e21)[0]?.quantity).toBe(999);
    expect(setQuantity(items, 'equipe', Number.NaN)).toEqual([]);
  });
});
