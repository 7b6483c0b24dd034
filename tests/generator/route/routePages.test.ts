import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { fileForPath } from '../../../generator/route/route.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { repoRoot } from '../../helpers/tempSite.js';

const content = validateContent(await loadContent(repoRoot), { env: {} });

describe('routePages', () => {
  it('maps the spec routes built so far to pages with their files', () => {
    const table = Object.fromEntries(routePages(content).map((route) => [route.path, route.file]));
    expect(Object.keys(table)).toHaveLength(32);
    expect(table).toEqual({
      '/': 'index.html',
      '/standard-telephonique-virtuel': 'standard-telephonique-virtuel.html',
      '/fibre-professionnelle': 'fibre-professionnelle.html',
      '/equipements': 'equipements.html',
      '/fonctionnalites': 'fonctionnalites.html',
      ...Object.fromEntries(['education', 'finance', 'administration', 'hotellerie', 'retail', 'transport', 'sante', 'industrie'].map((slug) => [`/secteurs/${slug}`, `secteurs/${slug}.html`])),
      ...Object.fromEntries(['bar-le-duc', 'bas-rhin', 'haut-rhin', 'metz', 'meurthe-et-moselle', 'meuse', 'moselle', 'nancy', 'strasbourg', 'thionville', 'verdun', 'vosges'].map((slug) => [`/${slug}`, `${slug}.html`])),
      '/centre-aide': 'centre-aide.html',
      '/documentation': 'documentation.html',
      '/tutoriels-video': 'tutoriels-video.html',
      '/mentions-legales': 'mentions-legales.html',
      '/cgv': 'cgv.html',
      '/politique-confidentialite': 'politique-confidentialite.html',
      '/404': '404.html',
    });
  });

  it('gives each page its own title and description', () => {
    const routes = routePages(content);
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.description)).size).toBe(routes.length);
  });

  it('keeps the 404 page out of the sitemap', () => {
    expect(routePages(content).find((route) => route.path === '/404')?.sitemap).toBeUndefined();
  });

  it('writes nested routes into folders served at clean URLs', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/secteurs/sante')).toBe('secteurs/sante.html');
  });
});
