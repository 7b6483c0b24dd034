import { performance } from 'node:perf_hooks';
import type { SiteContextValue } from '../../templates/SiteContext.js';
import { contextKey, pageKey } from '../render/pageKey.js';
import { createPageRenderer, type OnPage } from '../render/renderPages.js';
import { htmlText } from '../render/spliced.js';
import type { Route } from '../route/route.js';
import type { StagedPage } from '../write/stagePages.js';
import type { BuildCache } from './buildCache.js';

/**
 * The pages of a build, lazily, each either linked from the last build's output (its key is in
 * the cache and its file unchanged: its links come from the cache too) or rendered, then noted in
 * the cache under its key. Without a cache, every page is rendered. A page's key is everything
 * its HTML depends on (see pageKey), so a linked page is the page rendering would give.
 */
export function* cachedPages(routes: Route[], context: SiteContextValue, cache: BuildCache | undefined, onPage?: OnPage): Generator<StagedPage> {
  const render = createPageRenderer(context);
  const shared = cache && contextKey(context, cache.codeVersion);
  for (const [index, route] of routes.entries()) {
    const start = performance.now();
    const key = shared && pageKey(route, shared);
    const cached = key ? cache!.find(key, route.file) : undefined;
    if (cached) {
      onPage?.(route.path, () => cached.page.size, performance.now() - start, index + 1, routes.length);
      yield { file: { path: route.file, contents: cached.page }, links: { path: route.path, ...cached.links } };
      continue;
    }
    const { html, links } = render(route);
    if (key) cache!.keep(key, route.file, links);
    onPage?.(route.path, () => Buffer.byteLength(htmlText(html)), performance.now() - start, index + 1, routes.length);
    yield { file: { path: route.file, contents: html }, links: { path: route.path, ...links } };
  }
}
