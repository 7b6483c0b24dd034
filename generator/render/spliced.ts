/**
 * A document made of fixed parts, shared by many pages, with the page's own texts between them:
 * `parts[0] + values[0] + parts[1] + … + parts[n]`. Kept apart, the shared parts are encoded
 * and handed to the writing thread once, not once per page.
 */
export interface Spliced {
  /** The same array (by identity) for every page of one shell. */
  parts: readonly string[];
  values: readonly string[];
}

/** A rendered page: its whole text, or its shell and values. */
export type PageHtml = string | Spliced;

/** The page's text, joined. */
export function htmlText(html: PageHtml): string {
  if (typeof html === 'string') return html;
  let text = html.parts[0]!;
  html.values.forEach((value, index) => (text += value + html.parts[index + 1]!));
  return text;
}
