import { useCart } from '../cart/useCart.js';
import { ToastList } from '../toast/ToastList.js';

/** The corner where toasts appear; while the cart drawer is open they show inside it instead. */
export function Toaster() {
  const { open } = useCart();
  return (
    <section className="toaster" aria-label="Notifications">
      <ToastList hidden={open} />
    </section>
  );
}
