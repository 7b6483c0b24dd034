/** Name of the DOM event that asks the page's eligibility dialog to open. */
export const openEligibilityEvent = 'eligibility:open';

let unheard = false;

/** Opens the eligibility dialog of the page, whichever island asks. */
export function openEligibility(): void {
  // The dialog, once there, cancels the event. Its code is loaded on the first request (see
  // main.ts): a request nobody cancelled is kept, and the dialog takes it on arrival.
  unheard = document.dispatchEvent(new CustomEvent(openEligibilityEvent, { cancelable: true }));
}

/** Whether an opening was asked for before the dialog could hear it; forgets it. */
export function takeUnheardOpening(): boolean {
  const was = unheard;
  unheard = false;
  return was;
}
