import type { Page } from 'playwright';
import { expect } from 'vitest';

/**
 * What has focus, as a visitor would name it: the role-ish tag and the accessible name
 * (`button Fermer le panier`, `h2 Panier`); `BODY` when focus fell to the page body.
 */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    const labelledBy = active.getAttribute('aria-labelledby');
    const name =
      active.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      active.getAttribute('title') ??
      active.textContent;
    return `${active.tagName.toLowerCase()} ${(name ?? '').replace(/\s+/g, ' ').trim()}`.trim();
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses or on the body. */
export async function tabTo(page: Page, target: string | RegExp, { back = false, max = 250 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now);
    if (typeof target === 'string' ? now === target : target.test(now)) return;
  }
  throw new Error(`"${String(target)}" never got focus; went through: ${seen.slice(-30).join(' | ')}`);
}

/** Starts recording every non-empty text the page's live region takes (a MutationObserver injected by the test). */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.getElementById('annonces');
    if (!region) throw new Error('no live region #annonces');
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      if (region.textContent) said.push(region.textContent);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

/** Everything the live region said since `recordAnnouncements`. */
export function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { said: string[] }).said]);
}

/** Waits until the live region has said exactly `expected` (text and number of announcements). */
export async function expectAnnounced(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => announcements(page)).toEqual(expected);
}

/** Waits until `description` (as `focused` gives it) has focus. */
export async function expectFocus(page: Page, description: string | RegExp): Promise<void> {
  if (typeof description === 'string') await expect.poll(() => focused(page)).toBe(description);
  else await expect.poll(() => focused(page)).toMatch(description);
}
