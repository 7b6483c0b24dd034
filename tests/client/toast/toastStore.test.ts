import { describe, expect, it } from 'vitest';
import { createToastStore } from '../../../client/toast/toastStore.js';

describe('toast store', () => {
  it('shows at most three toasts, the newest ones', () => {
    const store = createToastStore(() => undefined);
    for (const title of ['a', 'b', 'c', 'd']) store.show({ title, tone: 'success' });
    expect(store.get().map((toast) => toast.title)).toEqual(['b', 'c', 'd']);
  });

  it('removes each toast after four seconds, or when dismissed', () => {
    const timers: { run: () => void; ms: number }[] = [];
    const store = createToastStore((run, ms) => timers.push({ run, ms }));
    store.show({ title: 'Offre ajoutée', tone: 'success' });
    store.show({ title: 'Équipement inclus', tone: 'info' });
    expect(timers.map((timer) => timer.ms)).toEqual([4000, 4000]);
    timers[0]!.run();
    expect(store.get().map((toast) => toast.title)).toEqual(['Équipement inclus']);
    store.dismiss(store.get()[0]!.id);
    expect(store.get()).toEqual([]);
  });
});
