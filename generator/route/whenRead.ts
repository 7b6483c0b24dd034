import type { Route, TownSplice } from './route.js';

/**
 * The routes of one routing whose made values are held, oldest first, each with the function
 * that lets its values go: the last `max` read only (a page being rendered or keyed reads its
 * route's fields several times in a row). One per routing, held by its town context.
 */
export class HeldRoutes {
  private readonly releases: (() => void)[] = [];

  constructor(private readonly max = 64) {}

  /** Holds one more route's values; lets the oldest go past `max`. */
  hold(release: () => void): void {
    this.releases.push(release);
    if (this.releases.length > this.max) this.releases.shift()!();
  }
}

/**
 * A town's route whose address, file, sitemap entry and sources are known now, and whose texts,
 * props and shell are made when one of them is read. At 35,000 towns making them all takes
 * seconds; `site dev` serves its first page and prepares each edit without them (a page is read
 * when it is rendered, keyed or checked), and `site build` makes each as it renders it.
 */
export function whenRead(
  known: Pick<Route, 'path' | 'file' | 'sitemap' | 'sources'> & { page: 'town' },
  make: () => Route,
  held: HeldRoutes,
): Route {
  return new TownRoute(known, make, held) as unknown as Route;
}

/** `route` at another address and file (see layOut); a town's is still made when read. */
export function routeAt(route: Route, path: string, file: string): Route {
  return route instanceof TownRoute ? (route.at(path, file) as unknown as Route) : { ...route, path, file };
}

/**
 * A class, its getters on its prototype: an object literal with getters of its own made five
 * functions for each town, several times the cost of the object, at each preparation of the site.
 * What is made is not an own property, so a copy is asked of `at` (not `{ ...route }`), and
 * `toJSON` gives the whole route to the page key.
 */
class TownRoute {
  readonly page = 'town';
  readonly path: string;
  readonly file: string;
  readonly sitemap: Route['sitemap'];
  readonly sources: string[];
  readonly #make: () => Route;
  readonly #held: HeldRoutes;
  // Held for the last few routes read only (`make` gives the same values each time). Not a
  // WeakRef: V8's young-generation collections keep what a WeakRef points to, so the values of
  // every town the link check read were moved to the old generation, hundreds of megabytes of
  // heap that stayed reserved once freed.
  #made: Route | undefined;

  constructor(known: Pick<Route, 'path' | 'file' | 'sitemap' | 'sources'>, make: () => Route, held: HeldRoutes) {
    this.path = known.path;
    this.file = known.file;
    this.sitemap = known.sitemap;
    this.sources = known.sources;
    this.#make = make;
    this.#held = held;
  }

  #values(): Route {
    if (!this.#made) {
      this.#made = this.#make();
      this.#held.hold(() => void (this.#made = undefined));
    }
    return this.#made;
  }

  get title() {
    return this.#values().title;
  }
  get description() {
    return this.#values().description;
  }
  get props() {
    return (this.#values() as { props?: unknown }).props;
  }
  get head() {
    return this.#values().head;
  }
  get splice() {
    return this.#values().splice;
  }

  at(path: string, file: string): TownRoute {
    return new TownRoute({ path, file, sitemap: this.sitemap, sources: this.sources }, this.#make, this.#held);
  }

  toJSON(): Record<string, unknown> {
    const { path, file, page, sitemap, sources, title, description, props, head, splice } = this;
    return { path, file, page, sitemap, sources, title, description, props, head, splice };
  }
}

/**
 * The values of a town's route spliced into its shape's shell: the render reads only `splice`
 * (and the sitemap and checks the title and description), so its props and structured data,
 * which the shell's own route renders with tokens, are made by `whole` only if something reads them.
 */
export function splicedRoute({
  title,
  description,
  whole,
  splice,
}: {
  title: string;
  description: string;
  whole: () => Route;
  splice: TownSplice;
}): Route {
  let route: Record<string, unknown> | undefined;
  const made = () => (route ??= whole() as unknown as Record<string, unknown>);
  return {
    title,
    description,
    splice,
    get props() {
      return made().props;
    },
    get head() {
      return made().head;
    },
  } as unknown as Route;
}
