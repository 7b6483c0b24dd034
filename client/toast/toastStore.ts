import { announce } from '../announce/announce.js';

/** A short notice shown at the corner of the screen and read by screen readers. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: 'success' | 'info';
}

/** At most this many toasts are visible; older ones leave first. */
export const toastLimit = 3;
/** How long a toast stays, in milliseconds, counted again from the moment the visitor lets go of it. */
export const toastDuration = 4000;

export interface ToastStore {
  get(): Toast[];
  subscribe(listener: () => void): () => void;
  show(toast: Omit<Toast, 'id'>): void;
  dismiss(id: number): void;
  /** Stops the toast's timer while it has focus or the pointer is over it (WCAG 2.2.1). */
  hold(id: number): void;
  /** Starts the timer again, for a whole `toastDuration`. */
  release(id: number): void;
}

/** The timer functions the store uses: `setTimeout`/`clearTimeout` in the browser, fakes in tests. */
export interface ToastTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimer: ToastTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Toasts of the page. `onShow` hears each new toast once (the page's store announces it through
 * the live region; the toast lists themselves are not live regions, so nothing is read twice).
 */
export function createToastStore(
  timer: ToastTimer = browserTimer,
  onShow: (toast: Toast) => void = () => undefined,
): ToastStore {
  let toasts: Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const set = (next: Toast[]) => {
    toasts = next;
    for (const [id, handle] of timers) {
      if (toasts.some((toast) => toast.id === id)) continue;
      timer.clear(handle);
      timers.delete(id);
    }
    listeners.forEach((listener) => listener());
  };
  const dismiss = (id: number) => set(toasts.filter((toast) => toast.id !== id));
  const start = (id: number) => {
    timer.clear(timers.get(id));
    timers.set(
      id,
      timer.set(() => dismiss(id), toastDuration),
    );
  };
  return {
    get: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(toast) {
      const shown = { ...toast, id: nextId++ };
      set([...toasts, shown].slice(-toastLimit));
      start(shown.id);
      onShow(shown);
    },
    dismiss,
    hold(id) {
      timer.clear(timers.get(id));
      timers.delete(id);
    },
    release(id) {
      if (toasts.some((toast) => toast.id === id)) start(id);
    },
  };
}

let store: ToastStore | undefined;

/** The page's one toast store; each toast is announced once through the page's live region. */
export function toasts(): ToastStore {
  store ??= createToastStore(browserTimer, (toast) =>
    announce([toast.title, toast.description].filter(Boolean).join(' ')),
  );
  return store;
}
