import { decodeHTMLAttribute } from 'entities';
import { trimChars } from '../../model/trimChars.js';

/** Schemes a link of content may use; anything else (`javascript:`, `data:`, `vbscript:`, `file:`…) is refused. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** C0 controls and the space, which a URL parser drops around an address. */
const controlsAndSpace = String.fromCharCode(...Array.from({ length: 0x21 }, (_, code) => code));

/**
 * An address as a browser's URL parser reads it from an attribute: character references
 * decoded (`javascript&#58;`, `&colon;`, `&Tab;`), leading and trailing C0 controls and spaces
 * dropped, tabs and line breaks removed wherever they are (WHATWG URL). ` JaVa\tscript:` is
 * `JaVascript:` to a browser, so the checks below read this form, never the text as written.
 */
export function browserAddress(address: string): string {
  const decoded = address.includes('&') ? decodeHTMLAttribute(address) : address;
  return trimChars(decoded, controlsAndSpace).replace(/[\t\n\r]/g, '');
}

/**
 * The scheme of `address`, lower case, when a link may not carry it: anything but `http:`,
 * `https:`, `mailto:` and `tel:`. Undefined for an allowed scheme and for an address without one
 * (a path, `#anchor`, `?query`, a relative address), which stays on the site.
 */
export function refusedScheme(address: string): string | undefined {
  const found = scheme.exec(browserAddress(address))?.[1]?.toLowerCase();
  return found === undefined || allowedSchemes.has(found) ? undefined : found;
}

/**
 * Whether `address` leads off the site, as an image's address may not: it has a scheme
 * (`https://…`, `http:host`, `data:`) or starts with two slashes, a backslash counting as one
 * (`//host`, `/\host`, `\\host`: browsers read `\` as `/` in web addresses).
 */
export function otherHost(address: string): boolean {
  return /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:|[/\\]{2})/.test(browserAddress(address));
}
