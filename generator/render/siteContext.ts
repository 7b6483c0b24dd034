import { cartCatalogue } from '../../templates/cartProducts.js';
import type { SiteContextValue } from '../../templates/SiteContext.js';
import { townHubLinks } from '../route/townRoutes.js';
import type { Content } from '../validate/validateContent.js';

/** What every page is rendered with but the bundle's assets (see pageContext). */
export function siteContext(content: Content): Omit<SiteContextValue, 'assets'> {
  return {
    site: content.site,
    navigation: content.navigation,
    localLinks: localLinks(content),
    cartProducts: cartCatalogue(content, content.site.brand.product),
    ...(content.announcements.length > 0 ? { announcements: content.announcements } : {}),
  };
}

/**
 * Links of the footer's « Zones d’intervention »: every hand-written local page (départements
 * and cities) and the list of towns of each département without a page, by name; never the
 * generated towns, so that a page's size does not grow with the table.
 */
export function localLinks(content: Content): { label: string; href: string }[] {
  const pages = content.local.map((entry) => ({ label: entry.data.name, href: `/${entry.slug}` }));
  return [...pages, ...townHubLinks(content)].sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}
