import { performance } from 'node:perf_hooks';
import { statSync } from 'node:fs';
import type { SiteContextValue } from '../../templates/SiteContext.js';
import { contextKey, pageKey } from '../render/pageKey.js';
import { createPageRenderer, type OnPage } from '../render/renderPages.js';
import { htmlText } from '../render/spliced.js';
import type { Route } from '../route/route.js';
import type { StagedPage } from '../write/stagePages.js';
import type { BuildCache } from './buildCache.js';

/**
 * The pages of a build, lazily, each either copied from the cache (its key is there: its links
 * come from the cache too) or rendered, then kept in the cache under its key. Without a cache,
 * every page is rendered. A page's key is
 * everything its HTML depends on (see pageKey), so a copied page is the page rendering would give.
 */
export function* cachedPages(routes: Route[], context: SiteContextValue, cache: BuildCache | undefined, onPage?: OnPage): Generator<StagedPage> {
  const render = createPageRenderer(context);
  const shared = cache && contextKey(context, cache.codeVersion);
  for (const [index, route] of routes.entries()) {
    const start = performance.now();
    const key = shared && pageKey(route, shared);
    const cached = key ? cache!.find(key) : undefined;
    if (cached) {
      const { cached: entry } = cached.copy;
      onPage?.(route.path, () => statSync(entry).size - 12, performance.now() - start, index + 1, routes.length);
      yield { file: { path: route.file, contents: cached.copy }, links: { path: route.path, ...cached.links } };
      continue;
    }
    const { html, links } = render(route);
    onPage?.(route.path, () => Buffer.byteLength(htmlText(html)), performance.now() - start, index + 1, routes.length);
    yield { file: { path: route.file, contents: html, keep: key && cache!.keep(key, links) }, links: { path: route.path, ...links } };
  }
}
