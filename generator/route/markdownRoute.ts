import type { Site } from '../../model/site.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import type { MarkdownPage } from '../validate/markdownPage.js';
import { fileForPath, type Route } from './route.js';

/**
 * The route of a Markdown page; the site's `lastmod` stands for a page that gives no date. Its
 * structured data is the page and its breadcrumb (written by the Markdown shell, see
 * `createMarkdownShell`, which renders this route with tokens).
 */
export function markdownRoute(page: MarkdownPage, site: Site): Route {
  const lastmod = site.sitemap.lastmod;
  return {
    path: page.route,
    file: fileForPath(page.route),
    title: page.front.title,
    description: page.front.description,
    page: 'markdown',
    markdown: page,
    // A draft (built by `site dev` or `--drafts` only) is never indexed: no sitemap entry, noindex.
    ...(page.front.draft ? {} : { sitemap: { ...page.front.sitemap, lastmod: page.front.updated ?? lastmod } }),
    sources: [page.file],
    head: {
      jsonLd: pageGraph(site, {
        path: page.route,
        title: page.front.title,
        description: page.front.description,
        trail: [],
      }),
    },
  };
}
