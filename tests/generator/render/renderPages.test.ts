import { describe, expect, it } from 'vitest';
import { formatError } from '../../../generator/errors.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { createLayoutShell, renderPage } from '../../../generator/render/renderPages.js';
import type { Route } from '../../../generator/route/route.js';
import { routePages } from '../../../generator/route/routePages.js';
import { pages } from '../../../templates/pages/pages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { createTempSite, fixtureRoot } from '../../helpers/tempSite.js';

const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const context = {
  site: content.site,
  navigation: content.navigation,
  localLinks: [{ label: 'Metz', href: '/metz' }],
  assets: {
    css: { href: '/assets/site.css', integrity: 'sha384-css' },
    js: { href: '/assets/main.js', integrity: 'sha384-js' },
    preload: [],
    chatCss: { href: '/assets/chat.css', integrity: 'sha384-chat' },
  },
};
const routes = routePages(content);

describe('renderPage', () => {
  it('writes a complete French document with title, description, canonical and Open Graph', () => {
    const cgv = routes.find((route) => route.path === '/cgv')!;
    const html = renderPage(cgv, context);
    expect(html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    expect(html).toContain(`<title>Conditions générales de vente | ${content.site.brand.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${content.site.baseUrl}/cgv"/>`);
    expect(html).toContain(`<meta property="og:url" content="${content.site.baseUrl}/cgv"/>`);
    expect(html).toContain('<meta property="og:locale" content="fr_FR"/>');
    expect(html).toContain(`<meta name="description" content="${cgv.description}"/>`);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });

  it('keeps the 404 page out of search engines', () => {
    const html = renderPage(
      routes.find((route) => route.path === '/404')!,
      context,
    );
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('writes a Markdown page’s body as HTML in its article, placeholders filled from site.yaml', async () => {
    const site = await createTempSite();
    await site.write(
      'content/pages/essai.md',
      '---\ntitle: Essai\ndescription: Une page d’essai.\nupdated: 2025-03-04\n---\n\nÉditeur : **{legal.company}**, joignable au {phone}.\n',
    );
    const fixture = validateContent(await loadContent(site.root), { env: {} });
    await site.remove();
    const html = renderPage(
      routePages(fixture).find((route) => route.path === '/essai')!,
      { ...context, site: fixture.site },
    );
    expect(html).toContain('Dernière mise à jour\u00a0: 4 mars 2025');
    expect(html).toContain(
      `<article class="prose"><p>Éditeur\u00a0: <strong>${fixture.site.legal.company}</strong>, joignable au ${fixture.site.contact.phone.display}.</p>\n</article>`,
    );
  });

  it('names the page and the template when a template breaks, keeping the stack', () => {
    const notFound = pages.notFound;
    pages.notFound = function Broken(): never {
      throw new TypeError('cannot read the price');
    };
    const route: Route = {
      path: '/casse',
      file: 'casse.html',
      title: 'Casse',
      description: 'x',
      page: 'notFound',
      props: {},
      sources: ['content/casse.yaml'],
    };
    let caught: unknown;
    try {
      renderPage(route, context);
    } catch (error) {
      caught = error;
    }
    pages.notFound = notFound;
    const text = formatError(caught);
    expect(text).toMatch(
      /^Internal error: Error: while rendering \/casse with Broken \(from content\/casse\.yaml\): cannot read the price\n\s+at /,
    );
  });

  it('gives every page the same bytes with the layout rendered once (createLayoutShell)', () => {
    const whole = createLayoutShell(context);
    const drawn = routes.filter((route) => route.page !== 'markdown');
    expect(drawn.map((route) => route.page)).toEqual(expect.arrayContaining(['home', 'sector', 'local', 'notFound']));
    for (const route of drawn) expect(whole(route)).toBe(renderPage(route, context));
  });

  it('names the page and the template when a template breaks with the layout rendered once', () => {
    const route = routes.find((each) => each.page === 'notFound')!;
    const notFound = pages.notFound;
    pages.notFound = function Broken(): never {
      throw new TypeError('cannot read the price');
    };
    try {
      expect(() => createLayoutShell(context)(route)).toThrow(/^while rendering \/404 with Broken \(from /);
    } finally {
      pages.notFound = notFound;
    }
  });
});
