/**
 * The address of a page as it is written in links, canonicals and the sitemap: the path of its
 * file, Unicode in composed form (as most systems write `é`), each segment percent-encoded as
 * `encodeURIComponent` does (`/Mentions Légales 2` → `/Mentions%20L%C3%A9gales%202`). A `?`, `#`
 * or `%` of a file name is encoded too, so the address always decodes back to the file.
 */
export function encodeAddress(filePath: string): string {
  return filePath.normalize('NFC').split('/').map(encodeURIComponent).join('/');
}

/** The file path an address stands for: `/Mentions%20L%C3%A9gales%202` → `/Mentions Légales 2`. */
export function decodeAddress(address: string): string {
  return address.split('/').map(decodeSegment).join('/');
}

/**
 * An address written in content or a template, brought to the form of `encodeAddress`, so a
 * link is found whether its author wrote `/Mentions Légales 2` or `/Mentions%20L%C3%A9gales%202`.
 * Give it the path alone, without `?query` or `#anchor`.
 */
export function normalizeAddress(href: string): string {
  return encodeAddress(decodeAddress(href));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a lone `%` (`/100%`): the segment was written undecoded
  }
}
