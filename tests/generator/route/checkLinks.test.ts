import { describe, expect, it } from 'vitest';
import { checkLinks, type PageLinks } from '../../../generator/route/checkLinks.js';
import { extractLinks } from '../../../generator/route/extractLinks.js';

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

describe('addresses and ids written with character references (issue 40, point 5)', () => {
  it('reads them as the browser does, before an address is cut at ? and #', () => {
    const html =
      '<a href="/?demande=Devis%20L&#x27;H%C3%B4pital#contact">Devis</a> <a href="/recherche?a=1&amp;b=2#r&#233;sultats">a</a>' +
      ' <a href="#l&#39;equipe">b</a> <a href="/&quot;x&quot;">c</a> <h2 id="l&#x27;equipe">Équipe</h2>';
    expect(extractLinks(html)).toEqual({
      hrefs: ["/?demande=Devis%20L'H%C3%B4pital#contact", '/recherche?a=1&b=2#résultats', "#l'equipe", '/"x"'],
      ids: ["l'equipe"],
    });
  });

  it('finds no dead link in a query holding &#x27;, and the anchor after it', () => {
    const home = extractLinks('<section id="contact"></section>');
    const town = extractLinks(
      '<a href="/?demande=L&#x27;H%C3%B4pital#contact">Devis</a><p id="l&#x27;a"></p><a href="#l&#x27;a">',
    );
    const pages: PageLinks[] = [
      { path: '/', ...home },
      { path: '/l-hopital', ...town },
    ];
    expect(checkLinks({ pages, staticFiles: new Set() })).toEqual([]);
    const missing = extractLinks('<a href="/?demande=L&#x27;H#devis">Devis</a>');
    expect(checkLinks({ pages: [...pages, { path: '/a', ...missing }], staticFiles: new Set() })).toEqual([
      { page: '/a', href: "/?demande=L'H#devis", reason: { kind: 'anchor', target: '/', anchor: 'devis' } },
    ]);
  });
});
