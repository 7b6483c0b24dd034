import type { Town, TownLink } from '../../model/town.js';
import type { ChangedRow } from '../load/patchTownTable.js';
import type { Content } from '../validate/validateContent.js';
import { departementRoutes, type DepartementRoutes } from './departementRoutes.js';
import { townContext } from './townContext.js';
import type { Route } from './route.js';
import { link } from './townLinks.js';

/**
 * The route table after rows of the town table changed but no address did (see
 * `patchTownTable`): each département with a changed row is routed again, by the same function as
 * a whole routing, from its rows before and after, and a route is replaced only when what it is
 * made of changed: a town's row or its neighbours' links, a list of towns. Every other route stays
 * the same object. `content` is the content after the save; `routes` the table before, in
 * `file` layout, with no town left out. Undefined when a list page appears or goes (a name's
 * initial changed): the caller routes the whole site again.
 */
export function patchTownRoutes({
  content,
  routes,
  changed,
  byPath,
}: {
  content: Content;
  routes: readonly Route[];
  changed: readonly ChangedRow[];
  byPath: Pick<ReadonlyMap<string, Route>, 'get'>;
}): Route[] | undefined {
  if (!content.townText) return undefined;
  const context = townContext(content);
  const was = new Map(changed.map((row) => [row.now, row.was]));
  const next = [...routes];
  for (const code of new Set(changed.map((row) => row.now.departement))) {
    const towns = content.towns.filter((town) => town.departement === code);
    // Routed again with shells of their own: the pages made again are those whose row or
    // neighbours changed, and a state renders its shells afresh (see createTownShell) anyway.
    const before = departementRoutes({ context, code, unsorted: towns.map((town) => was.get(town) ?? town) });
    const after = departementRoutes({ context, code, unsorted: towns });
    const listed = new Map(before.listing.map((route) => [route.path, JSON.stringify(route)]));
    const rows = new Map(before.towns.map((entry) => [entry.route.path, entry]));
    const known = (route: Route) => byPath.get(route.path) ?? route;
    const pages = [
      ...after.listing.map((route) => (listed.get(route.path) === JSON.stringify(route) ? known(route) : route)),
      ...after.towns.map(({ town, near, route }) => {
        const row = rows.get(route.path);
        return row && row.town === town && sameLinks(row.near, near) ? known(route) : route;
      }),
    ];
    const paths = pagesOf(before).map((route) => route.path);
    if (pages.length !== paths.length || !pages.every((route) => listed.has(route.path) || rows.has(route.path)))
      return undefined;
    // The département's pages follow each other in the table: renamed towns may change their order.
    const start = next.indexOf(byPath.get(paths[0]!)!);
    if (start < 0 || !paths.every((path, index) => next[start + index]?.path === path)) return undefined;
    next.splice(start, pages.length, ...pages);
    if (after.page && JSON.stringify(after.directory) !== JSON.stringify(before.directory)) {
      const at = next.indexOf(byPath.get(`/${after.page}`)!);
      const page = next[at];
      if (!page || page.page !== 'local') return undefined;
      next[at] = { ...page, props: { ...page.props, directory: after.directory } };
    }
  }
  return next;
}

/** The pages routed for a département, in table order. */
function pagesOf(made: DepartementRoutes): Route[] {
  return [...made.listing, ...made.towns.map((entry) => entry.route)];
}

/** Whether two lists of neighbours give the same links: the same towns (most lists), or towns whose links read the same. */
function sameLinks(a: readonly Town[], b: readonly Town[]): boolean {
  if (a.length === b.length && a.every((town, index) => town === b[index])) return true;
  const text = (towns: readonly Town[]) => JSON.stringify(towns.map((town): TownLink => link(town)));
  return text(a) === text(b);
}
