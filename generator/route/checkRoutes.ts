import { isRenamed } from '../content/collections.js';
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
  const [mine, theirs] = [route.sources[0] ?? 'the route table', describe(owner)];
  const position = { file: mine, line: 0, column: 0 };
  if (route.path === owner.path && route.sources[0] && owner.sources[0] && (isRenamed(route.sources[0]) || isRenamed(owner.sources[0]))) {
    const hint = 'an address is made from the file name (lower case, spaces and underscores as hyphens, no accents): rename or remove one of the two files.';
    return {
      position, field: '',
      message: `this file and ${theirs} make one address, ${route.path}`,
      hint,
      fr: {
        message: `ce fichier et ${theirs} donnent la même adresse, ${route.path}`,
        hint: 'une adresse est faite du nom du fichier (en minuscules, espaces et soulignés changés en tirets, sans accents)\u00a0: renommez ou supprimez l’un des deux fichiers.',
      },
    };
  }
  return {
    position, field: '',
    message: `two pages would be written to ${owner.file}: this one, at ${route.path}, and ${theirs}, at ${owner.path}`,
    hint: 'rename or move one of the two files so that each page has its own address.',
    fr: {
      message: `deux pages seraient écrites dans ${owner.file}\u00a0: celle-ci, à ${route.path}, et ${theirs}, à ${owner.path}`,
      hint: 'renommez ou déplacez l’un des deux fichiers pour que chaque page ait sa propre adresse.',
    },
  };
}

function describe(route: Route): string {
  return route.sources[0] ?? `the built-in ${route.path} page`;
}
