/** The `@id` of each node of the site's structured data, and the absolute address of each page. */
export interface NodeIds {
  /** `https://…/`: the home page. */
  home: string;
  /** The business (LocalBusiness), defined in full on the home page only. */
  organisation: string;
  /** The site (WebSite), defined in full on the home page only. */
  website: string;
  /** The absolute address of a page: `/cgv` → `https://…/cgv`. */
  url: (path: string) => string;
  /** A node of one page, by its role: `page`, `breadcrumb`, `service`, `produits`… */
  of: (path: string, role: string) => string;
}

/**
 * The `@id`s, made from the site's address alone: the same on every page and in every build, so
 * a node named on one page is the node defined on another. A page's own nodes hang off its
 * address (`https://…/cgv#page`), never off a value of the content that could change.
 */
export function nodeIds(baseUrl: string): NodeIds {
  const url = (path: string) => baseUrl + (path === '/' ? '/' : path);
  return {
    home: url('/'),
    organisation: `${baseUrl}/#organisation`,
    website: `${baseUrl}/#site`,
    url,
    of: (path, role) => `${url(path)}#${role}`,
  };
}
