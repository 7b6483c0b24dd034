import { cartTotals, isOneOff, type CartItem } from '../cart/cartItems.js';
import { formatPrice } from '../format.js';

/** Text sent when the cart is empty. */
export const emptyCartSummary = 'Aucun produit sélectionné dans le panier.';

/** The cart as plain text for the provider: each item with quantity, price, description, features, then totals. */
export function cartSummary(items: readonly CartItem[]): string {
  if (items.length === 0) return emptyCartSummary;
  const lines = items.map((item) => {
    const period = isOneOff(item) ? 'paiement unique' : item.period;
    const features = item.features.length > 0 ? `\n  Caractéristiques : ${item.features.join(', ')}` : '';
    return `- ${item.name} × ${item.quantity} : ${formatPrice(item.price)} ${period}\n  ${item.description}${features}`;
  });
  const { monthly, oneOff } = cartTotals(items);
  const totals = [`Total mensuel estimé : ${formatPrice(monthly)}/mois`];
  if (oneOff > 0) totals.push(`Paiement unique estimé : ${formatPrice(oneOff)}`);
  return `${lines.join('\n')}\n\n${totals.join('\n')}`;
}
