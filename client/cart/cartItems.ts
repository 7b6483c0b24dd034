/** One line of the cart. Shared by the generator (which writes the items into pages) and the browser. */
export interface CartItem {
  id: string;
  name: string;
  /** Unit price in euros HT, e.g. `59.9`. */
  price: number;
  /** `/mois/utilisateur`, `/mois`, `/mois HT` for recurring prices; `unique` for a one-off purchase. */
  period: string;
  description: string;
  features: string[];
  /** What the price pays for: a plan or fibre subscription, equipment rented with it, or a purchase. Default from `period`. */
  kind?: LineKind;
  quantity: number;
}

/** A subscription (plans, fibre), equipment rented monthly with it, or a one-off purchase (catalogue). */
export type LineKind = 'subscription' | 'rental' | 'purchase';

/** What an add-to-cart button carries: an item without its quantity. */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** Most of one product a cart line holds. */
export const maxQuantity = 999;

/** Adds one: an item already present gets quantity + 1, a new one is appended with quantity 1. */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((item) => item.id === product.id);
  if (existing) return setQuantity(items, product.id, existing.quantity + 1);
  return [...items, { ...product, quantity: 1 }];
}

/** Removes the item with this id. */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Sets a quantity, a whole number up to `maxQuantity`; below one removes the item. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!(quantity >= 1)) return removeItem(items, id);
  return items.map((item) =>
    item.id === id ? { ...item, quantity: Math.min(maxQuantity, Math.floor(quantity)) } : item,
  );
}

/** A one-off purchase, paid once, as opposed to a monthly subscription. */
export function isOneOff(item: Pick<CartItem, 'period'>): boolean {
  return item.period === 'unique';
}

/** What a line's price pays for: its `kind`, else a purchase when paid once and a subscription otherwise. */
export function lineKind(item: Pick<CartItem, 'period' | 'kind'>): LineKind {
  return item.kind ?? (isOneOff(item) ? 'purchase' : 'subscription');
}

/** Item count (sum of quantities), monthly total of recurring items, total of one-off items. */
export function cartTotals(items: readonly CartItem[]): { count: number; monthly: number; oneOff: number } {
  let count = 0;
  let monthly = 0;
  let oneOff = 0;
  for (const item of items) {
    count += item.quantity;
    if (isOneOff(item)) oneOff += item.price * item.quantity;
    else monthly += item.price * item.quantity;
  }
  return { count, monthly: round(monthly), oneOff: round(oneOff) };
}

/** Keeps cents exact: 3 × 59.9 is 179.7, not 179.70000000000002. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** What the tab's storage keeps of a line: the product's id and the quantity, nothing a visitor could reprice. */
export interface StoredLine {
  id: string;
  quantity: number;
}

/**
 * The cart read back from storage: each line's product (name, price, period…) comes from
 * `products`, the site's built catalogue; a line whose id is unknown or whose quantity is not a
 * whole number from 1 to `maxQuantity` is dropped. Undefined when the value is not a list.
 */
export function parseStoredItems(value: unknown, products: readonly CartProduct[]): CartItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const byId = new Map(products.map((product) => [product.id, product]));
  return value.flatMap((line: Partial<StoredLine> | null) => {
    const product = byId.get(String(line?.id));
    const quantity = line?.quantity;
    return product && Number.isInteger(quantity) && quantity! >= 1 && quantity! <= maxQuantity
      ? [{ ...product, quantity: quantity! }]
      : [];
  });
}
