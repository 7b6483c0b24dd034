/** Name of the DOM event that asks the page's eligibility dialog to open. */
export const openEligibilityEvent = 'eligibility:open';

/** Opens the eligibility dialog of the page, whichever island asks. */
export function openEligibility(): void {
  document.dispatchEvent(new CustomEvent(openEligibilityEvent));
}
