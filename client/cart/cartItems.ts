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
  quantity: number;
}

/** What an add-to-cart button carries: an item without its quantity. */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** Adds one: an item already present gets quantity + 1, a new one is appended with quantity 1. */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((item) => item.id === product.id);
  if (existing) return items.map((item) => (item.id === product.id ? { ...item, quantity: item.quantity + 1 } : item));
  return [...items, { ...product, quantity: 1 }];
}

/** Removes the item with this id. */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Sets a quantity; zero or less removes the item. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeItem(items, id);
  return items.map((item) => (item.id === id ? { ...item, quantity: Math.floor(quantity) } : item));
}

/** A one-off purchase, paid once, as opposed to a monthly subscription. */
export function isOneOff(item: Pick<CartItem, 'period'>): boolean {
  return item.period === 'unique';
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

/** Checks a value read back from storage; anything that is not a list of well-formed items is refused. */
export function parseStoredItems(value: unknown): CartItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.every(
    (item) =>
      item !== null &&
      typeof item === 'object' &&
      typeof item.id === 'string' &&
      typeof item.name === 'string' &&
      typeof item.price === 'number' &&
      Number.isFinite(item.price) &&
      typeof item.period === 'string' &&
      typeof item.description === 'string' &&
      Array.isArray(item.features) &&
      item.features.every((feature: unknown) => typeof feature === 'string') &&
      Number.isInteger(item.quantity) &&
      item.quantity > 0,
  );
  return valid ? (value as CartItem[]) : undefined;
}
