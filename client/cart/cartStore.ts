import { addItem, parseStoredItems, removeItem, setQuantity, type CartItem, type CartProduct } from './cartItems.js';

/** The cart shared by every island of the page. */
export interface CartState {
  items: CartItem[];
  /** Whether the drawer is open. */
  open: boolean;
  /** The line the visitor just added, marked in the drawer until it closes. */
  added?: string;
}

export interface CartStore {
  get(): CartState;
  subscribe(listener: () => void): () => void;
  /** Adds one and opens the drawer. */
  add(product: CartProduct): void;
  remove(id: string): void;
  setQuantity(id: string, quantity: number): void;
  /** Empties the cart and closes the drawer. */
  clear(): void;
  setOpen(open: boolean): void;
}

/** Key under which the cart is kept in the tab's sessionStorage. */
export const storageKey = 'cart:v1';

/**
 * A cart kept in `storage` (the tab's sessionStorage) so it survives page changes and reloads:
 * ids and quantities only, the products being looked up in `products`, the site's catalogue.
 * Without usable storage it lives in memory; a corrupt stored value is discarded, never thrown.
 * Without a catalogue (a page rendered without one) the stored cart is left alone.
 */
export function createCartStore(storage: Storage | null, products?: readonly CartProduct[]): CartStore {
  let state: CartState = { items: products ? read(storage, products) : [], open: false };
  const listeners = new Set<() => void>();
  const update = (next: Partial<CartState>) => {
    const itemsChanged = next.items !== undefined && next.items !== state.items;
    state = { ...state, ...next };
    if (itemsChanged) write(storage, state.items);
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (product) => update({ items: addItem(state.items, product), open: true, added: product.id }),
    remove: (id) => update({ items: removeItem(state.items, id) }),
    setQuantity: (id, quantity) => update({ items: setQuantity(state.items, id, quantity) }),
    clear: () => update({ items: [], open: false, added: undefined }),
    setOpen: (open) => update(open ? { open } : { open, added: undefined }),
  };
}

function read(storage: Storage | null, products: readonly CartProduct[]): CartItem[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(storageKey);
    if (raw === null) return [];
    const stored: unknown = JSON.parse(raw);
    const items = parseStoredItems(stored, products);
    if (items) {
      // Lines refused (unknown product, impossible quantity) leave storage too.
      if (items.length !== (stored as unknown[]).length) write(storage, items);
      return items;
    }
  } catch {
    // unreadable or corrupt: discarded below
  }
  try {
    storage.removeItem(storageKey);
  } catch {
    // storage refuses writes: the cart lives in memory
  }
  return [];
}

function write(storage: Storage | null, items: CartItem[]): void {
  try {
    storage?.setItem(storageKey, JSON.stringify(items.map(({ id, quantity }) => ({ id, quantity }))));
  } catch {
    // quota or privacy mode: the cart lives in memory for this page
  }
}

/** The tab's sessionStorage, or null where the browser refuses it (privacy settings, sandboxed frames). */
export function sessionStorageOrNull(): Storage | null {
  try {
    const storage = window.sessionStorage;
    const probe = '__cart_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
