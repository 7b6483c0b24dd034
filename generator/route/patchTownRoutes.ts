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
    const shells = shellsOf(towns, byPath);
    const before = departementRoutes({ context, code, unsorted: towns.map((town) => was.get(town) ?? town), shells });
    const after = departementRoutes({ context, code, unsorted: towns, shells });
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

/**
 * The shells the département's pages already use, by shape, so that pages made again keep them.
 * Made outside `patchTownRoutes`: a closure written there would hold that call's scope (`byPath`,
 * the routes before the save), and every town route made from it would hold it too, a whole state
 * of the site (over a hundred megabytes at 35,000 towns) for every save.
 */
function shellsOf(towns: readonly Town[], byPath: Pick<ReadonlyMap<string, Route>, 'get'>): Map<string, Route> {
  const shells = new Map<string, Route>();
  for (const town of towns) {
    const splice = byPath.get(`/${town.slug}`)?.splice;
    if (splice && !shells.has(splice.shape)) shells.set(splice.shape, splice.template);
  }
  return shells;
}

/** The pages routed for a département, in table order. */
function pagesOf(made: DepartementRoutes): Route[] {
  return [...made.listing, ...made.towns.map((entry) => entry.route)];
}

function sameLinks(a: readonly Town[], b: readonly Town[]): boolean {
  const text = (towns: readonly Town[]) => JSON.stringify(towns.map((town): TownLink => link(town)));
  return text(a) === text(b);
}
