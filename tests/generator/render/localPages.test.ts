import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { fixtureRoot } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const context = {
  site: content.site,
  navigation: content.navigation,
  localLinks: [],
  assets: testAssets,
};
const routes = routePages(content);
const html = (path: string) =>
  renderPage(
    routes.find((route) => route.path === path)!,
    context,
  );
const meta = (page: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"/>`).exec(page)?.[1];

/** What the fixture's local pages say: region, kind, reply time, hours, call-to-action wording. */
const expected = [
  ['metz', 'FR-57', 'city', 2, '8h–18h', 'Devis gratuit'],
  ['nancy', 'FR-54', 'city', 2, '8h–18h', 'Audit télécom gratuit'],
  ['verdun', 'FR-55', 'city', 4, '8h–18h', 'Conseil personnalisé'],
  ['moselle', 'FR-57', 'department', 1, '7h–19h', 'Devis départemental'],
  ['vosges', 'FR-88', 'department', 3, '8h–18h', 'Étude montagne gratuite'],
] as const;

describe('local pages', () => {
  it.each(expected)(
    '/%s has its own head, geo tags, hours, reply time and structured data',
    (slug, region, kind, reply, hours, cta) => {
      const page = html(`/${slug}`);
      const entry = content.local.find((local) => local.slug === slug)!.data;
      expect(page).toContain(`<title>${entry.title} | ${content.site.brand.name}</title>`);
      expect(page).toContain(`<link rel="canonical" href="${content.site.baseUrl}/${slug}"/>`);
      expect(meta(page, 'keywords')).toBe(entry.keywords.join(', '));
      expect(page).toContain(`<meta property="og:title" content="${entry.ogTitle}"/>`);
      expect(page).toContain(`<meta property="og:description" content="${entry.ogDescription}"/>`);
      expect(meta(page, 'geo.region')).toBe(region);
      expect(meta(page, 'geo.placename')).toBe(entry.geo.placename);
      if (kind === 'city') {
        const [lat, lon] = meta(page, 'geo.position')!.split(';').map(Number);
        expect(lat).toBeGreaterThan(47.4);
        expect(lat).toBeLessThan(49.6);
        expect(lon).toBeGreaterThan(4.8);
        expect(lon).toBeLessThan(8.3);
        expect(meta(page, 'ICBM')).toBe(`${lat}, ${lon}`);
      } else {
        expect(meta(page, 'geo.position')).toBeUndefined();
        expect(meta(page, 'ICBM')).toBeUndefined();
      }
      expect(page).toContain(`Réponse sous ${reply}h`);
      expect(page).toContain(`Du lundi au vendredi, ${hours}`);
      expect(page).toContain(`>${cta}</a>`);
      expect(page).toContain(`href="/?demande=${encodeURIComponent(`${cta} – ${entry.name}`)}#contact"`);

      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1];
      const graph = JSON.parse(json!)['@graph'] as Record<string, any>[];
      // The business is defined on the home page only: here a Service it provides, by @id.
      expect(graph.map((node) => node['@type'])).toEqual(['WebPage', 'BreadcrumbList', 'Service']);
      const service = graph[2]!;
      expect(service.provider).toEqual({ '@id': `${content.site.baseUrl}/#organisation` });
      expect(service.areaServed).toMatchObject({
        '@type': kind === 'city' ? 'City' : 'AdministrativeArea',
        name: entry.geo.placename,
      });
      // The local line's hours and reply time belong to the Service's channel, not to the business.
      const [opens, closes] = hours.split('–').map((part) => `${part.replace('h', '').padStart(2, '0')}:00`);
      expect(service.availableChannel.processingTime).toBe(`PT${reply}H`);
      expect(service.availableChannel.servicePhone.telephone).toBe(content.site.contact.phone.tel);
      expect(service.availableChannel.servicePhone.hoursAvailable).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens,
          closes,
        },
      ]);
    },
  );

  it('shows the six shared sections with the place filled in', () => {
    const page = html('/vosges');
    for (const section of content.localSections.sections)
      expect(page).toContain(section.heading.replaceAll('{place}', 'Vosges'));
    expect(page).not.toContain('{place}');
  });
});

describe('sector pages', () => {
  it('each has a hero leading to the demo and contact blocks of its sector', () => {
    for (const { slug, data } of content.sectors) {
      const page = html(`/secteurs/${slug}`);
      expect(page).toContain('href="#demo-request"');
      expect(page).toContain('id="demo-request"');
      expect(page).toContain('id="contact"');
      expect(page).toContain(`&quot;sector&quot;:&quot;${data.page!.sector.replaceAll('&', '&amp;')}&quot;`);
    }
  });

  it('education shows two testimonials and a brochure button leading to the demo form with its reason', () => {
    const page = html('/secteurs/education');
    expect(page.match(/class="card testimonial"/g)).toHaveLength(2);
    expect(page).toContain(
      `href="?demande=${encodeURIComponent('Je souhaite recevoir la brochure Éducation.')}#demo-request">Télécharger la brochure</a>`,
    );
  });

  it('finance shows the audit button and its 99,9 % availability', () => {
    const page = html('/secteurs/finance');
    expect(page).toContain('99,9\u00a0%');
    expect(page).toContain('>Demander un audit gratuit</a>');
  });
});

describe('home sections leading to them', () => {
  it('links the sector cards in their order, and opens partners and the voice studio in a new tab', () => {
    const page = html('/');
    const cards = [
      ...page.matchAll(/<li class="card sector-card[^"]*">.*?<h3>([^<]+)<\/h3>.*?href="(\/secteurs\/[a-z]+)"/g),
    ].map((match) => [match[1], match[2]]);
    expect(cards).toEqual([
      ['Éducation', '/secteurs/education'],
      ['Finance &amp; Assurance', '/secteurs/finance'],
      ['Santé', '/secteurs/sante'],
    ]);
    const external = [...page.matchAll(/<a class="btn[^"]*" href="(https:[^"]+)"([^>]*)>/g)];
    expect(external.length).toBe(5);
    for (const [, , attributes] of external) expect(attributes).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('shows « Bientôt disponible », disabled, for a sector without a page', () => {
    const withoutPage = {
      ...content,
      sectors: content.sectors.map((sector) =>
        sector.slug === 'sante' ? { ...sector, data: { ...sector.data, page: undefined } } : sector,
      ),
    };
    const home = routePages(withoutPage).find((route) => route.path === '/')!;
    const page = renderPage(home, context);
    expect(page).toContain('<button type="button" class="btn btn-outline" disabled="">Bientôt disponible</button>');
    expect(page).not.toContain('href="/secteurs/sante"');
    expect(routePages(withoutPage).some((route) => route.path === '/secteurs/sante')).toBe(false);
  });
});
