import type { Problem, SourcePosition } from '../errors.js';
import { unknownPlaceholder } from '../messages/markdownMessages.js';
import { problemOf } from '../messages/messageKind.js';
import type { Site } from '../../model/site.js';
import { nearest } from '../shared/nearest.js';

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
    ...legalValues(site),
    'legal.dpoEmail': site.legal.dpoEmail,
  };
}

/**
 * The `{legal.…}` placeholders. A field left empty reads « (non renseigné) » on a trial build
 * (`site check` warns of it, `site build --production` refuses it, see legalNoticeGaps); the
 * company name is then the brand's.
 */
function legalValues(site: Site): Record<string, string> {
  const { legal } = site;
  const missing = '(non renseigné)';
  const host = legal.host ?? {};
  const hostParts = [host.name, host.address, host.phone && `téléphone\u00a0: ${host.phone}`].filter(Boolean);
  return {
    'legal.company': legal.company ?? site.brand.name,
    'legal.form': legal.form ?? missing,
    'legal.capital': legal.capital ?? missing,
    'legal.rcs': legal.rcs ?? missing,
    'legal.vat': legal.vat ?? missing,
    'legal.headOffice': legal.headOffice ?? missing,
    'legal.director': legal.director ?? missing,
    'legal.host': hostParts.length > 0 ? hostParts.join(', ') : missing,
    'legal.hostName': host.name ?? missing,
    'legal.hostAddress': host.address ?? missing,
    'legal.hostPhone': host.phone ?? missing,
  };
}

/** Where a placeholder written at `line`, `column` of the text is in its file. */
export type PlaceOf = (written: string, line: number, column: number) => SourcePosition;

/**
 * Replaces each `{name}` of a text with its value, the one lookup of placeholders: the shared
 * town text of `content/local-town.yaml` (whose first line is `firstLine` of `file`) and, segment
 * by segment, the prose of Markdown bodies (`generator/markdown/fillProse.ts`, which skips code
 * and places each problem itself with `placeOf`). An unknown name is a problem pinned to its
 * place. Names are looked up as own keys only: `{constructor}` or `{__proto__}` are unknown,
 * not the functions every object inherits.
 */
export function fillPlaceholders({
  text,
  values,
  file,
  firstLine,
  placeOf = (_, line, column) => ({ file, line: firstLine + line, column }),
}: {
  text: string;
  values: Record<string, string>;
  file: string;
  firstLine: number;
  placeOf?: PlaceOf;
}): { text: string; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!text.includes('{')) return { text, problems }; // most pages have none: no need to cut them in lines
  const lines = text.split('\n').map((line, index) =>
    line.replace(/\{([a-zA-Z_][\w.]*)\}/g, (written, name: string, column: number) => {
      if (Object.hasOwn(values, name)) return values[name]!;
      const known = Object.keys(values);
      problems.push(
        problemOf(
          unknownPlaceholder,
          { written, guess: nearest(name, known), known },
          placeOf(written, index, column + 1),
        ),
      );
      return written;
    }),
  );
  return { text: lines.join('\n'), problems };
}
