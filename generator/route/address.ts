/**
 * The address of a page as it is written in links, canonicals and the sitemap: the path of its
 * file, Unicode in composed form (as most systems write `é`), percent-encoded as `encodeURI`
 * does (`/Mentions Légales 2` → `/Mentions%20L%C3%A9gales%202`). A `%` of the file name is
 * encoded too, so the address always decodes back to the file.
 */
export function encodeAddress(filePath: string): string {
  return encodeURI(filePath.normalize('NFC'));
}

/**
 * An address written in content or a template, brought to the form of `encodeAddress`, so a
 * link is found whether its author wrote `/Mentions Légales 2` or `/Mentions%20L%C3%A9gales%202`.
 */
export function normalizeAddress(href: string): string {
  let decoded = href;
  try {
    decoded = decodeURI(href);
  } catch {
    // a lone `%` (`/100%`): the address was written undecoded
  }
  return encodeAddress(decoded);
}

/** The file path an address stands for: `/Mentions%20L%C3%A9gales%202` → `/Mentions Légales 2`. */
export function decodeAddress(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}
