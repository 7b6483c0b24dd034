import type { Assets } from '../../templates/SiteContext.js';

/** The bundle's assets as the render tests give them to pages: fixed names, no bundle built. */
export const testAssets: Assets = {
  css: { href: '/a.css', integrity: 'x' },
  js: { href: '/a.js', integrity: 'x' },
  preload: [],
  chatCss: { href: '/c.css', integrity: 'x' },
};
