import Plus from 'lucide-react/icons/plus';
import type { CartProduct } from '../cart/cartItems.js';
import { cartStore } from '../cart/useCart.js';
import { toasts } from '../toast/toastStore.js';

export interface AddToCartButtonProps {
  product: CartProduct;
  /** The name the page titles the product with, when it is not the cart's (the fibre page's « FTTH Professionnel »). */
  shownName?: string;
  /** The toast shown once the item is added (texts of the spec, written by the page). */
  toast: { title: string; description: string };
  /** Equipment already included in every plan: nothing is added, an information toast says so. */
  included?: { title: string; description: string };
  variant?: 'default' | 'cta' | 'outline';
}

/** "Ajouter [name] au panier": adds one of the product and opens the drawer. */
export function AddToCartButton({ product, shownName, toast, included, variant = 'default' }: AddToCartButtonProps) {
  const onClick = () => {
    if (included) {
      toasts().show({ ...included, tone: 'info' });
      return;
    }
    cartStore().add(product);
    toasts().show({ ...toast, tone: 'success' });
  };
  return (
    <button type="button" className={`btn btn-${variant} add-to-cart`} onClick={onClick}>
      <Plus size={18} aria-hidden="true" focusable="false" />
      <span>
        Ajouter <span className="visually-hidden">{shownName ?? product.name} </span>au panier
      </span>
    </button>
  );
}
