import type { Graph } from 'schema-dts';
import { pageQuestions } from '../../model/faq.js';
import type { Changefreq } from '../../model/markdownPage.js';
import type { Site } from '../../model/site.js';
import { departementTrail } from './departementTrail.js';
import { faqPage } from '../structuredData/faqPage.js';
import { homeGraph } from '../structuredData/homeGraph.js';
import { nodeIds } from '../structuredData/nodeIds.js';
import { catalogueNodes, fibreService, offerPaths, switchboardService } from '../structuredData/offerNodes.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import { referencesOf } from './referencesOf.js';
import { videoFrames } from '../../model/tutorialVideo.js';
import { helpCentrePath, helpLink, helpRoutes, sortedArticles } from './helpRoutes.js';
import { placeGraph } from '../structuredData/placeGraph.js';
import type { Content } from '../validate/validateContent.js';
import type { MarkdownPage } from '../validate/markdownPage.js';
import { fileForPath, type PageBody, type Route } from './route.js';

/**
 * The route table: every address the site answers, with the page component (by name) and its
 * props. New pages plug in here; the sitemap, the link check and the tests all read this table.
 * Two routes writing one file are refused afterwards, by `checkRoutes`.
 */
export function routePages(content: Content): Route[] {
  const { site } = content;
  const lastmod = site.sitemap.lastmod;
  const ids = nodeIds(site.baseUrl);
  /**
   * A page made from content files: head from the first one's `title` and `description`; its
   * structured data the page and its breadcrumb, or `jsonLd` (the page's own subjects).
   */
  const page = ({
    path,
    head,
    body,
    priority,
    changefreq,
    sources,
    jsonLd = pageGraph(site, { path, title: head.title, description: head.description, trail: [] }),
    frames,
  }: {
    path: string;
    head: { title: string; description: string };
    body: PageBody;
    priority: number;
    changefreq: Changefreq;
    sources: string[];
    jsonLd?: Graph;
    /** Origins the page frames once its visitor asks (see PageHead.frames). */
    frames?: string[];
  }): Route => ({
    path,
    file: fileForPath(path),
    title: head.title,
    description: head.description,
    ...body,
    sitemap: { priority, changefreq, lastmod },
    sources,
    head: frames ? { jsonLd, frames } : { jsonLd },
  });
  const catalogue = catalogueNodes(content);
  /** An offer page's « Questions fréquentes »: shown by the page and told to search engines, one list for both. */
  const faqOf = (faq: Content['switchboardPage']['faq']) => ({
    heading: content.faq.heading,
    questions: pageQuestions(faq, content.faq),
  });
  const switchboardFaq = faqOf(content.switchboardPage.faq);
  const fibreFaq = faqOf(content.fibrePage.faq);
  const everyReference = referencesOf(content.references);
  // A city's hand-written page shows the references of its town, as a generated town page does.
  const townReferences = (kind: string, slug: string) =>
    referencesOf(content.references, (reference) => kind === 'city' && reference.town === slug);
  const homeSources = [
    'content/home.yaml',
    'content/offers/plans.yaml',
    'content/offers/fibre.yaml',
    'content/offers/equipment.yaml',
    ...content.sectors.map((sector) => sector.file),
    ...everyReference.files,
  ];
  const routes: Route[] = [
    page({
      path: '/',
      head: content.home,
      body: {
        page: 'home',
        props: {
          home: content.home,
          plans: content.plans,
          fibre: content.fibre,
          equipment: content.equipment,
          sectors: sortedSectors(content),
          references: everyReference.references,
        },
      },
      priority: 1,
      changefreq: 'weekly',
      sources: homeSources,
      jsonLd: homeGraph(content),
    }),
    page({
      path: offerPaths.switchboard,
      head: content.switchboardPage,
      body: {
        page: 'switchboard',
        props: { page: content.switchboardPage, plans: content.plans, faq: switchboardFaq },
      },
      priority: 0.9,
      changefreq: 'weekly',
      // The plans give the page its comparison and commitment, and its structured data its offers.
      sources: [
        'content/landing/standard-telephonique-virtuel.yaml',
        'content/offers/plans.yaml',
        'content/offers/faq.yaml',
      ],
      jsonLd: pageGraph(
        site,
        {
          path: offerPaths.switchboard,
          title: content.switchboardPage.title,
          description: content.switchboardPage.description,
          trail: [],
          mainEntity: ids.of(offerPaths.switchboard, 'service'),
        },
        [switchboardService(content), faqPage(site, { path: offerPaths.switchboard, ...switchboardFaq })],
      ),
    }),
    page({
      path: offerPaths.fibre,
      head: content.fibrePage,
      body: { page: 'fibre', props: { page: content.fibrePage, fibre: content.fibre, faq: fibreFaq } },
      priority: 0.9,
      changefreq: 'weekly',
      sources: ['content/landing/fibre-professionnelle.yaml', 'content/offers/fibre.yaml', 'content/offers/faq.yaml'],
      jsonLd: pageGraph(
        site,
        {
          path: offerPaths.fibre,
          title: content.fibrePage.title,
          description: content.fibrePage.description,
          trail: [],
          mainEntity: ids.of(offerPaths.fibre, 'service'),
        },
        [fibreService(content), faqPage(site, { path: offerPaths.fibre, ...fibreFaq })],
      ),
    }),
    page({
      path: offerPaths.catalogue,
      head: content.catalogue,
      body: { page: 'catalogue', props: { catalogue: content.catalogue } },
      priority: 0.8,
      changefreq: 'monthly',
      sources: ['content/catalogue.yaml'],
      jsonLd: pageGraph(
        site,
        {
          path: offerPaths.catalogue,
          title: content.catalogue.title,
          description: content.catalogue.description,
          type: 'CollectionPage',
          trail: [],
          mainEntity: catalogue.list['@id'],
        },
        catalogue.nodes,
      ),
    }),
    page({
      path: '/fonctionnalites',
      head: content.featuresPage,
      body: { page: 'features', props: { page: content.featuresPage } },
      priority: 0.8,
      changefreq: 'monthly',
      sources: ['content/landing/fonctionnalites.yaml'],
    }),
    page({
      path: helpCentrePath,
      head: content.helpCentre,
      body: {
        page: 'helpCentre',
        props: { help: content.helpCentre, articles: sortedArticles(content.helpArticles).map(helpLink) },
      },
      priority: 0.6,
      changefreq: 'monthly',
      sources: ['content/support/centre-aide.yaml', ...content.helpArticles.map((article) => article.file)],
    }),
    page({
      path: '/documentation',
      head: content.documentation,
      body: { page: 'documentation', props: { docs: content.documentation } },
      priority: 0.6,
      changefreq: 'monthly',
      sources: ['content/support/documentation.yaml'],
    }),
    page({
      path: '/tutoriels-video',
      head: content.tutorials,
      body: { page: 'tutorials', props: { tutorials: content.tutorials } },
      priority: 0.6,
      changefreq: 'monthly',
      sources: ['content/support/tutoriels-video.yaml'],
      frames: videoFrames(content.tutorials),
    }),
    ...content.sectors.flatMap(({ slug, file, data }): Route[] => {
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
    }),
    ...content.local.map(({ slug, file, data }): Route => ({
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
          trail: data.kind === 'city' ? departementTrail(content, data.geo.region, slug) : [],
        }),
      },
    })),
    ...content.pages.map((page) => markdownRoute(page, site)),
    ...helpRoutes(content, site),
    {
      path: '/404',
      file: '404.html',
      title: 'Page introuvable',
      description: 'Cette page n’existe pas ou a été déplacée.',
      page: 'notFound',
      props: {},
      sources: [],
      head: {
        jsonLd: pageGraph(site, {
          path: '/404',
          title: 'Page introuvable',
          description: 'Cette page n’existe pas ou a été déplacée.',
        }),
      },
    },
  ];
  return routes;
}

/** Sector entries in the order their cards show. */
export function sortedSectors(content: Content): Content['sectors'] {
  return [...content.sectors].sort((a, b) => a.data.order - b.data.order);
}

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
