/** A short notice shown at the corner of the screen and read by screen readers. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: 'success' | 'info';
}

/** At most this many toasts are visible; older ones leave first. */
export const toastLimit = 3;
/** How long a toast stays, in milliseconds. */
export const toastDuration = 4000;

export interface ToastStore {
  get(): Toast[];
  subscribe(listener: () => void): () => void;
  show(toast: Omit<Toast, 'id'>): void;
  dismiss(id: number): void;
}

/** Toasts of the page; `schedule` is `setTimeout` in the browser, injectable in tests. */
export function createToastStore(schedule: (run: () => void, ms: number) => unknown = setTimeout): ToastStore {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  const dismiss = (id: number) => set(toasts.filter((toast) => toast.id !== id));
  return {
    get: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(toast) {
      const id = nextId++;
      set([...toasts, { ...toast, id }].slice(-toastLimit));
      schedule(() => dismiss(id), toastDuration);
    },
    dismiss,
  };
}

let store: ToastStore | undefined;

/** The page's one toast store. */
export function toasts(): ToastStore {
  store ??= createToastStore();
  return store;
}
