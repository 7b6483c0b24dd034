import type { CartGroup } from '../cart/cartGroups.js';
import { ToastList } from '../toast/ToastList.js';
import { CartLine, type CartLineProps } from './CartLine.js';

/** The lines of the cart drawer in their groups (monthly first, then purchases), under the latest toast. */
export function CartItems({
  groups,
  open,
  added,
  onQuantity,
}: {
  groups: CartGroup[];
  /** Whether the drawer is open: its toasts show only then. */
  open: boolean;
  /** The id of the line the visitor just added. */
  added?: string;
  onQuantity: CartLineProps['onQuantity'];
}) {
  return (
    <div className="drawer-items">
      <div className="drawer-toasts">
        <ToastList hidden={!open} latest />
      </div>
      {groups.map((group) => (
        <div key={group.id} className="drawer-group">
          <p className="drawer-group-title" id={group.id}>
            {group.title}
          </p>
          <ul aria-labelledby={group.id}>
            {group.items.map((item) => (
              <CartLine key={item.id} item={item} added={item.id === added} onQuantity={onQuantity} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
