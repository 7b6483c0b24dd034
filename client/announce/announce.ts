import { announcerId } from '../../model/reservedIds.js';

/** Id of the page's one polite live region, written by the layout so it exists from page load. */
export { announcerId };

/**
 * Delay between emptying the region and writing the message: screen readers read a change, so a
 * message equal to the previous one must first be removed, and a region just moved into a dialog
 * must be in the accessibility tree before its text changes.
 */
export const announceDelay = 150;

let pending: ReturnType<typeof setTimeout> | undefined;

/** Says `message` once, politely, through the page's live region (the newest message wins). */
export function announce(message: string): void {
  const region = document.getElementById(announcerId);
  if (!region) return;
  clearTimeout(pending);
  region.textContent = '';
  pending = setTimeout(() => {
    region.textContent = message;
  }, announceDelay);
}

/**
 * Moves the live region into an open modal dialog (which makes the rest of the page inert, so a
 * region outside it would be neither exposed nor read) and returns the function that puts it back.
 */
export function hostAnnouncer(dialog: HTMLElement): () => void {
  const region = document.getElementById(announcerId);
  if (!region || dialog.contains(region)) return () => undefined;
  const home = region.parentElement;
  const next = region.nextSibling;
  dialog.append(region);
  return () => {
    if (home?.isConnected) home.insertBefore(region, next?.parentNode === home ? next : null);
    else document.body.append(region);
  };
}
