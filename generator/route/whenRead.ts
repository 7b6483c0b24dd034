import type { Route } from './route.js';

/**
 * A town's route whose address, file, sitemap entry and sources are known now, and whose texts,
 * props and shell are made the first time one of them is read. At 35,000 towns making them all
 * takes seconds; `site dev` serves its first page and prepares each edit without them (a page
 * is read when it is rendered, keyed or checked), and `site build` makes each as it renders it.
 */
export function whenRead(known: Pick<Route, 'path' | 'file' | 'sitemap' | 'sources'> & { page: 'local' }, make: () => Route): Route {
  const route = known as Route;
  let made: Route | undefined;
  for (const field of ['title', 'description', 'props', 'head', 'splice'] as const) {
    Object.defineProperty(route, field, { get: () => ((made ??= make()) as unknown as Record<string, unknown>)[field], enumerable: true, configurable: true });
  }
  return route;
}
