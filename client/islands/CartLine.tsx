import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { linePrice } from '../cart/cartGroups.js';
import type { CartItem } from '../cart/cartItems.js';
import { formatPrice } from '../format.js';

/** Features shown before the "+ N autres..." toggle ("+ 1 autre..." for one). */
const visibleFeatures = 4;

/** The controls of a line that can take it out of the cart, named so focus can land on the same one in the next line. */
export type LineAction = 'remove' | 'decrease' | 'increase';

export interface CartLineProps {
  item: CartItem;
  /** The line the visitor just added: marked « Ajouté » until the drawer closes. */
  added?: boolean;
  /** Sets the quantity (0 removes the line); `action` is the control the visitor used. */
  onQuantity(item: CartItem, quantity: number, action: LineAction): void;
}

/** One line of the cart drawer: name, price, quantity buttons, total, features. */
export function CartLine({ item, added = false, onQuantity }: CartLineProps) {
  const [expanded, setExpanded] = useState(false);
  const hidden = item.features.length - visibleFeatures;
  const features = expanded ? item.features : item.features.slice(0, visibleFeatures);
  return (
    <li className={`cart-line${added ? ' cart-line-added' : ''}`} data-line={item.id}>
      <div className="cart-line-head">
        <div>
          <div className="cart-line-name">
            <h3>{item.name}</h3>
            {added && <span className="cart-line-badge">Ajouté</span>}
          </div>
          <p className="cart-line-description">{item.description}</p>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          data-action="remove"
          aria-label={`Retirer ${item.name} du panier`}
          onClick={() => onQuantity(item, 0, 'remove')}
        >
          <Trash2 size={18} aria-hidden="true" focusable="false" />
        </button>
      </div>
      <p className="cart-line-price">{linePrice(item, formatPrice(item.price))}</p>
      <div className="cart-line-row">
        <div className="quantity" role="group" aria-label={`Quantité de ${item.name}`}>
          <button
            type="button"
            className="btn btn-outline btn-icon"
            data-action="decrease"
            aria-label={`Diminuer la quantité de ${item.name}`}
            onClick={() => onQuantity(item, item.quantity - 1, 'decrease')}
          >
            <Minus size={16} aria-hidden="true" focusable="false" />
          </button>
          <span className="quantity-value">{item.quantity}</span>
          <button
            type="button"
            className="btn btn-outline btn-icon"
            data-action="increase"
            aria-label={`Augmenter la quantité de ${item.name}`}
            onClick={() => onQuantity(item, item.quantity + 1, 'increase')}
          >
            <Plus size={16} aria-hidden="true" focusable="false" />
          </button>
        </div>
        <p className="cart-line-total">{formatPrice(Math.round(item.price * item.quantity * 100) / 100)}</p>
      </div>
      {item.features.length > 0 && (
        <ul className="cart-line-features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          className="btn btn-link cart-line-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Voir moins' : `+ ${hidden} ${hidden > 1 ? 'autres' : 'autre'}...`}
        </button>
      )}
    </li>
  );
}
