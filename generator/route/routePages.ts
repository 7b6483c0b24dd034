import { videoFrames } from '../../model/tutorialVideo.js';
import { homeGraph } from '../structuredData/homeGraph.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import type { Content } from '../validate/validateContent.js';
import { contentPage } from './contentPage.js';
import { helpCentrePath, helpLink, helpRoutes, sortedArticles } from './helpRoutes.js';
import { localRoutes } from './localRoutes.js';
import { markdownRoute } from './markdownRoute.js';
import { offerRoutes } from './offerRoutes.js';
import { referencesOf } from './referencesOf.js';
import type { Route } from './route.js';
import { sectorRoutes, sortedSectors } from './sectorRoutes.js';

/**
 * The route table: every address the site answers, with the page component (by name) and its
 * props. New pages plug in here; the sitemap, the link check and the tests all read this table.
 * Two routes writing one file are refused afterwards, by `checkRoutes`.
 */
export function routePages(content: Content): Route[] {
  const { site } = content;
  const everyReference = referencesOf(content.references);
  const homeSources = [
    'content/home.yaml',
    'content/offers/plans.yaml',
    'content/offers/fibre.yaml',
    'content/offers/equipment.yaml',
    ...content.sectors.map((sector) => sector.file),
    ...everyReference.files,
  ];
  const routes: Route[] = [
    contentPage(site, {
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
    ...offerRoutes(content),
    contentPage(site, {
      path: '/fonctionnalites',
      head: content.featuresPage,
      body: { page: 'features', props: { page: content.featuresPage } },
      priority: 0.8,
      changefreq: 'monthly',
      sources: ['content/landing/fonctionnalites.yaml'],
    }),
    contentPage(site, {
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
    contentPage(site, {
      path: '/documentation',
      head: content.documentation,
      body: { page: 'documentation', props: { docs: content.documentation } },
      priority: 0.6,
      changefreq: 'monthly',
      sources: ['content/support/documentation.yaml'],
    }),
    contentPage(site, {
      path: '/tutoriels-video',
      head: content.tutorials,
      body: { page: 'tutorials', props: { tutorials: content.tutorials } },
      priority: 0.6,
      changefreq: 'monthly',
      sources: ['content/support/tutoriels-video.yaml'],
      frames: videoFrames(content.tutorials),
    }),
    ...sectorRoutes(content),
    ...localRoutes(content),
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
