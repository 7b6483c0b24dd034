/**
 * What `site dev` recompiles and imports again when a template or an island changes: every
 * stage whose output depends on template code.
 */
export { findInContent } from '../load/loadContent.js';
export { localLinks, prepareSite } from '../prepareSite.js';
export { renderPage } from '../render/renderPages.js';
export { cartCatalogue } from '../../templates/cartProducts.js';
export { checkLinks, deadLinkProblems, extractLinks } from '../route/checkLinks.js';
export { generateRobots, generateSitemap } from '../write/sitemap.js';
export { sitemapStylesheet } from '../write/sitemapStylesheet.js';
