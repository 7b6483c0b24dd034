/** What `JSON.stringify` escapes in a string (quotes, backslashes, control characters, lone surrogates), and `<`. */
const special = /["\\<\u0000-\u001f\ud800-\udfff]/;

/**
 * A text as it stands inside a JSON string of the structured data's script: escaped as
 * `JSON.stringify` escapes it, and `<` as `\u003c`, as the JSON-LD script writes it, so that a
 * page spliced from a shell is byte for byte the one rendered alone. Most texts need no escape
 * and are returned as they are (every character of the Basic Multilingual Plane was checked
 * against the slow path).
 */
export function scriptJson(text: string): string {
  return special.test(text) ? JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c') : text;
}
