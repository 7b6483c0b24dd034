import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { trapFocus } from '../dialog/trapFocus.js';
import { useEffect, useRef, useState } from 'react';
import { cartTotals, isOneOff, type CartItem } from '../cart/cartItems.js';
import { cartStore, useCart } from '../cart/useCart.js';
import { formatPrice } from '../format.js';
import { ToastList } from '../toast/ToastList.js';

/** Features shown before the "+ N autres..." toggle ("+ 1 autre..." for one). */
const visibleFeatures = 4;

/**
 * The cart as a modal side sheet (native `<dialog>`: focus moves in and stays, Escape closes).
 * Focus goes back to the button that opened it.
 */
export function CartDrawer() {
  const { items, open } = useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const onClose = () => {
    cartStore().setOpen(false);
    const target = opener.current?.isConnected && opener.current.offsetParent !== null ? opener.current : visibleCartButton();
    target?.focus();
  };
  const { monthly, oneOff } = cartTotals(items);
  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="cart-title"
      onKeyDown={(event) => trapFocus(event, dialog.current)}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && cartStore().setOpen(false)}
    >
      <div className="drawer-panel">
        <header className="drawer-header">
          <h2 id="cart-title">Panier</h2>
          <button type="button" className="btn btn-ghost btn-icon" aria-label="Fermer le panier" onClick={() => cartStore().setOpen(false)}>
            <X size={20} aria-hidden="true" focusable="false" />
          </button>
        </header>
        <div className="drawer-toasts"><ToastList hidden={!open} /></div>
        {items.length === 0 ? (
          <div className="drawer-empty">
            <ShoppingCart size={40} aria-hidden="true" focusable="false" />
            <p className="drawer-empty-title">Votre panier est vide</p>
            <p>Aucune offre sélectionnée</p>
          </div>
        ) : (
          <>
            <ul className="drawer-items">
              {items.map((item) => <CartLine key={item.id} item={item} />)}
            </ul>
            <footer className="drawer-footer">
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
              <a className="btn btn-cta btn-lg" href="/#contact" onClick={() => cartStore().setOpen(false)}>Demander un devis</a>
              <button type="button" className="btn btn-outline" onClick={() => cartStore().clear()}>Vider le panier</button>
              <p className="drawer-note">Un expert vous contactera pour finaliser votre commande</p>
            </footer>
          </>
        )}
      </div>
    </dialog>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const [expanded, setExpanded] = useState(false);
  const hidden = item.features.length - visibleFeatures;
  const features = expanded ? item.features : item.features.slice(0, visibleFeatures);
  const store = cartStore();
  return (
    <li className="cart-line">
      <div className="cart-line-head">
        <div>
          <h3>{item.name}</h3>
          <p className="cart-line-description">{item.description}</p>
        </div>
        <button type="button" className="btn btn-ghost btn-icon" aria-label={`Retirer ${item.name} du panier`} onClick={() => store.remove(item.id)}>
          <Trash2 size={18} aria-hidden="true" focusable="false" />
        </button>
      </div>
      <p className="cart-line-price">{formatPrice(item.price)} {isOneOff(item) ? '(paiement unique)' : item.period}</p>
      <div className="cart-line-row">
        <div className="quantity" role="group" aria-label={`Quantité de ${item.name}`}>
          <button type="button" className="btn btn-outline btn-icon" aria-label={`Diminuer la quantité de ${item.name}`} onClick={() => store.setQuantity(item.id, item.quantity - 1)}>
            <Minus size={16} aria-hidden="true" focusable="false" />
          </button>
          <span className="quantity-value" aria-live="polite">{item.quantity}</span>
          <button type="button" className="btn btn-outline btn-icon" aria-label={`Augmenter la quantité de ${item.name}`} onClick={() => store.setQuantity(item.id, item.quantity + 1)}>
            <Plus size={16} aria-hidden="true" focusable="false" />
          </button>
        </div>
        <p className="cart-line-total">{formatPrice(Math.round(item.price * item.quantity * 100) / 100)}</p>
      </div>
      {item.features.length > 0 && (
        <ul className="cart-line-features">
          {features.map((feature) => <li key={feature}>{feature}</li>)}
        </ul>
      )}
      {hidden > 0 && (
        <button type="button" className="btn btn-link cart-line-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Voir moins' : `+ ${hidden} ${hidden > 1 ? 'autres' : 'autre'}...`}
        </button>
      )}
    </li>
  );
}

function visibleCartButton(): HTMLElement | null {
  const buttons = [...document.querySelectorAll<HTMLElement>('[data-cart-button]')];
  return buttons.find((button) => button.offsetParent !== null) ?? null;
}
