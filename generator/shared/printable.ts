/** Control characters but the line end and the tab, and the marks that reverse a text's direction. */
const unprintable = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` as it is safe to print on a terminal, whatever content it quotes: an escape sequence
 * (`\x1b[2J` clears the screen, `\x1b]52;…` writes to the clipboard in some terminals), a carriage
 * return (which hides what the line said before it) or a mark that reverses the text's direction
 * (which makes a line read otherwise than it is) is written out, `\u001b`, `\r`, so that the
 * editor sees the character to remove. Line ends and tabs are kept: messages are made of lines.
 */
export function printable(text: string): string {
  return text.replace(unprintable, (char) =>
    char === '\r' ? '\\r' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
