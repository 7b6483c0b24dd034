import { useEffect, useRef, useState } from 'react';
import { cartTotals } from '../cart/cartItems.js';
import { cartStore, useCart } from '../cart/useCart.js';
import { cartLabel } from '../format.js';
import { mobileMenuId } from '../../model/reservedIds.js';

export interface MobileMenuProps {
  entries: { label: string; href: string }[];
  phone: { display: string; tel: string };
}

/**
 * The small-screen menu: a toggle that opens a panel with the navigation entries, the cart,
 * a call button and the subscribe button. Choosing an entry, pressing Escape or moving focus out
 * of it (Tab past the last entry) closes it: the panel would otherwise cover the focused element.
 */
export function MobileMenu({ entries, phone }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const { count } = cartTotals(useCart().items);
  const close = () => setOpen(false);
  return (
    <div
      className="mobile-menu"
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="btn btn-ghost btn-icon mobile-menu-toggle"
        aria-expanded={open}
        aria-controls={mobileMenuId}
        aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
        onClick={() => setOpen(!open)}
      >
        <span className="burger" aria-hidden="true" data-open={open} />
      </button>
      <nav id={mobileMenuId} className="mobile-menu-panel" aria-label="Menu mobile" hidden={!open}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.href}>
              <a href={entry.href} onClick={close}>
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mobile-menu-actions">
          <button
            type="button"
            className="btn btn-secondary btn-lg"
            onClick={() => {
              close();
              cartStore().setOpen(true);
            }}
          >
            {cartLabel(count)}
          </button>
          <a className="btn btn-outline btn-lg" href={`tel:${phone.tel}`} onClick={close}>
            Appelez un expert
          </a>
          <a className="btn btn-cta btn-lg" href="/#offres" onClick={close}>
            Souscrire maintenant
          </a>
        </div>
      </nav>
    </div>
  );
}
