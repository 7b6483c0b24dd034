import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { fileForPath } from '../../../generator/route/route.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { fixtureRoot } from '../../helpers/tempSite.js';

const content = validateContent(await loadContent(fixtureRoot), { env: {} });

describe('routePages', () => {
  it('maps every page of the fixture site, one per content entry, to its file', () => {
    const table = Object.fromEntries(routePages(content).map((route) => [route.path, route.file]));
    expect(table).toEqual({
      '/': 'index.html',
      '/standard-telephonique-virtuel': 'standard-telephonique-virtuel.html',
      '/fibre-professionnelle': 'fibre-professionnelle.html',
      '/equipements': 'equipements.html',
      '/fonctionnalites': 'fonctionnalites.html',
      '/secteurs/education': 'secteurs/education.html',
      '/secteurs/finance': 'secteurs/finance.html',
      '/secteurs/sante': 'secteurs/sante.html',
      '/metz': 'metz.html',
      '/moselle': 'moselle.html',
      '/nancy': 'nancy.html',
      '/verdun': 'verdun.html',
      '/vosges': 'vosges.html',
      '/centre-aide': 'centre-aide.html',
      '/documentation': 'documentation.html',
      '/tutoriels-video': 'tutoriels-video.html',
      '/mentions-legales': 'mentions-legales.html',
      '/cgv': 'cgv.html',
      '/politique-confidentialite': 'politique-confidentialite.html',
      '/aide/messagerie': 'aide/messagerie.html',
      '/aide/renvoi': 'aide/renvoi.html',
      '/aide/coupure': 'aide/coupure.html',
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
