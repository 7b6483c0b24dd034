/** A `YYYY-MM-DD…` whose date does not exist, with the nearest date that does (or the day and month swapped). */
export function impossibleDay(value: string) {
  const match = /^(\d{4})-(\d\d)-(\d\d)(?:[T ]|$)/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const daysIn = (of: number) => new Date(Date.UTC(year, of, 0)).getUTCDate();
  const days = month >= 1 && month <= 12 ? daysIn(month) : 0;
  if (days > 0 && day >= 1 && day <= days) return undefined;
  const two = (number: number) => String(number).padStart(2, '0');
  const swapped = (month > 12 && day >= 1 && day <= 12 && month <= daysIn(day)) || false;
  const nearMonth = Math.min(Math.max(month, 1), 12);
  const fixed = swapped
    ? `${year}-${two(day)}-${two(month)}`
    : `${year}-${two(nearMonth)}-${two(Math.min(Math.max(day, 1), daysIn(nearMonth)))}`;
  return { year, month, day, days, swapped, fixed };
}
