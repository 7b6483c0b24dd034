import { departements, inDepartement } from '../../model/frenchPlace.js';
import { fill, formatCount } from '../content/townText.js';
import { textSlug } from '../shared/slug.js';
import { initial, inlineTownsMax } from './townLinks.js';
import type { Content } from '../validate/validateContent.js';
import type { Town } from '../../model/town.js';
import type { Crumb } from '../structuredData/pageGraph.js';

/**
 * The pages above a hand-written city page (`content/local/<slug>.yaml`): its département's page
 * (the hand-written one, or the list `/communes/<département>` of the town table), then, when
 * that list is split by initial and the town table has the city, the page of its letter. The
 * same hierarchy as a generated town's (see `departementRoutes`), found from the content alone.
 */
export function departementTrail(
  content: Content,
  region: string,
  slug: string,
  /** The rows of the town table by département (`byDepartement`), read once for every city page. */
  townsOf: ReadonlyMap<string, readonly Town[]>,
): Crumb[] {
  const code = region.slice('FR-'.length);
  const departement = departements.get(code);
  if (!departement) return [];
  const page = content.local.find((entry) => entry.data.kind === 'department' && entry.data.geo.region === region);
  const rows = content.townText ? (townsOf.get(code) ?? []) : [];
  const base = `/communes/${textSlug(departement.name)}`;
  if (!page && rows.length === 0) return [];
  const hub: Crumb = { name: page?.data.name ?? departement.name, path: page ? `/${page.slug}` : base };
  const town = rows.find((row) => row.slug === slug);
  if (!town || rows.length <= inlineTownsMax || !content.townText) return [hub];
  const letter = initial(town.name);
  const count = rows.filter((row) => initial(row.name) === letter).length;
  const name = fill(content.townText.directory.letterTitle, {
    departementName: departement.name,
    inDepartement: inDepartement(departement),
    letter,
    count: formatCount(count),
  });
  return [hub, { name, path: `${base}/${letter.toLowerCase()}` }];
}
