import ShoppingCart from 'lucide-react/icons/shopping-cart';
import X from 'lucide-react/icons/x';
import { useLayoutEffect, useRef } from 'react';
import { announce, hostAnnouncer } from '../announce/announce.js';
import type { CartItem } from '../cart/cartItems.js';
import { cartStore, useCart } from '../cart/useCart.js';
import { focusFirstVisible } from '../dialog/focusFallback.js';
import { focusSection, isPlainClick } from '../dialog/focusSection.js';
import { trapFocus } from '../dialog/trapFocus.js';
import { cartGroups } from '../cart/cartGroups.js';
import { cartTitleId, contentId } from '../../model/reservedIds.js';
import { CartFooter } from './CartFooter.js';
import { CartItems } from './CartItems.js';
import type { LineAction } from './CartLine.js';

/**
 * The cart as a modal side sheet (native `<dialog>`: focus moves in and stays, Escape closes).
 * Focus goes back to the button that opened it, or to the quote form after 'Demander un devis'.
 * Each change is announced once through the page's live region, hosted by the drawer while open.
 */
export function CartDrawer() {
  const { items, open, added } = useCart();
  const groups = cartGroups(items);
  /** The lines in the order shown (monthly first, then purchases). */
  const shown = groups.flatMap((group) => group.items);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const quoteSection = useRef<HTMLElement | null>(null);
  const refocus = useRef<{ index: number; action: LineAction } | null>(null);
  const releaseAnnouncer = useRef<() => void>(() => undefined);
  /** Whether focus has been given back since the drawer last opened. */
  const settled = useRef(true);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      settled.current = false;
      element.showModal();
      // The heading is focusable (for after a removal): the dialog would pick it first.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      releaseAnnouncer.current = hostAnnouncer(element);
      // The line just added may be below the fold of a long cart: bring it into view.
      element.querySelector('.cart-line-added')?.scrollIntoView({ block: 'nearest' });
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // A removed line took its focused button with it: focus the same control on the line that
  // took its place (or the one before), or the heading once the cart is empty.
  useLayoutEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (!target || !dialog.current) return;
    const lines = dialog.current.querySelectorAll('.cart-line');
    const line = lines[Math.min(target.index, lines.length - 1)];
    focusFirstVisible(line?.querySelector<HTMLElement>(`[data-action="${target.action}"]`), `#${cartTitleId}`);
  }, [items]);

  /** Gives focus back (to the quote form after 'Demander un devis', else to the opener), once per opening. */
  const settle = () => {
    if (settled.current) return;
    settled.current = true;
    releaseAnnouncer.current();
    const section = quoteSection.current;
    quoteSection.current = null;
    if (section) return focusSection(section);
    focusFirstVisible(
      opener.current?.closest('dialog, [hidden]') ? null : opener.current,
      '.navbar [data-cart-button]',
      '.mobile-menu-toggle',
      `#${contentId}`,
    );
  };
  /**
   * Closes the drawer and gives focus back at once, in the handler of the key or click: left to the
   * store's re-render and the dialog's `close` event (a task of its own), focus came back late under
   * load, after the visitor's next key had already gone to the page.
   */
  const closeNow = () => {
    dialog.current?.close();
    settle();
    cartStore().setOpen(false);
  };
  // Closed another way (the cart emptied, a close the handlers above did not see). The event is a
  // task of its own, and the browser runs input first: after closeNow, a key that adds an offer
  // can open the drawer again before the event of the earlier close arrives, which must not close it.
  const onClose = () => {
    if (dialog.current?.open) return;
    settle();
    cartStore().setOpen(false);
  };
  const onQuantity = (item: CartItem, quantity: number, action: LineAction) => {
    const index = shown.findIndex((line) => line.id === item.id);
    cartStore().setQuantity(item.id, quantity);
    const now = cartStore().get().items;
    const kept = now.find((line) => line.id === item.id);
    if (kept) return announce(`${item.name}\u00a0: quantité ${kept.quantity}`);
    refocus.current = { index, action };
    announce(now.length > 0 ? `${item.name} retiré du panier` : `${item.name} retiré du panier, votre panier est vide`);
  };
  const onQuote = (event: {
    button: number;
    ctrlKey: boolean;
    metaKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    preventDefault(): void;
  }) => {
    // Only on the page that holds the quote form (another page may have its own #contact).
    const section = window.location.pathname === '/' ? document.getElementById('contact') : null;
    if (section && isPlainClick(event)) {
      // Same page: no navigation, so focus can be moved to the form once the drawer is closed.
      event.preventDefault();
      quoteSection.current = section;
      history.pushState(null, '', '#contact');
    }
    closeNow();
  };
  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby={cartTitleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return trapFocus(event, dialog.current);
        event.preventDefault(); // closed here, not by the browser's own cancel
        closeNow();
      }}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && closeNow()}
    >
      <div className="drawer-panel">
        <div className="drawer-header">
          <h2 id={cartTitleId} tabIndex={-1}>
            Panier
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-icon"
            data-autofocus=""
            aria-label="Fermer le panier"
            onClick={closeNow}
          >
            <X size={20} aria-hidden="true" focusable="false" />
          </button>
        </div>
        {items.length === 0 ? (
          <div className="drawer-empty">
            <ShoppingCart size={40} aria-hidden="true" focusable="false" />
            <p className="drawer-empty-title">Votre panier est vide</p>
            <p>Aucune offre sélectionnée</p>
          </div>
        ) : (
          <>
            <CartItems groups={groups} open={open} added={added} onQuantity={onQuantity} />
            <CartFooter items={items} onQuote={onQuote} />
          </>
        )}
      </div>
    </dialog>
  );
}
