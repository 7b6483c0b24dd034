import { describe, expect, it } from 'vitest';
import { checkLinks, type PageLinks } from '../../../generator/route/checkLinks.js';

describe('the link check of pages sharing a list of addresses (town pages and their shell)', () => {
  it('finds the same dead links, in the same order, as with every address listed on every page', () => {
    const shell = ['/', '/nulle-part', '#contact', '#absent', '/a#contact', '/a#absent'];
    const ids = ['contact'];
    const pages: PageLinks[] = [
      { path: '/a', hrefs: ['/b', '/perdue'], sharedHrefs: shell, ids },
      { path: '/b', hrefs: ['/a'], sharedHrefs: shell, ids: ['ailleurs'] },
      { path: '/', hrefs: ['/a', '#haut', '/nulle-part'], ids: ['haut'] },
    ];
    const flat = pages.map(({ sharedHrefs = [], ...page }) => ({ ...page, hrefs: [...sharedHrefs, ...page.hrefs] }));
    const dead = checkLinks({ pages, staticFiles: new Set() });
    expect(dead).toEqual(checkLinks({ pages: flat, staticFiles: new Set() }));
    expect(dead.map((link) => `${link.page} ${link.href} ${link.reason.kind}`)).toEqual([
      '/a /nulle-part page',
      '/a #absent anchor',
      '/a /a#absent anchor',
      '/a /perdue page',
      '/b /nulle-part page',
      '/b #contact anchor',
      '/b #absent anchor',
      '/b /a#absent anchor',
      '/ /nulle-part page',
    ]);
  });

  it('follows the links of some pages against the ids of every page (site dev after an edit)', () => {
    const ids = new Map([
      ['/a', ['contact']],
      ['/b', ['tarifs']],
    ]);
    const dead = checkLinks({
      pages: [{ path: '/a', hrefs: ['/b#tarifs', '/b#absent', '/c', '#contact'], ids: ['contact'] }],
      staticFiles: new Set(),
      idsOf: (path) => ids.get(path),
    });
    expect(dead.map((link) => `${link.page} ${link.href} ${link.reason.kind}`)).toEqual([
      '/a /b#absent anchor',
      '/a /c page',
    ]);
  });
});
