import { pageQuestions } from '../../model/faq.js';
import { faqPage } from '../structuredData/faqPage.js';
import { nodeIds } from '../structuredData/nodeIds.js';
import { catalogueNodes, fibreService, offerPaths, switchboardService } from '../structuredData/offerNodes.js';
import { pageGraph } from '../structuredData/pageGraph.js';
import type { Content } from '../validate/validateContent.js';
import { contentPage } from './contentPage.js';
import type { Route } from './route.js';

/**
 * The offer pages, in the route table's order: the switchboard, the fibre and the catalogue,
 * each with its structured data (the service and its questions, or the catalogue's list).
 */
export function offerRoutes(content: Content): Route[] {
  const { site } = content;
  const ids = nodeIds(site.baseUrl);
  const catalogue = catalogueNodes(content);
  /** An offer page's « Questions fréquentes »: shown by the page and told to search engines, one list for both. */
  const faqOf = (faq: Content['switchboardPage']['faq']) => ({
    heading: content.faq.heading,
    questions: pageQuestions(faq, content.faq),
  });
  const switchboardFaq = faqOf(content.switchboardPage.faq);
  const fibreFaq = faqOf(content.fibrePage.faq);
  return [
    contentPage(site, {
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
    contentPage(site, {
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
    contentPage(site, {
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
  ];
}
