import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { cartTotals } from '../cart/cartItems.js';
import { cartStore, useCart } from '../cart/useCart.js';
import { cartLabel } from '../format.js';

/** Opens the cart drawer; its name and badge give the number of items. */
export function CartButton({ className = '' }: { className?: string }) {
  const { items } = useCart();
  const { count } = cartTotals(items);
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-icon cart-button ${className}`.trim()}
      aria-label={cartLabel(count)}
      data-cart-button=""
      onClick={() => cartStore().setOpen(true)}
    >
      <ShoppingCart size={22} aria-hidden="true" focusable="false" />
      {count > 0 && (
        <span className="cart-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
