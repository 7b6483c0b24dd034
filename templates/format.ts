const megabytes = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `1.2` → `1,2 Mo` (non-breaking space before the unit). */
export function formatMegabytes(size: number): string {
  return `${megabytes.format(size)}\u00a0Mo`;
}

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const formattedDates = new Map<string, string>();

/** `2025-08-27` → `27 août 2025`. */
export function formatDate(isoDate: string): string {
  let text = formattedDates.get(isoDate); // thousands of pages share a few dates; Intl is slow
  if (text === undefined) formattedDates.set(isoDate, (text = longDate.format(new Date(`${isoDate}T00:00:00Z`))));
  return text;
}
