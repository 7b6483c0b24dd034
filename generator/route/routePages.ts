import { localBusiness } from '../content/localBusiness.js';
import type { Changefreq } from '../../model/markdownPage.js';
import type { Content, MarkdownPage } from '../validate/validateContent.js';
import { fileForPath, type PageBody, type Route } from './route.js';

/**
 * The route table: every address the site answers, with the page component (by name) and its
 * props. New pages plug in here; the sitemap, the link check and the tests all read this table.
 * Two routes writing one file are refused afterwards, by `checkRoutes`.
 */
export function routePages(content: Content): Route[] {
  const lastmod = content.site.sitemap.lastmod;
  /** A page made from content files: head from the first one's `title` and `description`. */
  const page = (
    path: string,
    head: { title: string; description: string },
    body: PageBody,
    priority: number,
    changefreq: Changefreq,
    sources: string[],
  ): Route => ({
    path,
    file: fileForPath(path),
    title: head.title,
    description: head.description,
    ...body,
    sitemap: { priority, changefreq, lastmod },
    sources,
  });
  const homeSources = [
    'content/home.yaml',
    'content/offers/plans.yaml',
    'content/offers/fibre.yaml',
    'content/offers/equipment.yaml',
    ...content.sectors.map((sector) => sector.file),
  ];
  const routes: Route[] = [
    page(
      '/',
      content.home,
      {
        page: 'home',
        props: {
          home: content.home,
          plans: content.plans,
          fibre: content.fibre,
          equipment: content.equipment,
          sectors: sortedSectors(content),
        },
      },
      1,
      'weekly',
      homeSources,
    ),
    page(
      '/standard-telephonique-virtuel',
      content.switchboardPage,
      { page: 'switchboard', props: { page: content.switchboardPage } },
      0.9,
      'weekly',
      ['content/landing/standard-telephonique-virtuel.yaml'],
    ),
    page(
      '/fibre-professionnelle',
      content.fibrePage,
      { page: 'fibre', props: { page: content.fibrePage, fibre: content.fibre } },
      0.9,
      'weekly',
      ['content/landing/fibre-professionnelle.yaml', 'content/offers/fibre.yaml'],
    ),
    page(
      '/equipements',
      content.catalogue,
      { page: 'catalogue', props: { catalogue: content.catalogue } },
      0.8,
      'monthly',
      ['content/catalogue.yaml'],
    ),
    page(
      '/fonctionnalites',
      content.featuresPage,
      { page: 'features', props: { page: content.featuresPage } },
      0.8,
      'monthly',
      ['content/landing/fonctionnalites.yaml'],
    ),
    page(
      '/centre-aide',
      content.helpCentre,
      { page: 'helpCentre', props: { help: content.helpCentre } },
      0.6,
      'monthly',
      ['content/support/centre-aide.yaml'],
    ),
    page(
      '/documentation',
      content.documentation,
      { page: 'documentation', props: { docs: content.documentation } },
      0.6,
      'monthly',
      ['content/support/documentation.yaml'],
    ),
    page(
      '/tutoriels-video',
      content.tutorials,
      { page: 'tutorials', props: { tutorials: content.tutorials } },
      0.6,
      'monthly',
      ['content/support/tutoriels-video.yaml'],
    ),
    ...content.sectors.flatMap(({ slug, file, data }): Route[] =>
      data.page
        ? [
            {
              path: `/secteurs/${slug}`,
              file: `secteurs/${slug}.html`,
              title: data.page.title,
              description: data.page.description,
              page: 'sector',
              props: { page: data.page },
              sitemap: { priority: 0.7, changefreq: 'monthly', lastmod: data.page.updated ?? lastmod },
              sources: [file],
            },
          ]
        : [],
    ),
    ...content.local.map(({ slug, file, data }): Route => ({
      path: `/${slug}`,
      file: fileForPath(`/${slug}`),
      title: data.title,
      description: data.description,
      page: 'local',
      props: { page: data, sections: content.localSections },
      sitemap: { priority: 0.6, changefreq: 'monthly', lastmod: data.updated ?? lastmod },
      sources: [file, 'content/local-sections.yaml'],
      head: {
        keywords: data.keywords,
        ogTitle: data.ogTitle,
        ogDescription: data.ogDescription,
        geo: data.geo,
        jsonLd: localBusiness(content.site, data, `${content.site.baseUrl}/${slug}`),
      },
    })),
    ...content.pages.map((page) => markdownRoute(page, lastmod)),
    {
      path: '/404',
      file: '404.html',
      title: 'Page introuvable',
      description: 'Cette page n’existe pas ou a été déplacée.',
      page: 'notFound',
      props: {},
      sources: [],
    },
  ];
  return routes;
}

/** Sector entries in the order their cards show. */
export function sortedSectors(content: Content): Content['sectors'] {
  return [...content.sectors].sort((a, b) => a.data.order - b.data.order);
}

/** The route of a Markdown page; `lastmod` is the site's, for pages that give no date. */
export function markdownRoute(page: MarkdownPage, lastmod: string): Route {
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
  };
}
