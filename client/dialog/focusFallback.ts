/**
 * Focuses `target` when it is still on the page and visible, otherwise the first visible element
 * of `fallbacks` (selectors): focus never falls to the page body.
 */
export function focusFirstVisible(target: HTMLElement | null | undefined, ...fallbacks: string[]): void {
  const candidates = [target, ...fallbacks.map((selector) => document.querySelector<HTMLElement>(selector))];
  const visible = candidates.find(
    (element): element is HTMLElement => !!element && element.isConnected && element.getClientRects().length > 0,
  );
  visible?.focus();
}
