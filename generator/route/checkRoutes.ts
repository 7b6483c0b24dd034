import type { Problem } from '../errors.js';
import type { Route } from './route.js';

/** The route table once every output file has one page only. */
export interface CheckedRoutes {
  routes: Route[];
  problems: Problem[];
  /** Addresses of the routes left out, still known to the link check. */
  leftOut: string[];
}

/**
 * Refuses two routes that would write one output file: the same address from a `.md` and a
 * `.yaml`, `content/pages/index.md` or `content/local/index.yaml` against the home page's
 * `index.html`, or names differing only in capitals or accent encoding, which are one file on
 * macOS and Windows. The first route of the table keeps the file; each other one is left out
 * with a problem naming both source files.
 */
export function checkRoutes(table: Route[]): CheckedRoutes {
  const owners = new Map<string, Route>();
  const routes: Route[] = [];
  const problems: Problem[] = [];
  const leftOut: string[] = [];
  for (const route of table) {
    const key = route.file.normalize('NFC').toLowerCase();
    const owner = owners.get(key);
    if (!owner) {
      owners.set(key, route);
      routes.push(route);
      continue;
    }
    leftOut.push(route.path);
    const [mine, theirs] = [route.sources[0] ?? 'the route table', describe(owner)];
    const alike = mine !== theirs && mine.normalize('NFC').toLowerCase() === theirs.normalize('NFC').toLowerCase();
    const why = alike ? ' (the two names differ only in capitals or in how accents are encoded, and name one file on macOS and Windows)' : '';
    problems.push({
      position: { file: mine, line: 0, column: 0 },
      field: '',
      message: `two pages would be written to ${owner.file}: this one, at ${route.path}, and ${theirs}, at ${owner.path}${why}`,
      hint: 'rename or move one of the two files so that each page has its own address.',
    });
  }
  return { routes, problems, leftOut };
}

function describe(route: Route): string {
  return route.sources[0] ?? `the built-in ${route.path} page`;
}
