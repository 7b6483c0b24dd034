import type { Route } from '../route/route.js';

/** A read-only lookup of routes, by path or by file. */
export type RouteLookup = Pick<ReadonlyMap<string, Route>, 'get' | 'has' | 'size'>;

/**
 * The routes of one state of `site dev` by path and by output file (`/metz.html`). The maps hold
 * each route's position in the table, not the route: when a save leaves every address at its
 * place (a page or a town row patched, or `site.yaml` saved and the whole site routed again),
 * the maps of the state before are shared. Two maps of 35,000 entries made again at each save
 * were a good part of what a save allocated, and of its time (40 ms of a `site.yaml` reload).
 */
export class RouteIndex {
  /** The routes by path (`/metz`). */
  readonly byPath: RouteLookup;
  /** The routes by file, with a leading slash (`/metz.html`). */
  readonly byFile: RouteLookup;

  private constructor(
    readonly routes: readonly Route[],
    private readonly places: Places,
  ) {
    const lookup = (positions: Map<string, number>): RouteLookup => ({
      get: (key) => {
        const at = positions.get(key);
        return at === undefined ? undefined : routes[at];
      },
      has: (key) => positions.has(key),
      size: routes.length,
    });
    this.byPath = lookup(places.byPath);
    this.byFile = lookup(places.byFile);
  }

  /** Whether this index and `other` share their maps: every route has the path and file it had there. */
  sharesPlaces(other: RouteIndex): boolean {
    return this.places === other.places;
  }

  /** The index of `routes`, sharing the maps of `previous` when every route has the path and file of the one at its place before. */
  static of(routes: readonly Route[], previous?: RouteIndex): RouteIndex {
    if (previous && samePlaces(previous.routes, routes)) return new RouteIndex(routes, previous.places);
    const places: Places = { byPath: new Map(), byFile: new Map() };
    routes.forEach((route, at) => (places.byPath.set(route.path, at), places.byFile.set(`/${route.file}`, at)));
    return new RouteIndex(routes, places);
  }
}

interface Places {
  byPath: Map<string, number>;
  byFile: Map<string, number>;
}

/** Whether each route of `routes` has the path and file of the route at its place in `before`. */
function samePlaces(before: readonly Route[], routes: readonly Route[]): boolean {
  if (before.length !== routes.length) return false;
  for (let at = 0; at < routes.length; at++) {
    const was = before[at]!;
    const now = routes[at]!;
    if (was !== now && (was.path !== now.path || was.file !== now.file)) return false;
  }
  return true;
}

/** The files a clean URL may stand for: `/metz` is `/metz`, `/metz.html` or `/metz/index.html`. */
export function candidates(pathname: string): string[] {
  return pathname === '/'
    ? ['/index.html']
    : [pathname, `${pathname}.html`, `${pathname.replace(/\/$/, '')}/index.html`];
}
