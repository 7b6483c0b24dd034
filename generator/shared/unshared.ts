/**
 * `text` as a string of its own. A match or slice cut from a page is a string that keeps the
 * whole page in memory (V8's sliced strings): kept for the link check, the links of 35,000 town
 * pages held 2 GB of HTML; kept as keys of `layOut`'s cache of addresses, a directory build of all
 * communes peaked at 2.9 GB. Copied, with nothing kept between calls.
 */
export function unshared(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
