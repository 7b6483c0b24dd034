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
  // Held for the last few routes read only (`make` gives the same values each time). Not a
  // WeakRef: V8's young-generation collections keep what a WeakRef points to, so the values of
  // every town the link check read were moved to the old generation, hundreds of megabytes of
  // heap that stayed reserved once freed.
  let made: Route | undefined;
  const get = (): Record<string, unknown> => {
    if (!made) {
      made = make();
      held.hold(() => void (made = undefined));
    }
    return made as unknown as Record<string, unknown>;
  };
  return {
    path: known.path,
    file: known.file,
    page: known.page,
    sitemap: known.sitemap,
    sources: known.sources,
    get title() {
      return get().title;
    },
    get description() {
      return get().description;
    },
    get props() {
      return get().props;
    },
    get head() {
      return get().head;
    },
    get splice() {
      return get().splice;
    },
  } as unknown as Route;
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
