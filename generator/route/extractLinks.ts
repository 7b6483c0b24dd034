import { decodeHTMLAttribute } from 'entities';
import { unshared } from '../shared/unshared.js';

/**
 * Reads the internal links, images and anchors of HTML the site's templates write (the page's
 * own markup): a Markdown body's are read from its Markdown instead (see pageLinks), never out
 * of its code.
 */
export function extractLinks(html: string): { hrefs: string[]; ids: string[] } {
  const hrefs = new Set<string>();
  for (const [, raw] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const href = attributeValue(raw!);
    if ((href.startsWith('/') || href.startsWith('#')) && !href.startsWith('//')) hrefs.add(unshared(href));
  }
  return {
    hrefs: [...hrefs],
    ids: [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => unshared(attributeValue(match[1]!))),
  };
}

/**
 * An attribute's value as the browser reads it, its character references decoded before the
 * address is cut at `?` and `#`: React writes the `'` of `L'Hôpital` as `&#x27;`, whose `#` was
 * taken for the start of an anchor (`#x27;H%C3%B4pital`), and `&amp;`, `&quot;` the same way.
 */
function attributeValue(raw: string): string {
  return raw.includes('&') ? decodeHTMLAttribute(raw) : raw;
}
