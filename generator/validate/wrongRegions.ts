import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { townTableFile } from '../load/townTable.js';
import { wrongRegion } from '../messages/copyMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { departements, type Departement } from '../../model/frenchPlace.js';
import type { LocalPageContent } from '../../model/local.js';
import type { Town } from '../../model/town.js';

/**
 * Local pages whose `geo.region` is another département's (Metz with `FR-54`, a page copied
 * from Nancy): search engines read the region as where the business serves. The département
 * is known from the page itself: a département page's `name` (`Moselle` is 57), a city page's
 * `name` in the town table (several communes share a name: any of their départements is
 * accepted). Refused at `geo.region`, with the code to write; a name found nowhere is not judged.
 */
export function wrongRegions(
  localPages: readonly { file: string; data: unknown }[],
  towns: readonly Town[],
  loaded: LoadedContent,
): Problem[] {
  const byName = new Map<string, Departement>();
  for (const departement of departements.values()) byName.set(comparable(departement.name), departement);
  const townsByName = new Map<string, Town[]>();
  for (const town of towns) {
    const key = comparable(town.name);
    townsByName.set(key, [...(townsByName.get(key) ?? []), town]);
  }
  const problems: Problem[] = [];
  for (const { file, data } of localPages) {
    const page = data as LocalPageContent;
    const region = departements.get(page.geo.region.slice(3));
    if (!region) continue;
    let expected: Departement[] = [];
    let because: string | undefined;
    if (page.kind === 'department') {
      const named = byName.get(comparable(page.name));
      if (named) expected = [named];
    } else {
      const found = townsByName.get(comparable(page.name)) ?? [];
      expected = [...new Set(found.map((town) => town.departement))].flatMap((code) => {
        const departement = departements.get(code);
        return departement ? [departement] : [];
      });
      if (found[0]) because = `${townTableFile}:${found[0].line}`;
    }
    if (expected.length === 0 || expected.some((departement) => departement.code === region.code)) continue;
    const position = loaded.files.get(file)?.source.locate(['geo', 'region']) ?? { file, line: 0, column: 0 };
    const args = { region, kind: page.kind, place: page.name, expected, because };
    problems.push(problemOf(wrongRegion, args, { ...position, field: 'geo.region' }));
  }
  return problems;
}

/** A name as compared: case, accents, spaces and hyphens aside (`Epinal` is `Épinal`). */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}
