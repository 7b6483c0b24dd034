import { z } from 'zod';
import { badMailto } from './badMailto.js';
import { frenchSpacing } from './frenchSpacing.js';
import { refuseOtherSiteImage } from './otherSiteImage.js';
import { trimChars } from './trimChars.js';

/** A non-empty visible text; surrounding spaces are ignored and French spacing is applied (`Prix : 19 €` keeps `:` and `€` on the line). */
export const text = z.string().trim().min(1).transform(frenchSpacing);

/** What a whole number from 1 is refused with; the content check turns it into a hint with the editor's value rounded. */
export const wholeNumberMessage = 'expected a whole number from 1';

/** A whole number from 1: a position (`order`), a count, a delay in hours. */
export const wholeNumber = z.number().int({ message: wholeNumberMessage }).positive({ message: wholeNumberMessage });

/** A calendar date written `YYYY-MM-DD`, e.g. `2025-08-27`. */
export const isoDate = z
  .string()
  .refine(isCalendarDate, { message: 'expected a date written YYYY-MM-DD, such as 2025-08-27' })
  // The pattern tells editors' tools what the refinement checks; that the date exists stays zod's.
  .meta({ title: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() + 1 === Number(match[2]) &&
    date.getUTCDate() === Number(match[3])
  );
}

/**
 * A date as other generators write it: `2025-08-27`, or with a time (`2017-07-16 23:23:14`,
 * `2017-07-16T23:23:14`) and a time zone (`2017-07-16T23:23:14+02:00`, `…Z`). Kept as written:
 * its calendar day is the one written, never shifted to UTC (see `calendarDay`).
 */
export const dateTime = z
  .string()
  .trim()
  .refine(isDateTime, { message: 'expected a date such as 2025-08-27 or 2025-08-27T10:30:00+02:00' });

const dateTimePattern = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?(Z|[+-](\d\d):(\d\d))?)?$/;

function isDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return false;
  const [hours, minutes, seconds, , zoneHours, zoneMinutes] = match
    .slice(2)
    .map((part) => (part === undefined || part === 'Z' ? 0 : Number(part)));
  return hours! < 24 && minutes! < 60 && seconds! < 60 && zoneHours! < 24 && zoneMinutes! < 60;
}

/** The day a `dateTime` was written for, `YYYY-MM-DD`: `2017-07-16T00:30:00+02:00` → `2017-07-16`. */
export function calendarDay(value: string): string {
  return value.slice(0, 10);
}

/** The instant of a `dateTime`, for comparisons; a date or time without a zone counts as UTC. */
export function instantOf(value: string): number {
  const match = dateTimePattern.exec(value);
  if (!match) return Number.NaN;
  const [, day, hours = '00', minutes = '00', seconds = '00', zone = 'Z'] = match;
  return Date.parse(`${day}T${hours}:${minutes}:${seconds}${zone}`);
}

/**
 * An absolute `http(s)://` address, with no space or control character: a browser's URL parser
 * drops tabs and line breaks without a word, but what the site writes (a host file, an iframe's
 * address) would keep them.
 */
export const absoluteUrl = z
  .url({ protocol: /^https?$/, message: 'expected an address starting with https://' })
  .refine((value) => !/[\s\u0000-\u001f\u007f-\u009f]/.test(value), {
    message: 'expected an address without spaces or line breaks',
  })
  .meta({ title: 'adresse', pattern: '^https?://' });

/**
 * What is wrong with a site's base URL beyond not being an absolute address: a query, a
 * fragment or credentials would end up inside every canonical and sitemap address
 * (`https://x.fr/?q=1#f` + `/cgv`). Returns `undefined` when the address is fine.
 */
export function baseUrlFault(value: string): { fault: string; fixed: string } | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined; // reported as "expected an address starting with https://"
  }
  const fault =
    url.username || url.password
      ? `a user name or password (${url.username}${url.password ? ':…' : ''}@)`
      : url.search
        ? `a query (${url.search})`
        : url.hash
          ? `a fragment (${url.hash})`
          : value.includes('?')
            ? 'a query (?)'
            : value.includes('#')
              ? 'a fragment (#)'
              : undefined;
  return fault ? { fault, fixed: trimChars(`${url.protocol}//${url.host}${url.pathname}`, '/', 'end') } : undefined;
}

/** The public address of a site: absolute, `http(s)://`, without query, fragment or credentials. */
export const baseUrl = absoluteUrl.superRefine((value, context) => {
  const found = baseUrlFault(value);
  if (found)
    context.addIssue({
      code: 'custom',
      message: `expected the address of the site alone, without ${found.fault}`,
      params: { hint: `write the address alone: baseUrl: ${found.fixed}` },
    });
});

/** An address on this site (`/cgv`, `/#contact`) or an absolute `https://` address. */
export const href = z
  .string()
  .refine((value) => /^(\/|#|https?:\/\/|mailto:|tel:)/.test(value), {
    message: 'expected a link starting with /, #, https://, mailto: or tel:',
  })
  .refine((value) => badMailto(value) === undefined, {
    message: 'expected a whole e-mail address after mailto:, such as mailto:contact@example.fr',
    params: {
      hint: "write the address with its domain, or a visitor's message would never arrive: mailto:contact@telorys.fr",
    },
  })
  .meta({ title: 'lien', pattern: '^(/|#|https?://|mailto:|tel:)' });

/** An e-mail address. */
export const email = z
  .email({ message: 'expected an e-mail address such as contact@example.fr' })
  .meta({ title: 'e-mail' });

/** Empty (not configured) or an absolute `https://` address. */
export const optionalUrl = z.union([z.literal(''), absoluteUrl]);

/** Image formats a browser shows, by the ending of their file. */
const browserImage = /^\/(?![/\\])[\w\-./]+\.(svg|png|jpe?g|webp|avif|gif)$/i;
/** Formats a camera, a scanner or an editing program saves, which browsers do not show. */
const cameraImage = /\.(heic|heif|tiff?|bmp|psd|raw|cr2|nef|dng)$/i;

/**
 * A path to an image under `public/` (`/images/equipment/t46u.svg`) in a format browsers show;
 * a photo left in its camera's format (`.heic` from an iPhone) is named as such, with how to
 * convert it, and `//host/…` as another site's (see refuseOtherSiteImage).
 */
export const imagePath = z
  .string()
  .superRefine((value, context) => {
    if (refuseOtherSiteImage(value, context)) return;
    if (cameraImage.test(value))
      context.addIssue({
        code: 'custom',
        message: 'expected an image format browsers show: JPEG, PNG, WebP, AVIF, SVG or GIF',
        params: {
          hint: 'convert the image to JPEG: on an iPhone, Settings › Camera › Formats › "Most Compatible" takes the next photos in JPEG; export this one as JPEG (Photos on a Mac: File › Export; on Windows, open it in Photos and use Save as), then point to the .jpg file.',
        },
      });
    else if (!browserImage.test(value))
      context.addIssue({
        code: 'custom',
        message: 'expected a path to an image under public/, such as /images/equipment/t46u.svg',
      });
  })
  .meta({ title: 'image', pattern: browserImage.source });

/**
 * Former addresses of a page (`/ancien-nom`), each redirected to it once the page is renamed;
 * optional. Markdown pages have their own (`aliases` in `markdownPage.ts`), with the same rule.
 */
export const formerAddresses = z
  .array(
    z
      .string()
      .trim()
      .refine((value) => /^\/[^?#]+$/.test(value), {
        message: 'expected an address on this site starting with /, without ? or #',
        params: { hint: 'write the whole former address, such as - /secteurs/ancien-nom.' },
      }),
  )
  .optional()
  .describe(
    'Anciennes adresses de la page, après un changement de nom de fichier : `- /ancien-nom`. Chacune mène ici par une redirection, pour les liens et les moteurs de recherche.',
  );
