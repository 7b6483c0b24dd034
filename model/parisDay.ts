/** The time zone whose days announcements are written in. */
export const siteTimeZone = 'Europe/Paris';

/**
 * The day `instant` is in France, `YYYY-MM-DD`: at 23:30 UTC on 31 December it is already
 * 1 January in Paris. Read by the build and by the browser, so both count the same days;
 * Swedish writes a date as `YYYY-MM-DD`, the shortest way to it in the browser's bundle.
 */
export function parisDay(instant: Date): string {
  return instant.toLocaleDateString('sv-SE', { timeZone: siteTimeZone });
}
