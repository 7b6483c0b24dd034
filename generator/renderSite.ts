import { performance } from 'node:perf_hooks';
import type { Assets, SiteContextValue } from '../templates/SiteContext.js';
import type { BundledFile } from './bundle/bundleClient.js';
import type { Problem } from './errors.js';
import { headersFile, headersFileName, redirectsFile, redirectsFileName } from './host/hostFiles.js';
import { hostRules } from './host/hostRules.js';
import { linkProblems } from './linkProblems.js';
import type { PreparedSite } from './prepareSite.js';
import { renderEach, type OnPage, type RenderedPage } from './render/renderPages.js';
import { siteContext } from './render/siteContext.js';
import { htmlText } from './render/spliced.js';
import type { Route } from './route/route.js';
import { redirectFiles } from './write/redirects.js';
import { generateRobots, generateSitemaps } from './write/sitemap.js';
import { sitemapCss, sitemapCssPath, sitemapStylesheet } from './write/sitemapStylesheet.js';
import { townFinderFiles } from './write/townFinderFiles.js';
import type { OutputFile } from './write/writeSite.js';

/*
 * The stages after load → validate → route, shared by `site build`, `site check` and `site dev`
 * so that the three cannot drift apart: render, link check, generated files.
 */

/**
 * What every page is rendered with: the site, its navigation, the bundle's assets, the local
 * links, and the products the cart may hold (the browser reads names and prices there).
 */
export function pageContext(prepared: PreparedSite, assets: Assets): SiteContextValue {
  return { ...siteContext(prepared.content), assets, images: prepared.images?.table, fileSizes: prepared.fileSizes };
}

/**
 * Renders `routes` (default: every route) one by one, lazily: a caller may write each page and
 * drop it, keeping only its links. `options.context`: the page context, when the caller has it
 * already (see pageContext).
 */
export function* renderSite(
  prepared: PreparedSite,
  assets: Assets,
  options: { routes?: Route[]; onPage?: OnPage; context?: SiteContextValue } = {},
): Generator<RenderedPage> {
  const routes = options.routes ?? prepared.routes;
  let done = 0;
  let start = performance.now();
  for (const page of renderEach(routes, options.context ?? pageContext(prepared, assets))) {
    const laid = prepared.layout.page(page.html, page.links);
    // Told once laid out: the size is that of the file written.
    options.onPage?.({
      path: page.route.path,
      bytes: () => Buffer.byteLength(htmlText(laid.html)),
      milliseconds: performance.now() - start,
      done: ++done,
      total: routes.length,
    });
    yield { route: page.route, ...laid };
    start = performance.now();
  }
}

/**
 * The files written beside the pages: the bundle's, the sitemap (or its index and numbered
 * files) with its stylesheet and that stylesheet's CSS, robots.txt, the aliases' redirect pages,
 * the host files (`_headers`, and `_redirects` when there is an alias), and the lists of towns
 * the département pages' finder searches.
 */
export function generatedFiles(prepared: PreparedSite, bundled: BundledFile[]): OutputFile[] {
  const { site } = prepared.content;
  const rules = hostRules(site, prepared.aliases, prepared.layout.format, pageFrames(prepared.routes));
  return [
    ...bundled,
    ...generateSitemaps(prepared.routes, site.baseUrl),
    { path: 'sitemap.xsl', contents: sitemapStylesheet(site.brand.name) },
    { path: sitemapCssPath.slice(1), contents: sitemapCss },
    { path: 'robots.txt', contents: generateRobots(site.baseUrl) },
    ...redirectFiles(prepared.aliases, site.baseUrl),
    { path: headersFileName, contents: headersFile(rules) },
    ...(rules.redirects.length > 0 ? [{ path: redirectsFileName, contents: redirectsFile(rules) }] : []),
    ...townFinderFiles(prepared.content, prepared.layout.href),
  ];
}

/** Every origin a page may frame beyond the site's own (see PageHead.frames), once each. */
function pageFrames(routes: Route[]): string[] {
  return [...new Set(routes.flatMap((route) => route.head?.frames ?? []))];
}

/** Addresses of the bundle's files, which pages may link to. */
export function assetPaths(bundled: BundledFile[]): string[] {
  return bundled.map((file) => `/${file.path}`);
}

/**
 * Every problem of a prepared site: those found while preparing it, then its dead links (all
 * pages are rendered to find them, nothing is written).
 */
export async function siteProblems({
  root,
  prepared,
  assets,
  assetPaths,
}: {
  root: string;
  prepared: PreparedSite;
  assets: Assets;
  assetPaths: string[];
}): Promise<{ problems: Problem[]; pages: number }> {
  const links = [...renderSite(prepared, assets)].map((page) => page.links);
  return {
    problems: [...prepared.problems, ...(await linkProblems({ root, prepared, links, assetPaths }))],
    pages: links.length,
  };
}
