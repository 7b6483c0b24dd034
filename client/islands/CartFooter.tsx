import type { MouseEventHandler } from 'react';
import { announce } from '../announce/announce.js';
import { cartTotals, type CartItem } from '../cart/cartItems.js';
import { cartStore } from '../cart/useCart.js';
import { formatPrice } from '../format.js';

/** The foot of the cart drawer: the totals, the link to the quote form, and a button to empty the cart. */
export function CartFooter({
  items,
  onQuote,
}: {
  items: readonly CartItem[];
  /** Follows 'Demander un devis' (see CartDrawer: focus goes to the quote form). */
  onQuote: MouseEventHandler<HTMLAnchorElement>;
}) {
  const { monthly, oneOff } = cartTotals(items);
  return (
    <div className="drawer-footer">
      <dl className="drawer-totals">
        <div>
          <dt>Total mensuel</dt>
          <dd>{formatPrice(monthly)}/mois</dd>
        </div>
        {oneOff > 0 && (
          <div>
            <dt>Paiement unique</dt>
            <dd>{formatPrice(oneOff)}</dd>
          </div>
        )}
      </dl>
      <a className="btn btn-cta btn-lg" href="/#contact" onClick={onQuote}>
        Demander un devis
      </a>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          cartStore().clear();
          announce('Panier vidé');
        }}
      >
        Vider le panier
      </button>
      <p className="drawer-note">Un expert vous contactera pour finaliser votre commande</p>
    </div>
  );
}
