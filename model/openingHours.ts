import { z } from 'zod';
import { text } from './fields.js';

/** One opening span as structured data writes it: `{ opens: '08:30', closes: '12:00' }`. */
export interface OpeningSpan {
  opens: string;
  closes: string;
}

/** Spans by day group: Monday to Friday, and Saturday (empty when closed). */
export interface WeekHours {
  weekdays: OpeningSpan[];
  saturday: OpeningSpan[];
}

const spanSource = String.raw`(\d{1,2})h(\d{2})?\s*–\s*(\d{1,2})h(\d{2})?`;
const spanList = String.raw`\d{1,2}h(?:\d{2})?–\d{1,2}h(?:\d{2})?`;

/** `8h–18h`, `8h30–12h, 14h–18h` or `9h–12h et 14h–17h`: the form of a page's hours field. */
export const spanListPattern = new RegExp(`^${spanList}(?:(?:, | et )${spanList})*$`);

/** Every span written in a text (`Du lundi au vendredi, 8h30–12h, 14h–18h`), as written. */
function spansIn(text: string): { opens: [number, number]; closes: [number, number] }[] {
  return [...text.matchAll(new RegExp(spanSource, 'g'))].map((match) => ({
    opens: [Number(match[1]), Number(match[2] ?? 0)],
    closes: [Number(match[3]), Number(match[4] ?? 0)],
  }));
}

/**
 * Whether every span of a text is a real span of a day: hours from 0h to 24h, minutes below 60,
 * closing after opening (`29h–99h`, `18h–8h` and `8h75–9h` are not).
 */
export function validSpans(text: string): boolean {
  return spansIn(text).every(({ opens, closes }) => {
    const minutes = ([hour, minute]: [number, number]) =>
      hour <= 24 && minute < 60 && (hour < 24 || minute === 0) ? hour * 60 + minute : Number.NaN;
    return minutes(opens) < minutes(closes);
  });
}

/** The spans of a text as `HH:MM` pairs. */
export function openingSpans(text: string): OpeningSpan[] {
  const time = ([hour, minute]: [number, number]) =>
    `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return spansIn(text).map(({ opens, closes }) => ({ opens: time(opens), closes: time(closes) }));
}

/**
 * The week a free text states: the spans before the word « samedi » are Monday to Friday's, those
 * after it Saturday's (`Du lundi au vendredi, 9h–18h ; le samedi, 9h–12h`).
 */
export function weekHours(text: string): WeekHours {
  const saturday = text.search(/samedi/i);
  if (saturday < 0) return { weekdays: openingSpans(text), saturday: [] };
  return { weekdays: openingSpans(text.slice(0, saturday)), saturday: openingSpans(text.slice(saturday)) };
}

/**
 * The spans of a free text as written, by day group, in the form of a page's hours field:
 * `Du lundi au vendredi, 8h30–12h et 14h–18h ; le samedi, 9h–12h` →
 * `{ weekdays: '8h30–12h, 14h–18h', saturday: '9h–12h' }` (no `saturday` when closed).
 */
export function writtenWeek(text: string): { weekdays: string; saturday?: string } {
  const written = (part: string) =>
    [...part.matchAll(new RegExp(spanSource, 'g'))].map((match) => match[0].replace(/\s/g, '')).join(', ');
  const at = text.search(/samedi/i);
  if (at < 0) return { weekdays: written(text) };
  return { weekdays: written(text.slice(0, at)), saturday: written(text.slice(at)) || undefined };
}

/** The hours a visitor reads: `du lundi au vendredi, 8h30–12h, 14h–18h, et le samedi, 9h–12h`. */
export function weekText(hours: string, saturdayHours?: string): string {
  return `du lundi au vendredi, ${hours}${saturdayHours ? `, et le samedi, ${saturdayHours}` : ''}`;
}

const rangeMessage = 'expected times of a day, from 0h to 24h, each span closing after it opens';
const rangeHint = 'write each span as opening–closing time, such as 8h30–12h or 14h–18h.';

/** A page's hours field: one or more spans, each a real span of a day. */
export const spanListField = z
  .string()
  .regex(spanListPattern, { message: 'expected hours written like "8h–18h" or "8h30–12h, 14h–18h"' })
  .refine(validSpans, { message: rangeMessage, params: { hint: rangeHint } });

/** A free text that may state hours (`Du lundi au vendredi, 9h–18h`): any span in it must be real. */
export const hoursText = text.refine(validSpans, { message: rangeMessage, params: { hint: rangeHint } });
