import type { Changefreq } from '../../model/markdownPage.js';
import type { PageHead } from '../../templates/Document.js';
import type { PageName, PageProps } from '../../templates/pages/pages.js';
import type { MarkdownPage } from '../validate/markdownPage.js';
import type { TownLink } from '../../model/town.js';

/** A page of the output: its address, its head, and what its body is drawn from. */
export type Route = RouteInfo & PageBody;

/** What every route has, whatever draws its body. */
export interface RouteInfo {
  /** Address on the site, made by `addressSegment` (lower case, no space, no accent): `/`, `/cgv`, `/secteurs/sante`. */
  path: string;
  /** File written under the output folder: `index.html`, `cgv.html`. */
  file: string;
  /** Title without the brand; the layout adds it. */
  title: string;
  description: string;
  /** Sitemap entry; absent for pages that must not be indexed (404). */
  sitemap?: { priority: number; changefreq: Changefreq; lastmod: string };
  /** Content files the page reads, relative to the site root. */
  sources: string[];
  /** Extra head data: keywords, social texts, geo tags, structured data. */
  head?: PageHead;
  /**
   * For a generated town page: its département's shell route and its own texts, which the
   * render stage splices into the shell rendered once (see `createTownShell`).
   */
  splice?: TownSplice;
}

/** Page components whose props the route table gives as they are. */
export type PropsPageName = Exclude<PageName, 'markdown'>;

/**
 * The page body: a page component named in `templates/pages/pages.ts` with its props, checked
 * together (the props of `home` must be the props of `Home`), or a Markdown page, whose body the
 * render stage compiles before drawing it with the `markdown` component.
 */
export type PageBody =
  | { [N in PropsPageName]: { page: N; props: PageProps[N] } }[PropsPageName]
  | { page: 'markdown'; markdown: MarkdownPage };

/**
 * The output file for an address: `/` → `index.html`, `/a/b` → `a/b.html` (served at `/a/b`).
 * Addresses hold no space, accent or capital (`addressSegment`), so file and address agree on
 * every system and server.
 */
export function fileForPath(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

/**
 * What a generated town page is made of: the route of its département's shell (the same object
 * for every town of that département, its texts replaced by tokens `xqT<n>qx`, one neighbour
 * `xqNLqx` at `/xqNHqx`), the town's own texts in token order, and its neighbours.
 */
export interface TownSplice {
  template: Route;
  /** What the template's markup depends on (see `departementRoutes`): towns of one shape share it. */
  shape: string;
  values: string[];
  neighbours: TownLink[];
}
