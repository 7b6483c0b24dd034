import { performance } from 'node:perf_hooks';
import type { Problem } from './errors.js';
import { loadContent, type LoadedContent } from './load/loadContent.js';
import type { Logger } from './log.js';
import type { Route } from './route/route.js';
import { routePages } from './route/routePages.js';
import { validateContent, type Content, type Overrides } from './validate/validateContent.js';

/** Content read, checked and routed: what every command (build, check, dev) starts from. */
export interface PreparedSite {
  loaded: LoadedContent;
  content: Content;
  routes: Route[];
  /**
   * Problems of load, validate, placeholders and route that left the later stages able to run
   * (the entries concerned are left out): the caller still renders and checks links, then stops
   * once with every problem.
   */
  problems: Problem[];
}

/** Runs the first three stages (load → validate → route), naming each as it goes. */
export async function prepareSite(root: string, overrides: Overrides, log: Logger): Promise<PreparedSite> {
  const timed = async <T>(name: string, work: () => T | Promise<T>, detail: (value: T) => string): Promise<T> => {
    const start = performance.now();
    const value = await work();
    log.stage(name, detail(value), performance.now() - start);
    return value;
  };
  const loaded = await timed('load', () => loadContent(root), (value) => `${value.files.size} content files`);
  const content = await timed('validate', () => validateContent(loaded, overrides), () => 'all content valid');
  const routes = await timed('route', () => routePages(content), (value) => `${value.length} routes`);
  return { loaded, content, routes, problems: [] };
}

/** Links of the footer's « Zones d’intervention »: every local page, by name. */
export function localLinks(content: Content): { label: string; href: string }[] {
  return content.local.map((entry) => ({ label: entry.data.name, href: `/${entry.slug}` })).sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}
