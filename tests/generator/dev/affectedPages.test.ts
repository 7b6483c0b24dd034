import { describe, expect, it } from 'vitest';
import { affectedPages } from '../../../generator/dev/affectedPages.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { fixtureRoot } from '../../helpers/tempSite.js';

const content = validateContent(await loadContent(fixtureRoot), { env: {} });
const routes = routePages(content);
const paths = (result: ReturnType<typeof affectedPages>) => (result === 'all' ? 'all' : result.map((route) => route.path));

describe('affectedPages', () => {
  it('renders only the pages that read a changed file', () => {
    expect(paths(affectedPages(['content/pages/cgv.md'], routes, routes))).toEqual(['/cgv']);
    expect(paths(affectedPages(['content/sectors/sante.yaml'], routes, routes))).toEqual(['/', '/secteurs/sante']);
  });

  it('renders every local page when the shared local sections change, and one when its own file does', () => {
    expect(paths(affectedPages(['content/local-sections.yaml'], routes, routes))).toEqual(['/metz', '/moselle', '/nancy', '/verdun', '/vosges']);
    expect(paths(affectedPages(['content/local/metz.yaml'], routes, routes))).toEqual(['/metz']);
  });

  it('renders everything for what every page shows', () => {
    expect(affectedPages(['content/site.yaml'], routes, routes)).toBe('all');
    expect(affectedPages(['content/navigation.yaml'], routes, routes)).toBe('all');
    expect(affectedPages(['templates/layout/Footer.tsx'], routes, routes)).toBe('all');
    // Every page carries the cart's products (names, prices) for the drawer.
    expect(affectedPages(['content/offers/fibre.yaml'], routes, routes)).toBe('all');
    expect(affectedPages(['content/catalogue.yaml'], routes, routes)).toBe('all');
  });

  it('renders everything when a page appears or a town is renamed (footer links)', () => {
    expect(affectedPages(['content/local/epinal.yaml'], routes, routes.filter((route) => route.path !== '/vosges'))).toBe('all');
    const renamed = routes.map((route) => (route.page === 'local' && route.path === '/metz' ? { ...route, props: { ...route.props, page: { ...route.props.page, name: 'Metz-Ville' } } } : route));
    expect(affectedPages(['content/local/metz.yaml'], routes, renamed)).toBe('all');
  });
});
