import { isOneOff, lineKind, type CartItem } from './cartItems.js';

/** Lines paid each month (subscriptions and rented equipment), or paid once (purchases). */
export interface CartGroup {
  /** The id of the group's title, which names its list. */
  id: 'panier-mensuel' | 'panier-achats';
  /** The list's name, read by screen readers with its count: « Chaque mois : abonnements et location ». */
  title: string;
  items: CartItem[];
}

/**
 * The cart's lines in the two groups the drawer shows, monthly first, each in the order added.
 * A group without lines is left out. The drawer's order of lines is the groups' order.
 */
export function cartGroups(items: readonly CartItem[]): CartGroup[] {
  const groups: CartGroup[] = [
    { id: 'panier-mensuel', title: 'Chaque mois\u00a0: abonnements et location', items: [] },
    { id: 'panier-achats', title: 'Une seule fois\u00a0: achats', items: [] },
  ];
  for (const item of items) groups[isOneOff(item) ? 1 : 0]!.items.push(item);
  return groups.filter((group) => group.items.length > 0);
}

/** How a line's price reads: « 19 € /mois/utilisateur », « 5 € /mois HT, en location », « 89 € HT, achat ». */
export function linePrice(item: Pick<CartItem, 'period' | 'kind'>, price: string): string {
  switch (lineKind(item)) {
    case 'purchase':
      return `${price} HT, achat (paiement unique)`;
    case 'rental':
      return `${price} ${item.period}, en location`;
    default:
      return `${price} ${item.period}`;
  }
}
