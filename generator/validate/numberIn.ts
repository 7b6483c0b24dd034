/**
 * The number an editor meant in a text: `29,90` → 29.9, `1 290` → 1290, `29 € HT` → 29; undefined
 * when the text holds no number, or several (`19 à 29`).
 */
export function numberIn(text: string): number | undefined {
  const digits = text
    .replace(/(?<![\s\u00a0\u202f])[\s\u00a0\u202f]+(?=\d{3}(?!\d))/g, '')
    .replace(/[€%]|\b(?:euros?|HT|TTC)\b/gi, '')
    .trim();
  const match = /^[+]?(\d+)(?:[.,](\d+))?$/.exec(digits);
  if (!match) return undefined;
  const value = Number(`${match[1]}.${match[2] ?? 0}`);
  return Number.isFinite(value) ? value : undefined;
}
