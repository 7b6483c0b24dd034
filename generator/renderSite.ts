import { performance } from 'node:perf_hooks';
import { cartCatalogue } from '../templates/cartProducts.js';
import type { Assets, SiteContextValue } from '../templates/SiteContext.js';
import type { BundledFile } from './bundle/bundleClient.js';
import type { Problem } from './errors.js';
import { headersFile, headersFileName, redirectsFile, redirectsFileName } from './host/hostFiles.js';
import { hostRules } from './host/hostRules.js';
import { findInContent } from './load/loadContent.js';
import type { PreparedSite } from './prepareSite.js';
import { renderEach, type OnPage, type RenderedPage } from './render/renderPages.js';
import { htmlText } from './render/spliced.js';
import { checkLinks, type PageLinks } from './route/checkLinks.js';
import { deadLinkProblems } from './route/deadLinkProblems.js';
import { repeatedIdProblems, repeatedIds } from './route/repeatedIds.js';
import type { Route } from './route/route.js';
import { staticFiles } from './route/staticFiles.js';
import { townHubLinks } from './route/townRoutes.js';
import type { Content } from './validate/validateContent.js';
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

/** What every page is rendered with but the bundle's assets (see pageContext). */
export function siteContext(content: Content): Omit<SiteContextValue, 'assets'> {
  return {
    site: content.site,
    navigation: content.navigation,
    localLinks: localLinks(content),
    cartProducts: cartCatalogue(content, content.site.brand.product),
    ...(content.announcements.length > 0 ? { announcements: content.announcements } : {}),
  };
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
 * Every internal link of `links` that leads nowhere (no route, no `#anchor`, no file of
 * `public/`, the bundle or the generated files), as problems pinned to where the address is
 * written in content; then every id given twice in one page (a link to it, and the islands,
 * would find the first only), pinned to the page's content file.
 */
export async function linkProblems({
  root,
  prepared,
  links,
  assetPaths,
  idsOf,
}: {
  root: string;
  prepared: PreparedSite;
  /** The pages whose links are followed: by default every page. */
  links: PageLinks[];
  assetPaths: string[];
  /** The ids of every page by path, when `links` are not all the pages (see checkLinks). */
  idsOf?: (path: string) => string[] | undefined;
}): Promise<Problem[]> {
  const files = await staticFiles(
    root,
    [
      ...assetPaths,
      ...prepared.aliases.map((alias) => alias.path),
      // The files the encode stage writes after this check: a page's <picture> names them.
      ...(prepared.images?.jobs ?? []).map((job) => `/${job.path}`),
    ],
    prepared.publicFiles,
  );
  // A relative address of a Markdown page was made absolute: it is found where it was written.
  // Looked up for dead links only: `site dev` compiles a body when its `written` is first read.
  const locate = (href: string, file?: string) => {
    const page = file === undefined ? undefined : prepared.content.pages.find((known) => known.file === file);
    const at = page?.written?.get(href);
    return at && file ? { file, ...at } : findInContent(prepared.loaded, href, file);
  };
  const inFile = (needle: string, file: string) => {
    const at = findInContent(prepared.loaded, needle, file);
    return at?.file === file ? at : undefined;
  };
  return [
    ...deadLinkProblems(
      checkLinks({ pages: links, staticFiles: files, leftOut: prepared.leftOut, idsOf }),
      prepared.routes,
      locate,
      (address) => draftAt(prepared, address),
    ),
    ...repeatedIdProblems(repeatedIds(links), prepared.routes, inFile),
  ];
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

/** The file of the page marked `draft: true` whose address is `address`, left out of this build. */
function draftAt(prepared: PreparedSite, address: string): string | undefined {
  for (const [file, at] of prepared.content.bodies.pageAddresses) {
    const front = prepared.loaded.files.get(file)?.source.data as { draft?: unknown } | null | undefined;
    if (at === address && front?.draft === true && !prepared.content.pages.some((page) => page.file === file))
      return file;
  }
  return undefined;
}
