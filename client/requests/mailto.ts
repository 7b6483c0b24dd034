import { cleanText } from './cleanText.js';

/**
 * Longest `mailto:` link we hand to the mail client, counted encoded, address and subject
 * included: Windows passes at most 2,048 characters to the mail client, and Outlook cuts there too.
 */
export const mailtoUrlLimit = 2000;

/** Ends the shortened body of a request too long for a mail link. */
export const shortenedNote = '\n\n[…] Demande abrégée : la version complète est à copier ou à télécharger sur le site.';

/** A request as a mail link: `complete` when the link holds the whole text, `text` being that whole text. */
export interface MailRequest {
  url: string;
  text: string;
  complete: boolean;
}

/**
 * A `mailto:` link with subject and body, each cleaned of control and direction characters (the
 * subject kept on one line) and encoded.
 */
export function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(cleanText(subject))}&body=${encodeURIComponent(cleanText(body, true))}`;
}

/**
 * The mail link of a request: the whole body when its encoded link fits the limit; otherwise the
 * longest beginning that fits, cut between two characters as the reader sees them (an emoji or
 * an accented letter is never split), followed by a note saying it is shortened.
 */
export function fitMailto(to: string, subject: string, dirtyBody: string): MailRequest {
  // Cleaned here too, so the complete text offered to copy or download matches the link.
  const body = cleanText(dirtyBody, true);
  const whole = mailtoUrl(to, subject, body);
  if (whole.length <= mailtoUrlLimit) return { url: whole, text: body, complete: true };
  const pieces = graphemes(body);
  const linkOf = (count: number) => mailtoUrl(to, subject, pieces.slice(0, count).join('').trimEnd() + shortenedNote);
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (linkOf(middle).length <= mailtoUrlLimit) low = middle;
    else high = middle - 1;
  }
  return { url: linkOf(low), text: body, complete: false };
}

/** The characters of a text as a reader counts them (grapheme clusters), or code points where Intl.Segmenter is missing. */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  }
  return Array.from(text);
}
