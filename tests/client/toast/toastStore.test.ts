import { describe, expect, it } from 'vitest';
import { createToastStore, type ToastTimer } from '../../../client/toast/toastStore.js';

/** A fake timer: every timer set, with whether it was cleared since. */
function fakeTimer() {
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const timer: ToastTimer = {
    set: (run, ms) => timers.push({ run, ms, cleared: false }) - 1,
    clear: (handle) => {
      if (typeof handle === 'number' && timers[handle]) timers[handle].cleared = true;
    },
  };
  /** Runs every timer still running. */
  const elapse = () =>
    timers
      .filter((entry) => !entry.cleared)
      .forEach((entry) => {
        entry.cleared = true;
        entry.run();
      });
  return { timer, timers, elapse };
}

describe('toast store', () => {
  it('shows at most three toasts, the newest ones', () => {
    const store = createToastStore(fakeTimer().timer);
    for (const title of ['a', 'b', 'c', 'd']) store.show({ title, tone: 'success' });
    expect(store.get().map((toast) => toast.title)).toEqual(['b', 'c', 'd']);
  });

  it('removes each toast after four seconds, or when dismissed', () => {
    const { timer, timers } = fakeTimer();
    const store = createToastStore(timer);
    store.show({ title: 'Offre ajoutée', tone: 'success' });
    store.show({ title: 'Équipement inclus', tone: 'info' });
    expect(timers.map((entry) => entry.ms)).toEqual([4000, 4000]);
    timers[0]!.run();
    expect(store.get().map((toast) => toast.title)).toEqual(['Équipement inclus']);
    store.dismiss(store.get()[0]!.id);
    expect(store.get()).toEqual([]);
  });

  it('keeps a held toast (focus or pointer on it) until it is released, then gives it four seconds more', () => {
    const { timer, timers, elapse } = fakeTimer();
    const store = createToastStore(timer);
    store.show({ title: 'Offre ajoutée', tone: 'success' });
    const [toast] = store.get();
    store.hold(toast!.id);
    elapse();
    expect(store.get().map((entry) => entry.title)).toEqual(['Offre ajoutée']);
    store.release(toast!.id);
    expect(timers.at(-1)!.ms).toBe(4000);
    elapse();
    expect(store.get()).toEqual([]);
  });

  it('tells its listener of each new toast once', () => {
    const shown: string[] = [];
    const store = createToastStore(fakeTimer().timer, (toast) => shown.push(toast.title));
    store.show({ title: 'Offre ajoutée', tone: 'success' });
    store.show({ title: 'Équipement inclus', tone: 'info' });
    expect(shown).toEqual(['Offre ajoutée', 'Équipement inclus']);
  });
});
