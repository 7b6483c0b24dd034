import { placeGraph } from '../structuredData/placeGraph.js';
import type { Content } from '../validate/validateContent.js';
import { departementTrail } from './departementTrail.js';
import { byDepartement } from './townRoutes.js';
import { referencesOf } from './referencesOf.js';
import { fileForPath, type Route } from './route.js';

/** A route for each hand-written local page (`content/local/`), with its place's structured data. */
export function localRoutes(content: Content): Route[] {
  const { site } = content;
  const lastmod = site.sitemap.lastmod;
  // A city's hand-written page shows the references of its town, as a generated town page does.
  const townReferences = (kind: string, slug: string) =>
    referencesOf(content.references, (reference) => kind === 'city' && reference.town === slug);
  // Each city page's trail reads its département's rows: grouped once (each page filtered the
  // 35,000 rows of all communes again, 30 ms of each build and each save of site.yaml).
  const townsOf = byDepartement(content.towns);
  return content.local.map(({ slug, file, data }): Route => ({
    path: `/${slug}`,
    file: fileForPath(`/${slug}`),
    title: data.title,
    description: data.description,
    page: 'local',
    props: { page: data, sections: content.localSections, references: townReferences(data.kind, slug).references },
    sitemap: { priority: 0.6, changefreq: 'monthly', lastmod: data.updated ?? lastmod },
    sources: [file, 'content/local-sections.yaml', ...townReferences(data.kind, slug).files],
    head: {
      keywords: data.keywords,
      ogTitle: data.ogTitle,
      ogDescription: data.ogDescription,
      geo: data.geo,
      jsonLd: placeGraph(site, {
        path: `/${slug}`,
        title: data.title,
        description: data.description,
        kind: data.kind,
        name: data.geo.placename,
        position: data.geo.position,
        contact: data.contact,
        trail: data.kind === 'city' ? departementTrail(content, data.geo.region, slug, townsOf) : [],
      }),
    },
  }));
}
