import type { Route } from './route.js';

/** How many towns' made values are held at once: a page being rendered or keyed reads its route's fields several times in a row. */
const heldMax = 64;
/** The routes whose values are held, oldest first, each with the function that lets its values go. */
const held: (() => void)[] = [];

/**
 * A town's route whose address, file, sitemap entry and sources are known now, and whose texts,
 * props and shell are made when one of them is read. At 35,000 towns making them all takes
 * seconds; `site dev` serves its first page and prepares each edit without them (a page is read
 * when it is rendered, keyed or checked), and `site build` makes each as it renders it.
 */
export function whenRead(
  known: Pick<Route, 'path' | 'file' | 'sitemap' | 'sources'> & { page: 'town' },
  make: () => Route,
): Route {
  // Held for the last few routes read only (`make` gives the same values each time). Not a
  // WeakRef: V8's young-generation collections keep what a WeakRef points to, so the values of
  // every town the link check read were moved to the old generation, hundreds of megabytes of
  // heap that stayed reserved once freed.
  let made: Route | undefined;
  const get = (): Record<string, unknown> => {
    if (!made) {
      made = make();
      held.push(() => void (made = undefined));
      if (held.length > heldMax) held.shift()!();
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
