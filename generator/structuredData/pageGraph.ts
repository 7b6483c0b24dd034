import type { BreadcrumbList, Graph, Thing, WebPage } from 'schema-dts';
import type { Site } from '../../model/site.js';
import { nodeIds } from './nodeIds.js';

/** A page above this one in the site's hierarchy: its name and address. */
export interface Crumb {
  name: string;
  path: string;
}

/** What a page's structured data is made of, beside the nodes of its own subject. */
export interface PageGraphInput {
  path: string;
  title: string;
  description: string;
  /** The page's schema.org type. Default `WebPage`. */
  type?: 'WebPage' | 'CollectionPage';
  /** The pages between the home page and this one, in order; the home page has none and no BreadcrumbList. */
  trail?: Crumb[];
  /** The page's name in its breadcrumb. Default: its title. */
  crumb?: string;
  /** The `@id` of the node the page is about (a Service, a list of products). Default: the business. */
  mainEntity?: string;
}

/** The name of the home page in every breadcrumb. */
const homeCrumb = 'Accueil';

/**
 * One page's structured data, as one `@graph`: the page (`WebPage`, part of the site, published
 * by the business, both by `@id`), its BreadcrumbList (every page but the home page), then
 * `nodes`, the page's own subjects. The business and the site are defined on the home page
 * alone (see `homeGraph`); here they are only referred to.
 */
export function pageGraph(site: Site, page: PageGraphInput, nodes: Thing[] = []): Graph {
  const ids = nodeIds(site.baseUrl);
  const home = page.path === '/';
  const breadcrumbId = ids.of(page.path, 'fil');
  const webPage: WebPage = {
    '@type': page.type ?? 'WebPage',
    '@id': ids.of(page.path, 'page'),
    url: ids.url(page.path),
    name: page.title,
    description: page.description,
    inLanguage: 'fr-FR',
    isPartOf: { '@id': ids.website },
    about: { '@id': page.mainEntity ?? ids.organisation },
    publisher: { '@id': ids.organisation },
    ...(page.mainEntity && { mainEntity: { '@id': page.mainEntity } }),
    ...(!home && { breadcrumb: { '@id': breadcrumbId } }),
  };
  const crumbs = [
    { name: homeCrumb, path: '/' },
    ...(page.trail ?? []),
    { name: page.crumb ?? page.title, path: page.path },
  ];
  const breadcrumb: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    '@id': breadcrumbId,
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: ids.url(crumb.path),
    })),
  };
  return { '@context': 'https://schema.org', '@graph': [webPage, ...(home ? [] : [breadcrumb]), ...nodes] };
}
