import { trimChars } from '../../model/trimChars.js';

/** A name that is a segment as it is: lower-case letters and digits, single `-` or `.` between them. */
const cleanSegment = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;

/**
 * The one rule that turns a file name (or a `slug`) into an address segment, as Hugo and Astro
 * do, so every address is safe to type and share: lower case, accents removed, spaces and
 * underscores turned into hyphens, any other sign dropped (`Mentions Légales 2` →
 * `mentions-legales-2`, `safeCSS` → `safecss`, `metz - Copie` → `metz-copie`). Empty when
 * nothing is left (`???`). Every address of a content file is built here, so a change of URL
 * layout starts from this function.
 */
export function addressSegment(name: string): string {
  // Most names are a segment already (`cgv`, `article-5000`): the same result, without the ten
  // passes below (called several times per file, 90 ms of preparing 10,000 pages otherwise).
  if (cleanSegment.test(name)) return name;
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9.-]+/g, '')
    .replace(/-{2,}/g, '-');
  return trimChars(slug, '-.');
}

/** A path of names (`/Blog/Mon Article`) as an address: each segment by `addressSegment`. */
export function addressOfPath(filePath: string): string {
  return filePath
    .split('/')
    .map((segment, index) => (index === 0 ? segment : addressSegment(segment)))
    .join('/');
}

/**
 * A path percent-encoded segment by segment, Unicode in composed form. Content addresses are
 * plain (`addressSegment`); links are brought to this form so a link written
 * `/Mentions Légales 2` is compared (and reported) as the browser would request it.
 */
export function encodeAddress(filePath: string): string {
  return filePath.normalize('NFC').split('/').map(encodeURIComponent).join('/');
}

/** The path an address stands for: `/Mentions%20L%C3%A9gales%202` → `/Mentions Légales 2`. */
export function decodeAddress(address: string): string {
  return address.split('/').map(decodeSegment).join('/');
}

/**
 * An address written in content or a template, brought to the form of `encodeAddress`, so a
 * link is found whether its author wrote a character raw or percent-encoded.
 * Give it the path alone, without `?query` or `#anchor`.
 */
export function normalizeAddress(href: string): string {
  // Letters, digits and `/._~-` come out of decoding and encoding as they went in: the link
  // check asks for every town's address (35,000) after each save in `site dev`.
  if (/^[\w./~-]*$/.test(href)) return href;
  return encodeAddress(decodeAddress(href));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a lone `%` (`/100%`): the segment was written undecoded
  }
}
