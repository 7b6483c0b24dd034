import type { Graph } from 'schema-dts';
import type { Changefreq } from '../../model/markdownPage.js';
import type { Site } from '../../model/site.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import { fileForPath, type PageBody, type Route } from './route.js';

/** What a page made from content files says of itself, beside the site. */
export interface ContentPage {
  path: string;
  head: { title: string; description: string };
  body: PageBody;
  priority: number;
  changefreq: Changefreq;
  sources: string[];
  jsonLd?: Graph;
  /** Origins the page frames once its visitor asks (see PageHead.frames). */
  frames?: string[];
}

/**
 * A page made from content files: head from the first one's `title` and `description`; its
 * structured data the page and its breadcrumb, or `jsonLd` (the page's own subjects).
 */
export function contentPage(
  site: Site,
  {
    path,
    head,
    body,
    priority,
    changefreq,
    sources,
    jsonLd = pageGraph(site, { path, title: head.title, description: head.description, trail: [] }),
    frames,
  }: ContentPage,
): Route {
  return {
    path,
    file: fileForPath(path),
    title: head.title,
    description: head.description,
    ...body,
    sitemap: { priority, changefreq, lastmod: site.sitemap.lastmod },
    sources,
    head: frames ? { jsonLd, frames } : { jsonLd },
  };
}
