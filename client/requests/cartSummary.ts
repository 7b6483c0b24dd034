import { linePrice } from '../cart/cartGroups.js';
import { cartTotals, type CartItem } from '../cart/cartItems.js';
import { formatPrice } from '../format.js';

/** Text sent when the cart is empty. */
export const emptyCartSummary = 'Aucun produit sélectionné dans le panier.';

/**
 * The cart as plain text for the provider: each item with quantity, price, description, features,
 * then totals. `brief` (the mail link, which holds at most 2,000 characters) leaves out descriptions
 * and features: the name, quantity and price say what was chosen.
 */
export function cartSummary(items: readonly CartItem[], { brief = false } = {}): string {
  if (items.length === 0) return emptyCartSummary;
  const lines = items.map((item) => {
    // « en location » and « achat » say at once which T46U is rented and which is bought.
    const line = `- ${item.name} × ${item.quantity} : ${linePrice(item, formatPrice(item.price))}`;
    if (brief) return line;
    const features = item.features.length > 0 ? `\n  Caractéristiques : ${item.features.join(', ')}` : '';
    return `${line}\n  ${item.description}${features}`;
  });
  const { monthly, oneOff } = cartTotals(items);
  const totals = [`Total mensuel estimé : ${formatPrice(monthly)}/mois`];
  if (oneOff > 0) totals.push(`Paiement unique estimé : ${formatPrice(oneOff)}`);
  return `${lines.join('\n')}\n\n${totals.join('\n')}`;
}
