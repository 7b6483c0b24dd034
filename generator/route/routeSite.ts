import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { Content } from '../validate/validateContent.js';
import { collectAliases, type Alias } from './aliases.js';
import { aliasSources } from './aliasSources.js';
import { checkRoutes } from './checkRoutes.js';
import type { Route } from './route.js';
import { routePages } from './routePages.js';
import { townRoutes } from './townRoutes.js';

/** The route stage's result: the pages to render, what was refused, the aliases to redirect. */
export interface RoutedSite {
  routes: Route[];
  /** Town rows, output files and aliases that clash, each pinned to its file and line. */
  problems: Problem[];
  /** Addresses refused here, still known to the link check. */
  leftOut: string[];
  aliases: Alias[];
}

/**
 * The route stage: the routes of the content (pages, local pages, then one per town row), checked
 * for two routes writing one file, and the aliases of pages and towns checked against them.
 */
export function routeSite(content: Content, loaded: LoadedContent): RoutedSite {
  const towns = townRoutes(content, routePages(content));
  const table = checkRoutes(towns.routes);
  const listed = aliasSources(table.routes, content, loaded);
  const { aliases, problems } = collectAliases(table.routes, listed.sources);
  return {
    routes: table.routes,
    problems: [...towns.problems, ...table.problems, ...listed.problems, ...problems],
    leftOut: table.leftOut,
    aliases,
  };
}
