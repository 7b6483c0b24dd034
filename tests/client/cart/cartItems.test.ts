import { describe, expect, it } from 'vitest';
import { addItem, cartTotals, parseStoredItems, removeItem, setQuantity, type CartProduct } from '../../../client/cart/cartItems.js';

const plan: CartProduct = { id: 'equipe', name: 'Équipe', price: 29, period: '/mois/utilisateur', description: 'Standard complet', features: ['A'] };
const fibre: CartProduct = { id: 'fibre-ftth-pro-1gb-s', name: 'FTTH pro 1Gb/s', price: 59.9, period: '/mois', description: 'Fibre Jusqu’à 1 Gb/s', features: [] };
const phone: CartProduct = { id: 'achat-t46u', name: 'Yealink T46U', price: 149, period: 'unique', description: 'Téléphones IP', features: [] };

describe('cart items', () => {
  it('appends a new item with quantity 1 and raises the quantity of an existing one', () => {
    const once = addItem([], plan);
    expect(once).toEqual([{ ...plan, quantity: 1 }]);
    const twice = addItem(addItem(once, fibre), plan);
    expect(twice.map((item) => [item.id, item.quantity])).toEqual([['equipe', 2], ['fibre-ftth-pro-1gb-s', 1]]);
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

  it('accepts stored items only when every field has its type', () => {
    const good = [{ ...plan, quantity: 2 }];
    expect(parseStoredItems(good)).toEqual(good);
    expect(parseStoredItems({ items: good })).toBeUndefined();
    expect(parseStoredItems([{ ...plan, quantity: 0 }])).toBeUndefined();
    expect(parseStoredItems([{ ...plan, price: '29' , quantity: 1 }])).toBeUndefined();
    expect(parseStoredItems([{ ...plan, features: [1], quantity: 1 }])).toBeUndefined();
    expect(parseStoredItems([null])).toBeUndefined();
  });
});
