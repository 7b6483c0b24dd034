import { performance } from 'node:perf_hooks';
import { problemsError, type Problem } from './errors.js';
import { loadContent, type LoadedContent } from './load/loadContent.js';
import type { Logger } from './log.js';
import { collectAliases, type Alias } from './route/aliases.js';
import { checkRoutes } from './route/checkRoutes.js';
import type { Route } from './route/route.js';
import { routePages } from './route/routePages.js';
import { townHubLinks, townRoutes } from './route/townRoutes.js';
import { checkContent, type Content, type Overrides } from './validate/validateContent.js';

/** Content read, checked and routed: what every command (build, check, dev) starts from. */
export interface PreparedSite {
  loaded: LoadedContent;
  content: Content;
  /** The pages to render: every route whose content is valid. */
  routes: Route[];
  /**
   * Problems of loading, checking, placeholders and routing that left the rest able to go on:
   * the pages concerned are not in `routes`. Any problem here means nothing may be written; the
   * caller adds the later stages' problems (dead links) and reports them all once.
   */
  problems: Problem[];
  /**
   * Addresses of the pages left out because of those problems. They stay known to the link
   * check, so a link to a page with a schema error is not also reported as a dead link.
   */
  leftOut: string[];
  /** Former addresses of Markdown pages (`aliases:`), each redirected to its page. */
  aliases: Alias[];
}

/**
 * Runs the first three stages (load → validate → route), naming each as it goes. Throws the
 * problems found so far only when nothing further can run: a file every page reads
 * (`content/site.yaml`, the navigation…) is missing or invalid.
 */
export async function prepareSite(root: string, overrides: Overrides, log: Logger): Promise<PreparedSite> {
  const timed = async <T>(name: string, work: () => T | Promise<T>, detail: (value: T) => string): Promise<T> => {
    const start = performance.now();
    const value = await work();
    log.stage(name, detail(value), performance.now() - start);
    return value;
  };
  const loaded = await timed('load', () => loadContent(root), (value) => `${value.files.size} content files`);
  const checked = await timed('validate', () => checkContent(loaded, overrides), (value) => count(value.problems, 'all content valid'));
  for (const warning of checked.warnings) log.warn(warning);
  const content = checked.content;
  if (!content) throw problemsError(checked.problems, 'Content check');
  const towns: Problem[] = [];
  const table = await timed('route', () => {
    const routed = townRoutes(content, routePages(content));
    towns.push(...routed.problems);
    return checkRoutes(routed.routes);
  }, (value) => `${value.routes.length} routes${value.problems.length + towns.length > 0 ? `, ${count([...towns, ...value.problems], '')}` : ''}`);
  const locate = (file: string, index: number) => loaded.files.get(file)?.source.locate(['aliases', index]) ?? { file, line: 1, column: 1 };
  const { aliases, problems: aliasProblems } = collectAliases(table.routes, locate);
  return { loaded, content, routes: table.routes, problems: [...checked.problems, ...towns, ...table.problems, ...aliasProblems], leftOut: [...checked.leftOut, ...table.leftOut], aliases };
}

function count(problems: Problem[], none: string): string {
  if (problems.length === 0) return none;
  return problems.length === 1 ? '1 problem' : `${problems.length} problems`;
}

/**
 * Links of the footer's « Zones d’intervention »: every hand-written local page (départements
 * and cities) and the list of towns of each département without a page, by name; never the
 * generated towns, so that a page's size does not grow with the table.
 */
export function localLinks(content: Content): { label: string; href: string }[] {
  const pages = content.local.map((entry) => ({ label: entry.data.name, href: `/${entry.slug}` }));
  return [...pages, ...townHubLinks(content)].sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}
