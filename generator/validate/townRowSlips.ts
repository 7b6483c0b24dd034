import type { Problem } from '../errors.js';
import { townTableFile } from '../load/townTable.js';
import { problemOf, type Bilingual } from '../messages/messageKind.js';
import { postcodeElsewhere, unservedDepartement } from '../messages/placeMessages.js';
import { departements } from '../../model/frenchPlace.js';
import type { Town } from '../../model/town.js';
import type { LocalPageContent } from '../../model/local.js';
import type { LoadedContent } from '../load/loadContent.js';
import { textSlug } from '../shared/slug.js';
import { warningOf } from '../shared/warningOf.js';

/** Collectivities whose postcodes start with another code than their own (Saint-Barthélemy 97133, Saint-Martin 97150). */
const postcodePrefix: Record<string, string> = { '2A': '20', '2B': '20', '977': '971', '978': '971' };

/**
 * What the rows of the town table say that cannot be right, or may not be meant: a postcode of
 * another département than the row's (refused: the page would tell visitors a wrong place), and
 * the rows of a département that has no page in `content/local/` (a warning, at the first row:
 * their pages are built from the fallback text and the site's hours, which may be meant for a
 * département served from afar, or not). Problems go to `problems`; the warnings are returned.
 */
export function townRowSlips({
  towns,
  loaded,
  localPages,
  problems,
}: {
  towns: Town[];
  loaded: LoadedContent;
  localPages: { data: unknown }[];
  problems: Problem[];
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
      problems.push(problemOf(postcodeElsewhere, args, { ...position, field: 'postcodes' }));
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
  return warnings;
}
