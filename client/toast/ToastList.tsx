import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { focusFirstVisible } from '../dialog/focusFallback.js';
import { toasts, type Toast } from './toastStore.js';

/**
 * The list of toasts. Rendered in the page corner, and inside the cart drawer while it is open
 * (a modal dialog makes the rest of the page inert), there only the `latest`, above the lines and
 * scrolling with them: confirmations never stack over the cart. Not a live region: each toast is announced
 * once by the store through the page's live region.
 */
export function ToastList({ hidden = false, latest = false }: { hidden?: boolean; latest?: boolean }) {
  const [items, setItems] = useState<Toast[]>([]);
  useEffect(() => {
    setItems(toasts().get());
    return toasts().subscribe(() => setItems(toasts().get()));
  }, []);
  const shown = latest ? items.slice(-1) : items;
  return <ol className="toast-list">{!hidden && shown.map((toast) => <ToastItem key={toast.id} toast={toast} />)}</ol>;
}

/**
 * One toast. Its timer stops while the pointer is over it or it holds focus; its close button is
 * for the pointer only (out of the Tab order: the toast holds no action and leaves by itself).
 * If it leaves while holding focus, focus goes back where it came from.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const element = useRef<HTMLLIElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  // Held while pointed at or focused; let go once neither is true any more.
  const update = () =>
    element.current?.matches(':hover, :focus-within') ? toasts().hold(toast.id) : toasts().release(toast.id);
  useLayoutEffect(
    () => () => {
      // A list hidden while pointed at (the drawer closing) hears no mouseleave: let go here.
      toasts().release(toast.id);
      // Runs before the element leaves the page: focus inside it would otherwise fall to the body.
      if (element.current?.contains(document.activeElement))
        focusFirstVisible(cameFrom.current, 'dialog[open] [data-autofocus]', '#contenu');
    },
    [],
  );
  return (
    <li
      ref={element}
      className={`toast toast-${toast.tone}`}
      onFocus={(event) => {
        if (!element.current?.contains(event.relatedTarget as Node | null))
          cameFrom.current = event.relatedTarget as HTMLElement | null;
        toasts().hold(toast.id);
      }}
      onBlur={() => setTimeout(update)}
      onMouseEnter={() => toasts().hold(toast.id)}
      onMouseLeave={() => setTimeout(update)}
    >
      <div>
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="toast-close"
        tabIndex={-1}
        aria-label="Fermer la notification"
        onClick={() => toasts().dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
