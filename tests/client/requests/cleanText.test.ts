import { describe, expect, it } from 'vitest';
import { cleanText } from '../../../client/requests/cleanText.js';

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/** Every character the forms must never pass on, C0 (but tab, line feed and carriage return, tested apart), DEL, C1, bidi controls and marks. */
const removed = [
  ...range(0x00, 0x08),
  '\u000b',
  '\u000c',
  ...range(0x0e, 0x1f),
  '\u007f',
  ...range(0x80, 0x9f),
  ...range(0x202a, 0x202e),
  ...range(0x2066, 0x2069),
  '\u200e',
  '\u200f',
  '\u061c',
  '\u2028',
  '\u2029',
];

describe('cleanText', () => {
  it.each(removed.map((char) => [hex(char), char]))('removes %s from one-line and multi-line fields', (_name, char) => {
    expect(cleanText(`Ma${char}rie`)).toBe('Marie');
    expect(cleanText(`Ligne${char} 1\nLigne 2`, true)).toBe('Ligne 1\nLigne 2');
  });

  it('removes NUL, BEL and a right-to-left override from the middle of a company name', () => {
    expect(cleanText('AC\u0000ME\u0007 \u202eSARL\u202c')).toBe('ACME SARL');
  });

  it('keeps line breaks and tabs in a multi-line field, every break as \\n', () => {
    expect(cleanText('Un\r\nDeux\rTrois\nQuatre\tcinq', true)).toBe('Un\nDeux\nTrois\nQuatre\tcinq');
  });

  it('turns a line break or a tab into a space in a one-line field, so a subject stays one header line', () => {
    expect(cleanText('ACME\r\nBcc: x@evil.example\tSARL')).toBe('ACME Bcc: x@evil.example SARL');
  });

  it('keeps accents, emoji with their joiners, Arabic and Hebrew text, and non-breaking spaces', () => {
    const text = 'Hélène 👩‍💻 مرحبا שלום 03\u00a053\u00a048 L\u2019équipe «\u202fok\u202f» \u200c';
    expect(cleanText(text, true)).toBe(text);
  });
});
