import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { legalFieldMissing } from '../messages/legalMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { vatKey, sirenOfRcs } from '../../model/companyNumbers.js';
import type { Site } from '../../model/site.js';

/**
 * The fields of the legal notice French law requires (LCEN, art. 6 III) that `content/site.yaml`
 * leaves empty, each a problem at the `legal:` line naming the field and a value to write:
 * `site check` and `site build` warn of them, `site build --production` refuses (see prepareSite).
 * The example VAT number is the one the RCS registration's SIREN gives, when there is one.
 */
export function legalNoticeGaps(site: Site, loaded: LoadedContent): Problem[] {
  const { legal, contact } = site;
  const siren = legal.rcs ? sirenOfRcs(legal.rcs) : undefined;
  const { street, postalCode, city } = contact.address;
  const required: [string, unknown, string][] = [
    ['legal.company', legal.company, site.brand.name],
    ['legal.form', legal.form, 'SAS'],
    ['legal.capital', legal.capital, '10 000 €'],
    ['legal.rcs', legal.rcs, 'RCS Metz 123 456 782'],
    ['legal.vat', legal.vat, siren ? `FR${vatKey(siren)}${siren}` : 'FR11123456782'],
    ['legal.headOffice', legal.headOffice, `${street}, ${postalCode} ${city}`],
    ['legal.director', legal.director, 'Claire Martin, présidente'],
    ['legal.host.name', legal.host?.name, 'OVH SAS'],
    ['legal.host.address', legal.host?.address, '2 rue Kellermann, 59100 Roubaix'],
    ['legal.host.phone', legal.host?.phone, '09 72 10 10 07'],
  ];
  const file = 'content/site.yaml';
  const lines = loaded.files.get(file)?.text.split('\n') ?? [];
  const index = lines.findIndex((line) => /^legal\s*:/.test(line));
  const position = index < 0 ? { file, line: 0, column: 0 } : { file, line: index + 1, column: 1 };
  return required
    .filter(([, value]) => value === undefined)
    .map(([field, , example]) => problemOf(legalFieldMissing, { field, example }, { ...position, field }));
}
