import { z } from 'zod';

export const centsMessage = 'expected a price in euros to the cent at most, such as 19.99';
export const centsHint =
  'write the price with two decimals at most, such as 19.99 or 20: the page would show it rounded.';

/**
 * A price in euros HT, written as a number: `19`, `59.9` (never « 59,90 € »), to the cent: a
 * `19.999` would be shown « 20,00 € » and sent as 19.999 in a quote.
 */
export const price = z
  .number()
  .nonnegative()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: centsMessage,
    params: { hint: centsHint },
  })
  .meta({ title: 'prix' });
