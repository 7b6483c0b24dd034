import type { MessageKind } from './messageKind.js';
import { emailTypo, impossibleHours, percentOver, phoneFormat } from './valueMessages.js';

/** A slip found in a text: its kind and facts, and where in the text it starts. */
export interface TextSlip {
  kind: MessageKind<never>;
  args: unknown;
  offset: number;
}

/** Domains editors often write addresses at; the site's own is added by the caller. */
const commonDomains = [
  'gmail.com',
  'hotmail.fr',
  'hotmail.com',
  'outlook.fr',
  'outlook.com',
  'yahoo.fr',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'icloud.com',
];

/**
 * Slips of a visible text that no schema can refuse, each a warning: a percentage over 100
 * (`995 %` for `99,5 %`), a French number written with dots or dashes (`03.53.48.10.20`) where
 * the site writes pairs separated by spaces, an e-mail address whose domain is a letter or two
 * from the site's or a common provider's (`@telroys.fr`), opening hours that are no span of a
 * day (`9h–25h`). A few regular expressions, the costlier ones only over texts holding `%` or `@`.
 */
export function textSlips(text: string, siteDomain: string | undefined): TextSlip[] {
  const found: TextSlip[] = [];
  if (!/[\d@]/.test(text)) return found; // most texts hold no figure and no address
  if (text.includes('%'))
    for (const match of text.matchAll(
      /(?<![\d.,]|\d[ \u00a0\u202f])(\d{1,3}(?:[ \u00a0\u202f]?\d{3})*(?:[.,]\d+)?)[ \u00a0\u202f]?%/g,
    )) {
      const value = Number(match[1]!.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
      if (value > 100)
        found.push({ kind: percentOver as MessageKind<never>, args: { written: match[0] }, offset: match.index });
    }
  if (/\d[.-]\d/.test(text))
    for (const match of text.matchAll(/(?<![\d+])0[1-9](?:[.\-]\d\d){4}(?!\d)/g)) {
      const fixed = match[0].replace(/[.\-]/g, ' ');
      found.push({ kind: phoneFormat as MessageKind<never>, args: { written: match[0], fixed }, offset: match.index });
    }
  if (text.includes('h'))
    for (const match of text.matchAll(/(?<![\d,.])(\d{1,2})h(\d{2})?\s*[–-]\s*(\d{1,2})h(\d{2})?(?!\d)/g)) {
      const minutes = (hours: string, minutes = '0') =>
        Number(hours) <= 24 && Number(minutes) < 60 && (Number(hours) < 24 || Number(minutes) === 0)
          ? Number(hours) * 60 + Number(minutes)
          : Number.NaN;
      if (minutes(match[1]!, match[2]) < minutes(match[3]!, match[4])) continue;
      found.push({ kind: impossibleHours as MessageKind<never>, args: { written: match[0] }, offset: match.index });
    }
  if (text.includes('@'))
    for (const match of text.matchAll(/(?<![\w.+-])[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) {
      const domain = match[1]!.toLowerCase();
      const meant = typoOf(domain, siteDomain ? [siteDomain, ...commonDomains] : commonDomains);
      if (meant)
        found.push({
          kind: emailTypo as MessageKind<never>,
          args: { address: match[0], domain, meant },
          offset: match.index,
        });
    }
  return found;
}

/** Misspelt endings of domains, each with the one meant. */
const endings: Record<string, string> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  vom: 'com',
  rf: 'fr',
  frr: 'fr',
  ffr: 'fr',
  fe: 'fr',
  dr: 'fr',
};

/** The known domain a domain is a slip for: its name a letter or two away with the same ending, or a misspelt ending. */
export function typoOf(domain: string, known: string[]): string | undefined {
  if (known.includes(domain)) return undefined;
  const cut = (value: string) => [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
  const [name, ending] = cut(domain);
  for (const candidate of known) {
    const [knownName, knownEnding] = cut(candidate);
    if (name === knownName && endings[ending!] === knownEnding) return candidate;
    const distance = slipDistance(name!, knownName!);
    if (
      ending === knownEnding &&
      distance > 0 &&
      distance <= (knownName!.length >= 7 ? 2 : 1) &&
      knownName!.length >= 4
    )
      return candidate;
  }
  return undefined;
}

/** Edits between two words, a swap of two neighbouring letters counting as one (`telroys` → `telorys`). */
function slipDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1);
    }
  return rows[a.length]![b.length]!;
}
