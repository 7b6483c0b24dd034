import { describe, expect, it } from 'vitest';
import { createCartStore, storageKey } from '../../../client/cart/cartStore.js';
import type { CartProduct } from '../../../client/cart/cartItems.js';

const plan: CartProduct = {
  id: 'essentiel',
  name: 'Essentiel',
  price: 19,
  period: '/mois/utilisateur',
  description: 'x',
  features: [],
};

/** A sessionStorage stand-in; `broken` makes every call throw, as in some privacy modes. */
function memoryStorage(initial: Record<string, string> = {}, broken = false): Storage {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => (guard(), data.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void data.set(key, value)),
    removeItem: (key: string) => (guard(), void data.delete(key)),
    clear: () => data.clear(),
  };
}

describe('cart store', () => {
  it('opens the drawer when adding and closes it when clearing', () => {
    const store = createCartStore(memoryStorage(), [plan]);
    store.add(plan);
    expect(store.get()).toMatchObject({ open: true, items: [{ id: 'essentiel', quantity: 1 }] });
    store.clear();
    expect(store.get()).toEqual({ open: false, items: [] });
  });

  it('tells subscribers about every change', () => {
    const store = createCartStore(memoryStorage(), [plan]);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.add(plan);
    store.setQuantity('essentiel', 3);
    store.setOpen(false);
    unsubscribe();
    store.remove('essentiel');
    expect(calls).toBe(3);
  });

  it('keeps the cart in storage, so the next page finds it', () => {
    const storage = memoryStorage();
    const first = createCartStore(storage, [plan]);
    first.add(plan);
    first.add(plan);
    const next = createCartStore(storage, [plan]);
    expect(next.get().items).toEqual([{ ...plan, quantity: 2 }]);
    // Only ids and quantities are stored: the product comes from the catalogue.
    expect(JSON.parse(storage.getItem(storageKey)!)).toEqual([{ id: 'essentiel', quantity: 2 }]);
    expect(next.get().open).toBe(false);
  });

  it('discards a corrupt stored cart instead of crashing', () => {
    for (const raw of ['{not json', '{"items":[]}', '[{"id":1}]']) {
      const storage = memoryStorage({ [storageKey]: raw });
      const store = createCartStore(storage, [plan]);
      expect(store.get().items).toEqual([]);
      expect(JSON.parse(storage.getItem(storageKey) ?? '[]')).toEqual([]);
      store.add(plan);
      expect(JSON.parse(storage.getItem(storageKey)!)).toHaveLength(1);
    }
  });

  it('lives in memory when storage refuses every access', () => {
    const store = createCartStore(memoryStorage({}, true), [plan]);
    store.add(plan);
    store.add(plan);
    expect(store.get().items[0]?.quantity).toBe(2);
    const none = createCartStore(null);
    none.add(plan);
    expect(none.get().items).toHaveLength(1);
  });
});
