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

// A span as editors type it: `8h–18h` with the en dash, or a hyphen, an em dash, spaces
// around it (`8h - 18h`), a space before the h (`8 h–18 h`), times written `08:00`; all look
// alike on screen and mean one span.
const time = String.raw`(\d{1,2})(?:[ \u00a0\u202f]?h(\d{2})?|:(\d{2}))`;
const spanSource = String.raw`${time}\s*[-–—]\s*${time}`;
const spanList = String.raw`\d{1,2}(?:[ \u00a0\u202f]?h(?:\d{2})?|:\d{2})\s*[-–—]\s*\d{1,2}(?:[ \u00a0\u202f]?h(?:\d{2})?|:\d{2})`;

/** `8h–18h`, `8h30–12h, 14h–18h` or `9h–12h et 14h–17h`: the form of a page's hours field. */
export const spanListPattern = new RegExp(`^${spanList}(?:(?:, | et )${spanList})*$`);

/** The site's own way of writing a span, `8h–18h`: what a free text's spans are read in. */
const dashSpanSource = String.raw`(\d{1,2})h(\d{2})?\s*–\s*(\d{1,2})h(\d{2})?`;

type Span = { opens: [number, number]; closes: [number, number] };

/**
 * Every span written in a text (`Du lundi au vendredi, 8h30–12h, 14h–18h`), as written: in any
 * form (`8h-18h`, `08:00—18:00`) when `forms` is `any`, with the en dash only otherwise.
 */
function spansIn(text: string, forms: 'any' | 'dash' = 'any'): Span[] {
  return [...text.matchAll(new RegExp(forms === 'any' ? spanSource : dashSpanSource, 'g'))].map((match) =>
    forms === 'any'
      ? {
          opens: [Number(match[1]), Number(match[2] ?? match[3] ?? 0)],
          closes: [Number(match[4]), Number(match[5] ?? match[6] ?? 0)],
        }
      : { opens: [Number(match[1]), Number(match[2] ?? 0)], closes: [Number(match[3]), Number(match[4] ?? 0)] },
  );
}

/** Whether a span is one of a day: hours from 0h to 24h, minutes below 60, closing after opening. */
function dayTime({ opens, closes }: Span): boolean {
  const minutes = ([hour, minute]: [number, number]) =>
    hour <= 24 && minute < 60 && (hour < 24 || minute === 0) ? hour * 60 + minute : Number.NaN;
  return minutes(opens) < minutes(closes);
}

/**
 * A text with each span of a day written the site's way: `8h-18h`, `8h - 18h` and `08:00—18:00`
 * become `8h–18h`, `08:30-12:00` becomes `8h30–12h`. The rest is kept as written, and so is a
 * hyphen between two times that are no span of a day (`48h-72h`, a delay).
 */
export function canonicalSpans(text: string): string {
  const written = ([hour, minute]: [number, number]) =>
    `${hour}h${minute === 0 ? '' : String(minute).padStart(2, '0')}`;
  return text.replace(new RegExp(spanSource, 'g'), (whole: string) => {
    const [span] = spansIn(whole);
    return span && dayTime(span) ? `${written(span.opens)}–${written(span.closes)}` : whole;
  });
}

/**
 * Whether every span of a text is a real span of a day: hours from 0h to 24h, minutes below 60,
 * closing after opening (`29h–99h`, `18h–8h` and `8h75–9h` are not). A page's hours field reads
 * spans in any form; a free text (`forms: 'dash'`), only those written with the en dash.
 */
export function validSpans(text: string, forms: 'any' | 'dash' = 'any'): boolean {
  return spansIn(text, forms).every(dayTime);
}

/** The spans of a text as `HH:MM` pairs. */
export function openingSpans(text: string): OpeningSpan[] {
  const time = ([hour, minute]: [number, number]) =>
    `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return spansIn(text, 'dash').map(({ opens, closes }) => ({ opens: time(opens), closes: time(closes) }));
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
    [...part.matchAll(new RegExp(dashSpanSource, 'g'))].map((match) => match[0].replace(/\s/g, '')).join(', ');
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
  .refine((value) => spanListPattern.test(value), {
    message: 'expected hours written like "8h–18h" or "8h30–12h, 14h–18h"',
    params: {
      hint: 'write the opening and closing times with a dash between them: 8h–18h, or 8h30–12h, 14h–18h with a break.',
    },
    abort: true,
  })
  .refine((value) => validSpans(value), { message: rangeMessage, params: { hint: rangeHint } })
  // Editors' tools read the form from the schema; the refinement above is what the build checks.
  .meta({ pattern: spanListPattern.source })
  .transform(canonicalSpans);

/** A free text that may state hours (`Du lundi au vendredi, 9h–18h`): any span in it must be real. */
export const hoursText = text
  .refine((value) => validSpans(value, 'dash'), { message: rangeMessage, params: { hint: rangeHint } })
  .transform(canonicalSpans);
