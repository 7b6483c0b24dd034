import { z } from 'zod';
import { isoDate, text } from './fields.js';
import { spanListField } from './openingHours.js';

/** One period of temporary hours: a label, its first and last days, and the hours it keeps. */
const period = z
  .strictObject({
    /** What the period is, shown before it: `Horaires d’été`. */
    label: text.describe('Nom de la période, affiché devant elle : `Horaires d’été`, `Fêtes de fin d’année`.'),
    /** Its first day, `YYYY-MM-DD`. */
    from: isoDate.describe('Premier jour de la période (`AAAA-MM-JJ`) : `2026-08-01`.'),
    /** Its last day, included. */
    to: isoDate.describe('Dernier jour de la période, compris (`AAAA-MM-JJ`) : `2026-08-31`.'),
    /** Weekday hours during the period, in the form of `hours`. */
    hours: spanListField.describe('Horaires du lundi au vendredi pendant la période, comme `hours` : `9h–17h`.'),
    /** Saturday hours during the period; absent when closed on Saturday then. */
    saturdayHours: spanListField
      .optional()
      .describe('Horaires du samedi pendant la période, même format. À omettre si fermé le samedi.'),
  })
  .refine((value) => value.to >= value.from, {
    message: 'expected "to" on or after "from": the period ends before it starts',
    path: ['to'],
    params: { hint: 'write the last day of the period in to, the first in from, both YYYY-MM-DD.' },
  });

export type TemporaryHours = z.infer<typeof period>;

/**
 * `contact.temporaryHours` of a local page: periods with their own hours (`Horaires d’été` in
 * August), each shown beside the usual hours until its last day, then no more; the usual hours
 * come back on their own. Two periods may not overlap: a day would have two sets of hours.
 */
export const temporaryHoursList = z
  .array(period)
  .superRefine((periods, context) => {
    for (const [index, later] of periods.entries())
      if (periods.slice(0, index).some((earlier) => later.from <= earlier.to && earlier.from <= later.to))
        context.addIssue({
          code: 'custom',
          path: [index, 'from'],
          message: 'expected periods that do not overlap: this one shares days with a period above it',
          params: { hint: 'start it the day after the other period ends, or make the two one period.' },
        });
  })
  .describe(
    'Horaires temporaires (vacances, fêtes) : une liste de périodes, chacune avec `label`, `from`, `to` (dates `AAAA-MM-JJ`, `to` compris), `hours` et `saturdayHours` facultatif. Chacune est affichée à côté des horaires habituels jusqu’à son dernier jour ; deux périodes ne peuvent pas se chevaucher. `site check` signale une période terminée, à retirer.',
  );

const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * A period as a visitor reads it, with no-break spaces inside each date: `du 1er au 31 août 2026`,
 * `du 24 juillet au 2 août 2026`, `du 28 décembre 2026 au 3 janvier 2027`, `le 24 décembre 2026`.
 */
export function periodText(from: string, to: string): string {
  const parts = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return { year, month: months[month - 1]!, day: day === 1 ? '1er' : String(day) };
  };
  const start = parts(from);
  const end = parts(to);
  const last = `${end.day}\u00a0${end.month}\u00a0${end.year}`;
  if (from === to) return `le ${last}`;
  if (start.year !== end.year) return `du ${start.day}\u00a0${start.month}\u00a0${start.year} au ${last}`;
  if (start.month !== end.month) return `du ${start.day}\u00a0${start.month} au ${last}`;
  return `du ${start.day} au ${last}`;
}
