import { z } from 'zod';
import { text } from './fields.js';

/**
 * The international number a displayed number stands for: `03 53 48 10 20` → `+33353481020`
 * when `tel` is French (`+33…`), `+33 3 53…` and `0033 3 53…` as written.
 */
function calledNumber(display: string, tel: string): string {
  const digits = display.replace(/[^\d+]/g, '').replace(/^00/, '+');
  if (digits.startsWith('+')) return digits;
  return tel.startsWith('+33') && digits.startsWith('0') ? `+33${digits.slice(1)}` : digits;
}

/**
 * `contact.phone` of `content/site.yaml`: the number shown and the number a tap calls, which must
 * be one number.
 */
export const sitePhone = z
  .strictObject({
    /** Number as visitors read it: `03 53 48 10 20` (spaces become non-breaking so it never wraps). */
    display: text
      .transform((value) => value.replace(/ /g, '\u00a0'))
      .describe(
        'Numéro tel que les visiteurs le lisent : `03 53 48 10 20` (les espaces deviennent insécables, il ne se coupe jamais). Placeholder `{phone}`.',
      ),
    /** Number for `tel:` links, international form: `+33353481020`. */
    tel: z
      .string()
      .superRefine((value, context) => {
        if (/^\+\d{6,15}$/.test(value)) return;
        // `03 53 48 10 20`, `+33 3 53…` or `0033…`: the number meant, written as a tel: link wants it.
        const digits = value.replace(/[^\d+]/g, '').replace(/^00/, '+');
        const meant = digits.startsWith('+') ? digits : digits.startsWith('0') ? `+33${digits.slice(1)}` : '';
        context.addIssue({
          code: 'custom',
          message: 'expected an international number such as "+33353481020"',
          ...(/^\+\d{6,15}$/.test(meant)
            ? {
                params: { hint: `write it without spaces or dots, +33 in place of the first 0: tel: "${meant}"` },
              }
            : {}),
        });
      })
      .meta({ pattern: '^\\+\\d{6,15}$' })
      .describe(
        'Numéro pour les liens d’appel, au format international, entre guillemets : `"+33353481020"` (`+` puis 6 à 15 chiffres).',
      ),
  })
  .superRefine((phone, context) => {
    // A visitor who dials the number shown must reach the number a tap calls. When one of the
    // two cannot be a French number (a digit dropped or added), it is the one to correct.
    const shown = calledNumber(phone.display, phone.tel);
    if (shown === phone.tel || !/^\+\d{6,15}$/.test(phone.tel)) return; // tel's own problem says it
    const french = /^\+33[1-9]\d{8}$/;
    if (phone.tel.startsWith('+33') && !french.test(phone.tel) && french.test(shown))
      context.addIssue({
        code: 'custom',
        path: ['tel'],
        message: 'expected a French number: +33, then the 9 digits that follow the 0',
        params: { hint: `write the number display shows: tel: "${shown}"` },
      });
    else
      context.addIssue({
        code: 'custom',
        path: ['display'],
        message: 'expected the number that tel calls, its +33 shown as 0',
        params: { hint: 'write one number in both fields: tel "+33353481020" is shown 03 53 48 10 20.' },
      });
  });
