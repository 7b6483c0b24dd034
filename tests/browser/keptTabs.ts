import type { Page } from 'playwright';
import { inject } from 'vitest';

const baseUrl = inject('baseUrl');
type Viewport = { width: number; height: number };

/** Tabs handed to one test at a time, as new ones for the site, and kept open between tests. */
export interface KeptTabs {
  /** An idle tab at `viewport`, or one `open` gives; give it back with `release`, not `close`. */
  take(viewport: Viewport): Promise<Page>;
  /** Brings `page` back to what a new tab holds for the site and keeps it for the next test. */
  release(page: Page): Promise<void>;
}

/**
 * Tabs for the tests of a file that each want a new tab: opening one (its context, its page, a
 * renderer for the site, closed after) costs about 0.3 s of CPU, two page loads' worth, and the
 * browser suite is CPU-bound. A released tab goes back to what a new one holds for the site: no
 * listener, no route, no cookie, its sessionStorage (the cart) and localStorage empty, no pointer
 * over it, and it loads the next test's page itself; `reset` undoes what the file's tests change
 * beyond that (a clock they pause). A tab that cannot be reset (it crashed) is closed instead.
 * The tabs close with their browser's lease at the end of the file (see launchChromium).
 */
export function keptTabs(
  open: (viewport: Viewport) => Promise<Page>,
  reset: (page: Page) => Promise<void> = async () => undefined,
): KeptTabs {
  const idle: Page[] = [];
  return {
    async take(viewport) {
      const page = idle.pop();
      if (!page) return open(viewport);
      await page.setViewportSize(viewport);
      return page;
    },
    async release(page) {
      try {
        page.removeAllListeners();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.goto(`${baseUrl}/robots.txt`);
        await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
        await page.context().clearCookies();
        // The pointer leaves the page, as in a new tab, where no element is under it.
        await page.mouse.move(-1, -1);
        await reset(page);
        idle.push(page);
      } catch {
        await page.close().catch(() => undefined);
      }
    },
  };
}
