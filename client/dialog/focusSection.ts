/**
 * Brings a section of the page under the fixed bar (its `scroll-margin-top`) and focuses its
 * heading, made focusable for this: used after a dialog sends the visitor to the quote form.
 */
export function focusSection(section: HTMLElement): void {
  section.scrollIntoView({ block: 'start' });
  const heading = section.querySelector<HTMLElement>('h2, h3') ?? section;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/** Whether a click on a same-page link is a plain one (not opening a new tab or window). */
export function isPlainClick(event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
