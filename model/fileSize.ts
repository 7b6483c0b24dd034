/**
 * Sizes of files offered to download, the French way. 1 Ko is 1,000 octets and 1 Mo 1,000,000
 * (the units of the International System, as macOS and most phones count): the guide says so.
 */

const wholeNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Octets in a Ko and in a Mo. */
export const kilo = 1000;
export const mega = 1000 * kilo;

/**
 * `312_000` → `312 Ko`, `1_234_567` → `1,2 Mo`, `812` → `1 Ko` (a file is never said to weigh
 * nothing), with a non-breaking space before the unit. A size that rounds to 1 000 Ko is said
 * `1,0 Mo`.
 */
export function frenchFileSize(bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / kilo));
  if (kilobytes < 1000) return `${wholeNumber.format(kilobytes)}\u00a0Ko`;
  return `${oneDecimal.format(bytes / mega)}\u00a0Mo`;
}

/** `1.2` (typed in content, in Mo) → `1,2 Mo`. */
export function frenchMegabytes(megabytes: number): string {
  return `${oneDecimal.format(megabytes)}\u00a0Mo`;
}

/**
 * Whether a size typed in Mo (`sizeMb: 1.2`) says the file's size, give or take its rounding:
 * as many decimals as typed, at least one (`1.2` fits from 1,15 to 1,25 Mo).
 */
export function typedSizeFits(megabytes: number, bytes: number): boolean {
  const decimals = Math.max(1, (String(megabytes).split('.')[1] ?? '').length);
  const margin = 0.5 * 10 ** -decimals;
  return Math.abs(bytes / mega - megabytes) <= margin + 1e-9;
}

/** `PDF` for `/documents/guide.pdf`: the format a download link names. */
export function fileFormat(address: string): string {
  return (address.split('.').pop() ?? '').toUpperCase();
}
