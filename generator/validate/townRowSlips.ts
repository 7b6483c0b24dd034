import { townTableFile } from '../load/townTable.js';
import type { Bilingual } from '../messages/messageKind.js';
import { halfEpci, postcodeElsewhere, unservedDepartement } from '../messages/placeMessages.js';
import { departements } from '../../model/frenchPlace.js';
import type { Town } from '../../model/town.js';
import type { LocalPageContent } from '../../model/local.js';
import type { LoadedContent } from '../load/loadContent.js';
import { textSlug } from '../shared/slug.js';
import { warningOf } from '../messages/warningOf.js';

/** Collectivities whose postcodes start with another code than their own (Saint-Barthélemy 97133, Saint-Martin 97150). */
const postcodePrefix: Record<string, string> = { '2A': '20', '2B': '20', '977': '971', '978': '971' };

/**
 * What the rows of the town table say that may not be meant, as warnings: a postcode of another
 * département than the row's (a typo most of the time, but the official table has 24 communes
 * served by a post office of the next département, such as 01590 for towns of the Jura), and
 * the rows of a département that has no page in `content/local/` (at the first row: their pages
 * are built from the fallback text and the site's hours, which may be meant for a département
 * served from afar, or not), and rows that fill only one of epci and epciCode (at the first).
 */
export function townRowSlips({
  towns,
  loaded,
  localPages,
}: {
  towns: Town[];
  loaded: LoadedContent;
  localPages: { data: unknown }[];
}): Bilingual[] {
  if (towns.length === 0) return [];
  const table = loaded.tables.get(townTableFile);
  const regions = new Set(
    localPages
      .map(({ data }) => data as LocalPageContent)
      .flatMap((page) => (page.kind === 'department' ? [page.geo.region] : [])),
  );
  const warnings: Bilingual[] = [];
  let lines: string[] | undefined;
  const columnOf = (line: number, ...written: string[]) => {
    lines ??= (table ?? '').split('\n');
    const row = lines[line - 1] ?? '';
    const at = written.map((text) => row.indexOf(text)).find((index) => index >= 0);
    return at === undefined ? 1 : at + 1;
  };
  const unserved = new Map<string, Town[]>();
  for (const town of towns) {
    const { departement } = town;
    const prefix = postcodePrefix[departement] ?? departement;
    for (const postcode of town.postcodes) {
      if (postcode.startsWith(prefix)) continue;
      const belongsTo = /^9[78]/.test(postcode) ? postcode.slice(0, 3) : postcode.slice(0, 2);
      const args = {
        postcode,
        departement,
        departementName: departements.get(departement)?.name,
        belongsTo: belongsTo === '20' ? '2A/2B' : belongsTo,
        belongsToName: belongsTo === '20' ? 'Corse' : departements.get(belongsTo)?.name,
      };
      const position = { file: townTableFile, line: town.line, column: columnOf(town.line, postcode) };
      warnings.push(warningOf(postcodeElsewhere, args, { ...position, field: 'postcodes' }));
    }
    if (!regions.has(`FR-${departement}`)) unserved.set(departement, [...(unserved.get(departement) ?? []), town]);
  }
  for (const [departement, rows] of unserved) {
    const first = rows.reduce((earliest, town) => (town.line < earliest.line ? town : earliest));
    const name = departements.get(departement)?.name ?? departement;
    const column = columnOf(first.line, `,${departement},`, `;${departement};`, `"${departement}"`);
    const args = { departement, name, rows: rows.length, page: `content/local/${textSlug(name)}.yaml` };
    const position = { file: townTableFile, line: first.line, column: column === 1 ? 1 : column + 1 };
    warnings.push(warningOf(unservedDepartement, args, { ...position, field: 'departement' }));
  }
  const halves = towns.filter((town) => Boolean(town.extra.epci) !== Boolean(town.extra.epciCode));
  if (halves.length > 0) {
    const first = halves.reduce((earliest, town) => (town.line < earliest.line ? town : earliest));
    const missing = first.extra.epci ? 'epciCode' : 'epci';
    const position = { file: townTableFile, line: first.line, column: 1, field: missing };
    warnings.push(warningOf(halfEpci, { rows: halves.length, missing }, position));
  }
  return warnings;
}
