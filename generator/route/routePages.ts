import { problemsError, type Problem } from '../errors.js';
import type { Content } from '../validate/validateContent.js';
import { Catalogue } from '../../templates/pages/Catalogue.js';
import { Documentation } from '../../templates/pages/Documentation.js';
import { Features } from '../../templates/pages/Features.js';
import { FibrePage } from '../../templates/pages/FibrePage.js';
import { LocalPage } from '../../templates/pages/LocalPage.js';
import { SectorPage } from '../../templates/pages/SectorPage.js';
import { Switchboard } from '../../templates/pages/Switchboard.js';
import { localBusiness } from '../content/localBusiness.js';
import { HelpCentre } from '../../templates/pages/HelpCentre.js';
import { Home } from '../../templates/pages/Home.js';
import { MarkdownPage } from '../../templates/pages/MarkdownPage.js';
import { NotFound } from '../../templates/pages/NotFound.js';
import { Tutorials } from '../../templates/pages/Tutorials.js';
import { fileForPath, type Route } from './route.js';

/**
 * The route table: every address the site answers, with its page component and data.
 * New pages plug in here; the sitemap, the link check and the tests all read this table.
 */
export function routePages(content: Content): Route[] {
  const lastmod = content.site.sitemap.lastmod;
  const support = (path: string, sources: string[]) => ({ path, file: fileForPath(path), sources, sitemap: { priority: 0.6, changefreq: 'monthly' as const, lastmod } });
  const routes: Route[] = [
    {
      path: '/',
      file: 'index.html',
      title: content.home.title,
      description: content.home.description,
      page: Home,
      props: { home: content.home, plans: content.plans, fibre: content.fibre, equipment: content.equipment, sectors: sortedSectors(content) },
      sitemap: { priority: 1, changefreq: 'weekly', lastmod },
      sources: ['content/home.yaml', 'content/offers/plans.yaml', 'content/offers/fibre.yaml', 'content/offers/equipment.yaml', ...content.sectors.map((sector) => sector.file)],
    },
    {
      path: '/standard-telephonique-virtuel',
      file: 'standard-telephonique-virtuel.html',
      title: content.switchboardPage.title,
      description: content.switchboardPage.description,
      page: Switchboard,
      props: { page: content.switchboardPage },
      sitemap: { priority: 0.9, changefreq: 'weekly', lastmod },
      sources: ['content/landing/standard-telephonique-virtuel.yaml'],
    },
    {
      path: '/fibre-professionnelle',
      file: 'fibre-professionnelle.html',
      title: content.fibrePage.title,
      description: content.fibrePage.description,
      page: FibrePage,
      props: { page: content.fibrePage, fibre: content.fibre },
      sitemap: { priority: 0.9, changefreq: 'weekly', lastmod },
      sources: ['content/landing/fibre-professionnelle.yaml', 'content/offers/fibre.yaml'],
    },
    {
      path: '/equipements',
      file: 'equipements.html',
      title: content.catalogue.title,
      description: content.catalogue.description,
      page: Catalogue,
      props: { catalogue: content.catalogue },
      sitemap: { priority: 0.8, changefreq: 'monthly', lastmod },
      sources: ['content/catalogue.yaml'],
    },
    {
      path: '/fonctionnalites',
      file: 'fonctionnalites.html',
      title: content.featuresPage.title,
      description: content.featuresPage.description,
      page: Features,
      props: { page: content.featuresPage },
      sitemap: { priority: 0.8, changefreq: 'monthly', lastmod },
      sources: ['content/landing/fonctionnalites.yaml'],
    },
    { ...support('/centre-aide', ['content/support/centre-aide.yaml']), title: content.helpCentre.title, description: content.helpCentre.description, page: HelpCentre, props: { help: content.helpCentre } },
    { ...support('/documentation', ['content/support/documentation.yaml']), title: content.documentation.title, description: content.documentation.description, page: Documentation, props: { docs: content.documentation } },
    { ...support('/tutoriels-video', ['content/support/tutoriels-video.yaml']), title: content.tutorials.title, description: content.tutorials.description, page: Tutorials, props: { tutorials: content.tutorials } },
    ...content.sectors.flatMap(({ slug, file, data }): Route[] =>
      data.page
        ? [{
            path: `/secteurs/${slug}`,
            file: `secteurs/${slug}.html`,
            title: data.page.title,
            description: data.page.description,
            page: SectorPage,
            props: { page: data.page },
            sitemap: { priority: 0.7, changefreq: 'monthly', lastmod: data.page.updated ?? lastmod },
            sources: [file],
          }]
        : [],
    ),
    ...content.local.map(({ slug, file, data }): Route => ({
      path: `/${slug}`,
      file: fileForPath(`/${slug}`),
      title: data.title,
      description: data.description,
      page: LocalPage,
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
    ...content.pages.map((page): Route => ({
      path: page.route,
      file: fileForPath(page.route),
      title: page.front.title,
      description: page.front.description,
      page: MarkdownPage,
      props: { page },
      sitemap: { ...page.front.sitemap, lastmod: page.front.updated ?? lastmod },
      sources: [page.file],
    })),
    {
      path: '/404',
      file: '404.html',
      title: 'Page introuvable',
      description: 'Cette page n’existe pas ou a été déplacée.',
      page: NotFound,
      props: {},
      sources: [],
    },
  ];
  const problems = duplicateRoutes(routes);
  if (problems.length > 0) throw problemsError(problems, 'Routing');
  return routes;
}

/** Sector entries in the order their cards show. */
export function sortedSectors(content: Content): Content['sectors'] {
  return [...content.sectors].sort((a, b) => a.data.order - b.data.order);
}

function duplicateRoutes(routes: Route[]): Problem[] {
  const seen = new Map<string, Route>();
  const problems: Problem[] = [];
  for (const route of routes) {
    const first = seen.get(route.path);
    if (!first) {
      seen.set(route.path, route);
      continue;
    }
    problems.push({
      position: { file: route.sources[0] ?? 'route table', line: 0, column: 0 },
      field: '',
      message: `two pages claim the address ${route.path}: this one and ${first.sources[0] ?? 'a built-in page'}`,
      hint: 'rename or move one of the two files so each page has its own address.',
    });
  }
  return problems;
}
