import { useEffect, useState } from 'react';
import { cartProductsId } from '../../model/reservedIds.js';
import type { CartProduct } from './cartItems.js';
import { createCartStore, sessionStorageOrNull, type CartState, type CartStore } from './cartStore.js';

const emptyCart: CartState = { items: [], open: false };
let store: CartStore | undefined;

/** The page's one cart store, created on first use in the browser. */
export function cartStore(): CartStore {
  store ??=
    typeof window === 'undefined' ? createCartStore(null) : createCartStore(sessionStorageOrNull(), catalogue());
  return store;
}

/** The site's products, written into every page by the layout (`#cart-products`). */
function catalogue(): CartProduct[] | undefined {
  try {
    return JSON.parse(document.getElementById(cartProductsId)?.textContent ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cart state, re-rendering on change. The first render matches the server's (an empty, closed
 * cart); the stored cart arrives right after hydration, as a normal update, so attributes such as
 * the cart button's name are patched too.
 */
export function useCart(): CartState {
  const [state, setState] = useState(emptyCart);
  useEffect(() => {
    const current = cartStore();
    setState(current.get());
    return current.subscribe(() => setState(current.get()));
  }, []);
  return state;
}
