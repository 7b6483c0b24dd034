/**
 * A text as the value of an address's query (`/?demande=…`): `encodeURIComponent`, and the
 * `'`, `(`, `)`, `!` and `*` it leaves as they are encoded too. A town named `L'Hôpital`, as INSEE
 * writes it, then puts no `'` in the link, which the page would write `&#x27;`: the address stays
 * one a reader of the HTML (the link check, a host's rewrite, a mail client) takes as written.
 */
export function queryValue(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
