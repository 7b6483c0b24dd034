import { isRenamed } from '../content/collections.js';
import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { routeClash, sameAddress, type Writer } from '../messages/routeMessages.js';
import type { Route } from './route.js';

/** The route table once every output file has one page only. */
export interface CheckedRoutes {
  routes: Route[];
  problems: Problem[];
  /** Addresses of the routes left out, still known to the link check. */
  leftOut: string[];
}

/**
 * Refuses two routes that would write one output file: two file names made into one address
 * (`Metz.yaml` and `metz.yaml`, see `addressSegment`), the same address from a `.md` and a
 * `.yaml`, `content/pages/index.md` or `content/local/index.yaml` against the home page's
 * `index.html`. The first route of the table keeps the file; each other one is left out
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
    problems.push(collision(route, owner));
  }
  return { routes, problems, leftOut };
}

/** The problem of `route`, left out because `owner` writes its file first; names both sources. */
function collision(route: Route, owner: Route): Problem {
  const [mine, theirs] = [route.sources[0] ?? 'the route table', writerOf(owner)];
  const position = { file: mine, line: 0, column: 0 };
  if (
    route.path === owner.path &&
    route.sources[0] &&
    owner.sources[0] &&
    (isRenamed(route.sources[0]) || isRenamed(owner.sources[0]))
  ) {
    return problemOf(sameAddress, { other: owner.sources[0], path: route.path }, position);
  }
  const alike =
    'file' in theirs &&
    mine !== theirs.file &&
    mine.normalize('NFC').toLowerCase() === theirs.file.normalize('NFC').toLowerCase();
  return problemOf(
    routeClash,
    { file: owner.file, path: route.path, other: theirs, otherPath: owner.path, alike },
    position,
  );
}

/** Who writes a route's page: its first source file, or the generator itself. */
export function writerOf(route: Route): Writer {
  return route.sources[0] ? { file: route.sources[0] } : { builtIn: route.path };
}
