import type { Problem, SourcePosition } from '../errors.js';
import { repeatedPageId } from '../messages/linkMessages.js';
import { problemOf } from '../messages/messageKind.js';
import type { PageLinks } from './checkLinks.js';
import type { Route } from './route.js';

/** An id given to more than one element of a built page. */
export interface RepeatedId {
  page: string;
  id: string;
  count: number;
}

/**
 * Ids given to more than one element of a page, from the ids each page's links already hold
 * (see extractLinks): no page is parsed again. Pages drawn from one shell (the towns of a
 * département) share their list of ids, which is gone through once.
 */
export function repeatedIds(pages: PageLinks[]): RepeatedId[] {
  const found: RepeatedId[] = [];
  // Pages drawn from one shell come one after the other and share their list: the last list's
  // repeats are kept, and no map of every list is made (in `site dev`, after each save).
  let last: { ids: string[]; repeats: [string, number][] } | undefined;
  for (const page of pages) {
    if (last?.ids !== page.ids) last = { ids: page.ids, repeats: repeatsIn(page.ids) };
    for (const [id, count] of last.repeats) found.push({ page: page.path, id, count });
  }
  return found;
}

function repeatsIn(ids: string[]): [string, number][] {
  if (new Set(ids).size === ids.length) return [];
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1);
}

/**
 * Repeated ids as problems, pinned to the page's content file (to where the id is written there
 * when `locate` finds it), or to the page's template when it has no content file: one problem
 * for the pages whose id comes from one file (35,000 towns drawn from one shell say it once).
 */
export function repeatedIdProblems(
  repeats: RepeatedId[],
  routes: Route[],
  locate: (needle: string, file: string) => SourcePosition | undefined = () => undefined,
): Problem[] {
  if (repeats.length === 0) return [];
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const byFile = new Map<string, { file?: string; id: string; count: number; pages: string[] }>();
  for (const { page, id, count } of repeats) {
    const file = byPath.get(page)?.sources[0];
    const key = `${file ?? page}\u0000${id}`;
    const group = byFile.get(key);
    if (group) group.pages.push(page);
    else byFile.set(key, { file, id, count, pages: [page] });
  }
  return [...byFile.values()].map(({ file, id, count, pages }) => {
    const position = (file && (locate(`id="${id}"`, file) ?? locate(`{#${id}}`, file))) || {
      file: file ?? `the ${pages[0]} page template`,
      line: 0,
      column: 0,
    };
    return problemOf(repeatedPageId, { pages, id, count }, position);
  });
}
