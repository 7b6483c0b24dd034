import type { Route } from './route.js';

/**
 * A town's route whose address, file, sitemap entry and sources are known now, and whose texts,
 * props and shell are made when one of them is read. At 35,000 towns making them all takes
 * seconds; `site dev` serves its first page and prepares each edit without them (a page is read
 * when it is rendered, keyed or checked), and `site build` makes each as it renders it.
 */
export function whenRead(known: Pick<Route, 'path' | 'file' | 'sitemap' | 'sources'> & { page: 'local' }, make: () => Route): Route {
  // Held weakly: once rendered and keyed, a town's texts may go until read again (`make` gives the
  // same values each time). Within one synchronous render they stay, as JavaScript keeps a target
  // alive until the end of the job that read it.
  let made: WeakRef<Route> | undefined;
  const get = (): Record<string, unknown> => {
    let value = made?.deref();
    if (!value) made = new WeakRef((value = make()));
    return value as unknown as Record<string, unknown>;
  };
  return {
    path: known.path,
    file: known.file,
    page: known.page,
    sitemap: known.sitemap,
    sources: known.sources,
    get title() { return get().title; },
    get description() { return get().description; },
    get props() { return get().props; },
    get head() { return get().head; },
    get splice() { return get().splice; },
  } as unknown as Route;
}
