/*
 * Ids the layout and the islands own. The browser finds these elements by id anywhere in the
 * document (`getElementById`, `querySelector('#…')`), and the first element of the document
 * with the id wins: a page's own element with one of them would take their place (a Markdown
 * page's `<div id="cart-products">` replaced the cart's catalogue, and the drawer showed a price
 * of 0,01 €). The templates and the islands read their ids here; content may not use them (see
 * generator/markdown/rawHtml.ts), and a heading whose text would give one gets a suffix.
 */

/** The main content: the skip link's target, and where focus goes when a dialog closes with nowhere to return. */
export const contentId = 'contenu';

/** The page's `h1`, which its hero section is labelled by. */
export const pageTitleId = 'page-title';

/** The JSON list of the products the cart may hold, written by the layout and read by the cart. */
export const cartProductsId = 'cart-products';

/** The page's one polite live region (client/announce). */
export const announcerId = 'annonces';

/** The panel the small-screen menu button opens. */
export const mobileMenuId = 'mobile-menu-panel';

/** The cart drawer's heading, which labels it and takes focus when its last line is removed. */
export const cartTitleId = 'cart-title';

/**
 * Every reserved id: those above, and those of the islands drawn on some pages only (the
 * eligibility dialog, the quote and demo forms, the town finder, the help centre's search), which the islands label themselves with or
 * focus by id. A test compares this list with the ids the layout renders and the ids written in
 * the islands' source.
 */
export const reservedIds: readonly string[] = [
  contentId,
  pageTitleId,
  cartProductsId,
  announcerId,
  mobileMenuId,
  cartTitleId,
  'eligibility-title',
  'eligibility-description',
  'eligibility-failed',
  'quote-title',
  'demo-form-title',
  'panier-mensuel',
  'panier-achats',
  'commune-cherchee',
  'commune-aide',
  'help-search',
  'help-search-status',
];
