import { useEffect, useState } from 'react';
import { toasts, type Toast } from '../toast/toastStore.js';

/** The corner where toasts appear; a polite live region so screen readers announce them. */
export function Toaster() {
  const [items, setItems] = useState<Toast[]>([]);
  useEffect(() => toasts().subscribe(() => setItems(toasts().get())), []);
  return (
    <section className="toaster" aria-label="Notifications">
      <ol aria-live="polite" aria-atomic="false">
        {items.map((toast) => (
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
    </section>
  );
}
