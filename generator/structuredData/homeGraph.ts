import type { Graph, WebSite } from 'schema-dts';
import { localBusiness } from './localBusiness.js';
import type { Content } from '../validate/validateContent.js';
import { nodeIds } from './nodeIds.js';
import { equipmentCatalogue, fibreService, switchboardService } from './offerNodes.js';
import { pageGraph } from './pageGraph.js';

/**
 * The home page's structured data: the one full definition of the business and of the site
 * (every other page refers to them by `@id`), and the offers the page shows: the switchboard
 * plans, the fibre accesses and the monthly equipment. The two Services are the very nodes the
 * switchboard and fibre pages define, made by the same functions from the same content.
 */
export function homeGraph(content: Content): Graph {
  const { site } = content;
  const ids = nodeIds(site.baseUrl);
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': ids.website,
    url: ids.home,
    name: site.brand.name,
    description: site.brand.tagline,
    inLanguage: 'fr-FR',
    publisher: { '@id': ids.organisation },
  };
  return pageGraph(site, { path: '/', title: content.home.title, description: content.home.description }, [
    localBusiness(site),
    website,
    switchboardService(content),
    fibreService(content),
    equipmentCatalogue(content),
  ]);
}
