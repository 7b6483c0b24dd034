import type { Problem } from '../errors.js';
import { entryCollections, entrySlug } from '../content/collections.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf } from '../messages/messageKind.js';
import { unknownReferenceTown, unknownSector } from '../messages/referenceMessages.js';
import { nearest } from '../shared/nearest.js';
import type { Entry } from '../../model/entry.js';
import type { Reference } from '../../model/reference.js';
import type { Town } from '../../model/town.js';

/**
 * Refuses a reference whose sector is no file of `content/sectors/`, or whose town is neither a
 * row of the town table nor a city page of `content/local/`: it would be shown on no page of
 * its own. Sectors and city pages are read from the files as written, so that a sector file with
 * a problem of its own does not make every reference of that sector a second problem.
 */
export function referenceProblems({
  references,
  towns,
  loaded,
}: {
  references: readonly Entry<Reference>[];
  towns: readonly Town[];
  loaded: LoadedContent;
}): { references: Entry<Reference>[]; problems: Problem[] } {
  const sectors = slugsIn(loaded, entryCollections.sectors.folder);
  // A local page is a town's unless it says it is a département's (one with a wrong kind still is).
  const cities = slugsIn(loaded, entryCollections.local.folder, (data) => data?.kind !== 'department');
  const places = new Set([...towns.map((town) => town.slug), ...cities]);
  const problems: Problem[] = [];
  const kept = references.filter(({ file, data }) => {
    const at = (field: 'sector' | 'town') => ({ ...loaded.files.get(file)!.source.locate([field]), field });
    const before = problems.length;
    if (!sectors.includes(data.sector))
      problems.push(
        problemOf(
          unknownSector,
          { sector: data.sector, sectors, nearest: nearest(data.sector, sectors) },
          at('sector'),
        ),
      );
    if (data.town !== undefined && !places.has(data.town))
      problems.push(
        problemOf(unknownReferenceTown, { town: data.town, nearest: nearest(data.town, [...places]) }, at('town')),
      );
    return problems.length === before;
  });
  return { references: kept, problems };
}

/**
 * The slugs of the YAML files directly in `folder` whose data passes `keep`, with those that could
 * not be read (a YAML error is reported at its own file; the sector or town is not unknown for it).
 */
function slugsIn(loaded: LoadedContent, folder: string, keep = (_data: { kind?: unknown } | null) => true): string[] {
  const read = [...loaded.files.values()]
    .filter((file) => file.kind === 'yaml' && keep(file.source.data as { kind?: unknown } | null))
    .map((file) => file.path);
  const unread = loaded.problems.map((problem) => problem.position.file).filter((file) => !loaded.files.has(file));
  const names = [...read, ...unread]
    .filter((file) => file.startsWith(folder) && /\.ya?ml$/.test(file))
    .map((file) => file.slice(folder.length))
    .filter((name) => !name.includes('/'));
  return [...new Set(names.map(entrySlug))].sort();
}
