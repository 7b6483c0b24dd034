import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite, type PreparedSite } from '../../../generator/prepareSite.js';
import { renderSite } from '../../../generator/renderSite.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};
const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
  await site.write('content/local/towns.csv', await fixture('towns.csv'));
  await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
});
afterEach(() => site.remove());

const prepare = () => prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
function pages(prepared: PreparedSite, paths: string[]): Record<string, string> {
  const routes = prepared.routes.filter((route) => paths.includes(route.path));
  return Object.fromEntries(
    [...renderSite(prepared, assets, { routes })].map((page) => [page.route.path, htmlText(page.html)]),
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('town pages from content/local/towns.csv', () => {
  it('makes a page per row with the shared text and the French prepositions of its name', async () => {
    const prepared = await prepare();
    expect(prepared.problems).toEqual([]);
    const page = pages(prepared, ['/le-ban-saint-martin', '/les-etangs', '/la-maxe'])!;
    expect(page['/le-ban-saint-martin']).toContain(
      '<title>Téléphonie d’entreprise au Ban-Saint-Martin\u00a0: standard virtuel et fibre | ',
    );
    expect(page['/le-ban-saint-martin']).toContain(
      '<h2 id="alentours-title" class="section-title">Autour du Ban-Saint-Martin</h2>',
    );
    expect(page['/les-etangs']).toContain('<h1 id="page-title">Téléphonie d’entreprise aux Étangs</h1>');
    expect(page['/la-maxe']).toContain('pour les entreprises à La Maxe (57140)');
  });

  it('takes hours, reply time, call to action and geo.region from its département’s page', async () => {
    const page = pages(await prepare(), ['/le-ban-saint-martin', '/epinal']);
    const moselle = text(page['/le-ban-saint-martin']!);
    expect(moselle).toContain('Une équipe joignable du lundi au vendredi, 7h–19h, et une réponse par e-mail sous 1 h.');
    expect(page['/le-ban-saint-martin']).toContain('#contact">Devis départemental</a>');
    expect(page['/le-ban-saint-martin']).toContain('<meta name="geo.region" content="FR-57"/>');
    expect(text(page['/epinal']!)).toContain(
      'joignable du lundi au vendredi, 8h–18h, et une réponse par e-mail sous 3 h.',
    );
    expect(page['/epinal']).toContain('Étude montagne gratuite');
  });

  it('takes the site’s defaults when the département has no page, and lists its towns on a page of their own', async () => {
    const prepared = await prepare();
    const page = pages(prepared, ['/strasbourg', '/communes/bas-rhin', '/']);
    expect(text(page['/strasbourg']!)).toContain(
      'joignable du lundi au vendredi, 9h–18h, et une réponse par e-mail sous 2 h.',
    );
    expect(page['/strasbourg']).toContain('<meta name="geo.region" content="FR-67"/>');
    expect(page['/communes/bas-rhin']).toContain('<a href="/strasbourg">Strasbourg</a>');
    expect(page['/']).toContain('<a href="/communes/bas-rhin">Bas-Rhin</a>');
    expect(page['/']).not.toContain('href="/le-ban-saint-martin"');
  });

  it('lets a hand-written content/local/<slug>.yaml win over the row of that slug', async () => {
    const prepared = await prepare();
    const metz = prepared.routes.filter((route) => route.path === '/metz');
    expect(metz).toHaveLength(1);
    expect(metz[0]!.sources).toEqual(['content/local/metz.yaml', 'content/local-sections.yaml']);
    expect(pages(prepared, ['/le-ban-saint-martin'])['/le-ban-saint-martin']).toContain('<a href="/metz">Metz</a>');
  });

  it('links a town to the towns of its intercommunalité, then to its département (issue 31)', async () => {
    const page = pages(await prepare(), ['/le-ban-saint-martin', '/moselle']);
    const nearby = /<nav class="section" aria-labelledby="alentours-title">(.*?)<\/nav>/.exec(
      page['/le-ban-saint-martin']!,
    )![1]!;
    // Metz Métropole: not Les Étangs nor L’Hôpital, whose postcodes and names are as near.
    expect([...nearby.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/la-maxe',
      '/longeville-les-metz',
      '/metz',
      '/moselle',
    ]);
    expect(text(nearby)).toContain(
      'Le Ban-Saint-Martin fait partie de Metz Métropole. D’autres communes de l’intercommunalité :',
    );
    expect(page['/moselle']).toContain(
      '<h3 id="lettre-l">L</h3><ul class="town-list"><li><a href="/l-hopital">L’Hôpital</a></li><li><a href="/la-maxe">La Maxe</a></li>',
    );
  });
});
