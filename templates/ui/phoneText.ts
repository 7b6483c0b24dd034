/**
 * A phone number as shown on the page: its spaces made non-breaking (U+00A0), so a narrow screen
 * or large text never splits it between digits (html-validate's `tel-non-breaking`).
 */
export function phoneText(display: string): string {
  return display.replace(/ /g, '\u00a0');
}
