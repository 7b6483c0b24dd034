import { useEffect, useState } from 'react';
import { toasts, type Toast } from './toastStore.js';

/**
 * The live list of toasts. Rendered in the page corner, and inside the cart drawer while it is
 * open: a modal dialog makes the rest of the page inert, so toasts there would be neither seen
 * nor announced.
 */
export function ToastList({ hidden = false }: { hidden?: boolean }) {
  const [items, setItems] = useState<Toast[]>([]);
  useEffect(() => {
    setItems(toasts().get());
    return toasts().subscribe(() => setItems(toasts().get()));
  }, []);
  return (
    <ol className="toast-list" aria-live="polite" aria-atomic="false">
      {!hidden && items.map((toast) => (
        <li key={toast.id} className={`toast toast-${toast.tone}`}>
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="toast-close" aria-label="Fermer la notification" onClick={() => toasts().dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
