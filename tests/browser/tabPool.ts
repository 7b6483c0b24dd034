import type { Page } from 'playwright';

/** Tabs lent to one case at a time and kept open between cases (see `tabPool`). */
export interface TabPool {
  /** Runs `visit` in an idle tab (opened if none is idle) and takes the tab back after it. */
  use<T>(visit: (page: Page) => Promise<T>): Promise<T>;
}

/**
 * A pool of tabs for the gates, whose cases only look at a page: opening a tab (a context and a
 * renderer process) costs about three visits in an open one, so the gates visit their pages in a
 * few tabs they keep, as many as cases run at once. The tabs close with their browser.
 */
export function tabPool(open: () => Promise<Page>): TabPool {
  const idle: Page[] = [];
  return {
    async use(visit) {
      const page = idle.pop() ?? (await open());
      try {
        return await visit(page);
      } finally {
        idle.push(page);
      }
    },
  };
}
