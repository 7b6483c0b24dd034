import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { SiteContextValue } from '../../templates/SiteContext.js';
import type { UrlLayout } from '../host/urlLayout.js';
import { contextKey, pageKey } from '../render/pageKey.js';
import { createPageRenderer, type OnPage } from '../render/renderPages.js';
import { htmlText } from '../render/spliced.js';
import { pageHrefs } from '../route/checkLinks.js';
import type { Route } from '../route/route.js';
import type { StagedPage } from '../write/stagePages.js';
import type { BuildCache } from './buildCache.js';

/**
 * The pages of a build, lazily, each either linked from the last build's output (its key is in
 * the cache and its file unchanged: its links come from the cache too) or rendered and laid out
 * (see UrlLayout.page), then noted in the cache under its key. Without a cache, every page is
 * rendered. A page's key is everything its HTML depends on (see pageKey), so a linked page is
 * the page rendering would give.
 */
export function* cachedPages(routes: Route[], context: SiteContextValue, layout: UrlLayout, cache: BuildCache | undefined, onPage?: OnPage): Generator<StagedPage> {
  const render = createPageRenderer(context);
  const shared = cache && contextKey(context, `${cache.codeVersion}\u0000${layoutKey(layout)}`);
  for (const [index, route] of routes.entries()) {
    const start = performance.now();
    const key = shared && pageKey(route, shared);
    const cached = key ? cache!.find(key, route.file) : undefined;
    if (cached) {
      onPage?.(route.path, () => cached.page.size, performance.now() - start, index + 1, routes.length);
      yield { file: { path: route.file, contents: cached.page }, links: { path: route.path, ...cached.links } };
      continue;
    }
    const rendered = render(route);
    const { html, links } = layout.page(rendered.html, { path: route.path, ...rendered.links });
    if (key) cache!.keep(key, route.file, { hrefs: pageHrefs(links), ids: links.ids });
    onPage?.(route.path, () => Buffer.byteLength(htmlText(html)), performance.now() - start, index + 1, routes.length);
    yield { file: { path: route.file, contents: html }, links };
  }
}

/**
 * What laying a page out reads besides the page itself: the format and every page's address
 * (a link written `/tarifs/` becomes `/tarifs` once that page exists). Adding or removing a page
 * therefore renders every page again, as a `site.yaml` edit does.
 */
function layoutKey(layout: UrlLayout): string {
  const hash = createHash('sha256').update(layout.format);
  for (const route of layout.routes) hash.update(`\u0000${route.path}\u0000${route.file}`);
  return hash.digest('base64url');
}
