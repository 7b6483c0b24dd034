import type { Problem } from '../errors.js';
import type { Site } from '../../model/site.js';
import { nearest } from '../validate/nearest.js';

/** The `{name}` placeholders Markdown pages may use, all read from `content/site.yaml`. */
export function placeholderValues(site: Site): Record<string, string> {
  const { address } = site.contact;
  return {
    brand: site.brand.name,
    product: site.brand.product,
    email: site.contact.email,
    phone: site.contact.phone.display,
    address: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
    siteUrl: site.baseUrl,
    'legal.company': site.legal.company,
    'legal.capital': site.legal.capital,
    'legal.rcs': site.legal.rcs,
    'legal.vat': site.legal.vat,
    'legal.director': site.legal.director,
    'legal.host': site.legal.host,
    'legal.dpoEmail': site.legal.dpoEmail,
  };
}

/**
 * Replaces each `{name}` in a plain text (the shared town text of `content/local-town.yaml`;
 * Markdown bodies go through `generator/markdown/fillProse.ts`, which skips code); an unknown
 * name is a problem pinned to its line and column. Names are looked up as own keys only:
 * `{constructor}` or `{__proto__}` are unknown, not the functions every object inherits.
 */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  file: string,
  firstLine: number,
): { text: string; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!text.includes('{')) return { text, problems }; // most pages have none: no need to cut them in lines
  const lines = text.split('\n').map((line, index) =>
    line.replace(/\{([a-zA-Z_][\w.]*)\}/g, (whole, name: string, column: number) => {
      if (Object.hasOwn(values, name)) return values[name]!;
      const guess = nearest(name, Object.keys(values));
      problems.push({
        position: { file, line: firstLine + index, column: column + 1 },
        field: '',
        message: `unknown placeholder ${whole}${guess ? ` — did you mean {${guess}}?` : ''}`,
        hint: `placeholders available: ${Object.keys(values).map((key) => `{${key}}`).join(', ')}.`,
      });
      return whole;
    }),
  );
  return { text: lines.join('\n'), problems };
}
