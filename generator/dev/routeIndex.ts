import type { Route } from '../route/route.js';

/** A read-only lookup of routes, by path or by file. */
export type RouteLookup = Pick<ReadonlyMap<string, Route>, 'get' | 'has' | 'size'>;

/** Past this many routes replaced since the maps were made whole, they are made whole again. */
const layeredMax = 2000;

/**
 * The routes of one state of `site dev` by path and by output file (`/metz.html`). After a patch
 * (a few routes replaced, none added or removed: `patchPages`, `patchTowns`), the maps of the
 * state before are shared and only the routes replaced since are held apart: two maps of 35,000
 * entries made again at each save were a good part of what a save allocated, and of its time.
 */
export class RouteIndex {
  /** The routes by path (`/metz`). */
  readonly byPath: RouteLookup;
  /** The routes by file, with a leading slash (`/metz.html`). */
  readonly byFile: RouteLookup;

  private constructor(
    readonly routes: readonly Route[],
    private readonly whole: Maps,
    private readonly replaced: Maps,
  ) {
    const lookup = (by: keyof Maps): RouteLookup => ({ get: (key) => replaced[by].get(key) ?? whole[by].get(key), has: (key) => replaced[by].has(key) || whole[by].has(key), size: routes.length });
    this.byPath = lookup('byPath');
    this.byFile = lookup('byFile');
  }

  /** The index of `routes`, sharing the maps of `previous` when only some routes were replaced by others at the same addresses. */
  static of(routes: readonly Route[], previous?: RouteIndex): RouteIndex {
    const layered = previous && previous.replaced.byPath.size < layeredMax ? replacedSince(previous.routes, routes) : undefined;
    if (!previous || !layered) return new RouteIndex(routes, { byPath: new Map(routes.map((route) => [route.path, route])), byFile: new Map(routes.map((route) => [`/${route.file}`, route])) }, { byPath: new Map(), byFile: new Map() });
    const replaced = { byPath: new Map(previous.replaced.byPath), byFile: new Map(previous.replaced.byFile) };
    for (const route of layered) (replaced.byPath.set(route.path, route), replaced.byFile.set(`/${route.file}`, route));
    return new RouteIndex(routes, previous.whole, replaced);
  }
}

interface Maps {
  byPath: Map<string, Route>;
  byFile: Map<string, Route>;
}

/** The routes of `routes` that are not those of `previous`, when they took the places (path and file) of the ones they replace; else undefined. */
function replacedSince(before: readonly Route[], routes: readonly Route[]): Route[] | undefined {
  if (before.length !== routes.length) return undefined;
  const changed: number[] = [];
  for (let index = 0; index < routes.length; index++) {
    if (routes[index] === before[index]) continue;
    changed.push(index);
    if (changed.length > layeredMax) return undefined;
  }
  const places = (list: readonly Route[]) => changed.map((index) => `${list[index]!.path}\u0000${list[index]!.file}`).sort().join('\u0001');
  return places(before) === places(routes) ? changed.map((index) => routes[index]!) : undefined;
}
