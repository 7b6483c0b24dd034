import { pageGraph } from '../structuredData/pageGraph.js';
import type { Content } from '../validate/validateContent.js';
import { referencesOf } from './referencesOf.js';
import type { Route } from './route.js';

/** Sector entries in the order their cards show. */
export function sortedSectors(content: Content): Content['sectors'] {
  return [...content.sectors].sort((a, b) => a.data.order - b.data.order);
}

/** A route at `/secteurs/<slug>` for each sector that has a page, with the references quoting it. */
export function sectorRoutes(content: Content): Route[] {
  const { site } = content;
  const lastmod = site.sitemap.lastmod;
  return content.sectors.flatMap(({ slug, file, data }): Route[] => {
    const quoted = referencesOf(content.references, (reference) => reference.sector === slug);
    return data.page
      ? [
          {
            path: `/secteurs/${slug}`,
            file: `secteurs/${slug}.html`,
            title: data.page.title,
            description: data.page.description,
            page: 'sector',
            props: { page: data.page, references: quoted.references },
            sitemap: { priority: 0.7, changefreq: 'monthly', lastmod: data.page.updated ?? lastmod },
            sources: [file, ...quoted.files],
            head: {
              jsonLd: pageGraph(site, {
                path: `/secteurs/${slug}`,
                title: data.page.title,
                description: data.page.description,
                trail: [],
              }),
            },
          },
        ]
      : [];
  });
}
