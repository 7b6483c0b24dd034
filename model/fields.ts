import { z } from 'zod';
import { frenchSpacing } from './frenchSpacing.js';

/** A non-empty visible text; surrounding spaces are ignored and French spacing is applied (`Prix : 19 €` keeps `:` and `€` on the line). */
export const text = z.string().trim().min(1).transform(frenchSpacing);

/** A calendar date written `YYYY-MM-DD`, e.g. `2025-08-27`. */
export const isoDate = z.string().refine(isCalendarDate, { message: 'expected a date written YYYY-MM-DD, such as 2025-08-27' });

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() + 1 === Number(match[2]) && date.getUTCDate() === Number(match[3]);
}

/** An absolute `http(s)://` address. */
export const absoluteUrl = z.url({ protocol: /^https?$/, message: 'expected an address starting with https://' });

/** An address on this site (`/cgv`, `/#contact`) or an absolute `https://` address. */
export const href = z.string().refine((value) => /^(\/|#|https?:\/\/|mailto:|tel:)/.test(value), {
  message: 'expected a link starting with /, #, https://, mailto: or tel:',
});

/** An e-mail address. */
export const email = z.email({ message: 'expected an e-mail address such as contact@example.fr' });

/** Empty (not configured) or an absolute `https://` address. */
export const optionalUrl = z.union([z.literal(''), absoluteUrl]);
