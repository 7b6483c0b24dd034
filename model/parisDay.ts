/** The time zone whose days announcements are written in. */
export const siteTimeZone = 'Europe/Paris';

/**
 * The day `instant` is in France, `YYYY-MM-DD`: at 23:30 UTC on 31 December it is already
 * 1 January in Paris. Read by the build and by the browser, so both count the same days.
 */
export function parisDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: siteTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
