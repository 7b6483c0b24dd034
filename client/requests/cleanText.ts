/**
 * Characters no request needs and some can abuse, as a character class:
 * - C0 controls U+0000–U+001F except tab and line feed (handled below), and DEL U+007F: a NUL or
 *   a BEL ends or garbles a string in some mail software, a stray carriage return splits a header;
 * - C1 controls U+0080–U+009F: invisible, and U+0085 is a line break to some readers;
 * - bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069: they reorder
 *   what the reader sees ("Trojan Source"), so a name or a number can read as another;
 * - the marks U+200E, U+200F and U+061C (left-to-right, right-to-left, Arabic letter mark): they
 *   too change the order in which neutral characters such as `@`, `.` or digits are shown, and
 *   a form in French has no use for them (Arabic or Hebrew text displays right without them);
 * - the line and paragraph separators U+2028 and U+2029, which some clients break on and others do not.
 * Joiners (U+200C, U+200D) stay: emoji and some scripts are written with them.
 */
const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * A visitor's text with the characters above removed, before it reaches the e-mail service or a
 * `mailto:` link. `multiline` (the message, the cart summary) keeps line breaks, every one as
 * `\n`, and tabs; elsewhere (names, company, subject) a line break or a tab becomes a space, since
 * a field shown on one line, or a subject header, must stay on one line.
 */
export function cleanText(text: string, multiline = false): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(unsafe, '');
  return multiline ? lines : lines.replace(/[\t\n]/g, ' ');
}
