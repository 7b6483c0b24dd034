import { townTextFile } from '../validate/checkTowns.js';
import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { townSlugTaken } from '../messages/routeMessages.js';
import { townTableFile } from '../load/townTable.js';
import { departements } from '../../model/frenchPlace.js';
import type { Town, TownDirectory } from '../../model/town.js';
import type { Content } from '../validate/validateContent.js';
import { departementRoutes } from './departementRoutes.js';
import { townContext } from './townContext.js';
import type { Route } from './route.js';
import { textSlug } from '../shared/slug.js';
import { pushAll } from '../shared/pushAll.js';

/**
 * The pages made from `content/local/towns.csv`: one per row (unless `content/local/<slug>.yaml`
 * writes it by hand), the list of each département's towns (on the département's own page, or
 * on a page `/communes/<département>` when it has none; past `inlineTownsMax` towns, one page
 * per initial letter). Returns the whole route table and the rows whose address is taken.
 */
export function townRoutes(content: Content, routes: Route[]): { routes: Route[]; problems: Problem[] } {
  if (!content.townText || content.towns.length === 0) return { routes, problems: [] };
  const problems: Problem[] = [];
  const context = townContext(content);
  const taken = new Set(routes.map((route) => route.path));
  const kept = content.towns.filter((town) => {
    if (context.handWritten.has(town.slug) || !taken.has(`/${town.slug}`)) return true;
    problems.push(
      problemOf(
        townSlugTaken,
        { slug: town.slug, departement: town.departement },
        { file: townTableFile, line: town.line, column: town.slugColumn, field: 'slug' },
      ),
    );
    return false;
  });
  const added: Route[] = [];
  const directories = new Map<string, TownDirectory>();
  for (const [code, towns] of byDepartement(kept)) {
    const made = departementRoutes({ context, code, unsorted: towns });
    if (made.page) directories.set(made.page, made.directory);
    pushAll(added, [...made.listing, ...made.towns.map((town) => town.route)]);
  }
  const withDirectories = routes.map((route): Route => {
    const directory = route.page === 'local' ? directories.get(route.path.slice(1)) : undefined;
    return directory && route.page === 'local' ? withDirectory(route, directory) : route;
  });
  return { routes: [...withDirectories, ...added], problems };
}

/** A hand-written département page with the list of its towns. */
export function withDirectory(route: Route & { page: 'local' }, directory: TownDirectory): Route {
  return { ...route, props: { ...route.props, directory }, sources: [...route.sources, townTableFile, townTextFile] };
}

/** The towns of each département, in the order the table first names it. */
export function byDepartement(towns: Town[]): Map<string, Town[]> {
  const grouped = new Map<string, Town[]>();
  for (const town of towns) {
    const list = grouped.get(town.departement);
    if (list) list.push(town);
    else grouped.set(town.departement, [town]);
  }
  return grouped;
}

/** Footer links to the lists of towns of départements that have no page of their own. */
export function townHubLinks(content: Content): { label: string; href: string }[] {
  if (!content.townText) return [];
  const regions = new Set(
    content.local.filter((entry) => entry.data.kind === 'department').map((entry) => entry.data.geo.region),
  );
  // Each page's footer, made again with each state of `site dev`: one pass over 35,000 rows, no
  // copies, by index (see epciMembers: no object made per step of a loop never optimized).
  const codes = new Set<string>();
  for (let at = 0; at < content.towns.length; at++) codes.add(content.towns[at]!.departement);
  return [...codes]
    .filter((code) => !regions.has(`FR-${code}`))
    .map((code) => departements.get(code)!.name)
    .map((name) => ({ label: name, href: `/communes/${textSlug(name)}` }));
}
