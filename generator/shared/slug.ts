import { trimChars } from '../../model/trimChars.js';

/**
 * The rule that turns a name or a heading into an address segment or an id: accents dropped
 * (`é` → `e`, `œ` → `oe`, `ß` → `ss`), lower case, every run of other characters one `-`:
 * `Côtes-d’Armor` → `cotes-d-armor`, « Article 7 – Résiliation » → `article-7-resiliation`.
 *
 * The site has two rules, and this is the second. The first, `addressSegment` (shared/address.ts),
 * reads names an editor typed as an address (file and folder names, `slug:`), as Hugo and Astro
 * do: it keeps dots and drops punctuation rather than turning it into a hyphen, so
 * `mentions-legales.md` and `d’Armor` stay as typed (`darmor`). This one makes an address or an
 * id from text that was never meant as one (département names, heading texts), where every
 * word must stay apart. Empty when nothing is left.
 */
export function textSlug(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return trimChars(slug, '-');
}
