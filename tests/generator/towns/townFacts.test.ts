import sharp from 'sharp';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite, type PreparedSite } from '../../../generator/prepareSite.js';
import { renderSite } from '../../../generator/renderSite.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { generateSitemap } from '../../../generator/write/sitemap.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};
const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');
const table = 'content/local/towns.csv';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
  await site.write(table, await fixture('towns.csv'));
  await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
});
afterEach(() => site.remove());

/** Writes a file in a folder the fixture site lacks. */
async function writeNew(file: string, contents: string | Buffer) {
  await mkdir(path.dirname(path.join(site.root, file)), { recursive: true });
  await writeFile(path.join(site.root, file), contents);
}
const prepare = () => prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
function page(prepared: PreparedSite, address: string): string {
  const routes = prepared.routes.filter((route) => route.path === address);
  return htmlText([...renderSite(prepared, assets, { routes })][0]!.html);
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \t\n]+/g, ' ');
const facts = (html: string) => text(/<dl>(.*?)<\/dl>/s.exec(html)![1]!).trim();

describe('the facts of a town page (issue 31)', () => {
  it('come from the columns of its row: population and its year, postcodes, INSEE code, intercommunalité, département, region', async () => {
    const prepared = await prepare();
    expect(prepared.problems).toEqual([]);
    const strasbourg = page(prepared, '/strasbourg');
    expect(facts(strasbourg)).toBe(
      'Population 293\u202f771 habitants (population légale 2023) Code postal 67000, 67100, 67200 Code Insee 67482 ' +
        'Intercommunalité Eurométropole de Strasbourg Département Bas-Rhin (67) Région Grand Est',
    );
    expect(strasbourg).toContain('<dd><a href="/communes/bas-rhin">Bas-Rhin (67)</a></dd>');
    // The only town of its intercommunalité in the table: no sentence announcing others.
    expect(text(strasbourg)).not.toContain('fait partie');
    expect(text(page(prepared, '/la-maxe'))).toContain(
      'La Maxe fait partie de Metz Métropole. D’autres communes de l’intercommunalité\u00a0:',
    );
    // A population the data does not date: shown without a year.
    expect(facts(page(prepared, '/la-maxe'))).toContain('Population 906 hab. Code postal 57140');
    expect(facts(page(prepared, '/la-maxe'))).toContain('Intercommunalité Metz Métropole');
  });

  it('are those of the columns the table has: a table of the first five columns still builds, without the others', async () => {
    await site.write(
      table,
      'slug,name,departement,postcodes,population\nla-maxe,La Maxe,57,57140,906\nles-etangs,Les Étangs,57,57530,\n',
    );
    const prepared = await prepare();
    expect(prepared.problems).toEqual([]);
    expect(facts(page(prepared, '/la-maxe'))).toBe('Population 906 hab. Code postal 57140 Département Moselle (57)');
    expect(facts(page(prepared, '/les-etangs'))).toBe('Code postal 57530 Département Moselle (57)');
    // Without an intercommunalité, the towns next by name.
    expect(page(prepared, '/la-maxe')).toContain(
      '<ul class="town-list"><li><a href="/les-etangs">Les Étangs</a></li></ul>',
    );
  });

  it('refuses a year that is not one, or a census to come, at its cell', async () => {
    const next = new Date().getFullYear() + 1;
    await site.edit(table, '57452,Metz Métropole,200039865,Grand Est,', '57452,Metz Métropole,200039865,Grand Est,23');
    const prepared = await prepare();
    expect(prepared.problems.map((problem) => `${problem.position.line}:${problem.field} ${problem.message}`)).toEqual([
      '5:populationYear "23" is not the year of a population',
    ]);
    await site.edit(table, 'Grand Est,23', `Grand Est,${next}`);
    expect((await prepare()).problems.map((problem) => problem.message)).toEqual([
      `"${next}" is not the year of a population`,
    ]);
  });
});

describe('an editor’s file about one town, content/local/towns/<slug>.yaml (issue 31)', () => {
  it('is shown on its page: a note, a reference client, a photo with its description', async () => {
    const photo = sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#8aa' } }).jpeg();
    await writeNew('public/images/communes/les-etangs.jpg', await photo.toBuffer());
    await writeNew(
      'content/local/towns/les-etangs.yaml',
      [
        'note: Nous équipons les artisans de la zone d’activités des Étangs depuis 2019.',
        'client:',
        '  name: Menuiserie Exemple',
        '  activity: menuiserie',
        '  quote: Le standard a remplacé trois lignes en une matinée.',
        'photo:',
        '  src: /images/communes/les-etangs.jpg',
        '  alt: L’église des Étangs vue de la rue principale',
        '',
      ].join('\n'),
    );
    const prepared = await prepare();
    expect(prepared.problems).toEqual([]);
    const html = page(prepared, '/les-etangs');
    expect(text(html)).toContain('Nous équipons les artisans de la zone d’activités des Étangs depuis 2019.');
    expect(text(html)).toContain('Le standard a remplacé trois lignes en une matinée. Menuiserie Exemple , menuiserie');
    // Published as a picture of the files the image stage encodes, lazily (it is far down the page).
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="\/assets\/images\/les-etangs-\w+-480\.avif 480w, /,
    );
    expect(html).toMatch(
      /<img src="\/assets\/images\/les-etangs-\w+-1200\.jpg" srcSet="[^"]+1600\.jpg 1600w" sizes="[^"]+" alt="L’église des Étangs vue de la rue principale" width="1600" height="1000" loading="lazy" decoding="async"\/><\/picture>/,
    );
    const route = prepared.routes.find((each) => each.path === '/les-etangs')!;
    expect(route.sources).toContain('content/local/towns/les-etangs.yaml');
    expect(page(prepared, '/la-maxe')).not.toContain('Menuiserie Exemple');
  });

  it('is refused when no row has its slug, with the nearest slug as a hint', async () => {
    await writeNew('content/local/towns/les-etang.yaml', 'note: Une note.\n');
    const prepared = await prepare();
    expect(
      prepared.problems.map((problem) => [
        `${problem.position.file}:${problem.position.line}`,
        problem.message,
        problem.hint,
      ]),
    ).toEqual([
      [
        'content/local/towns/les-etang.yaml:1',
        'no row of content/local/towns.csv has the slug "les-etang": this file would be shown on no page',
        "name the file after the slug of its town's row (did you mean les-etangs.yaml?), or remove it.",
      ],
    ]);
    expect(prepared.problems[0]!.fr!.message).toBe(
      'aucune ligne de content/local/towns.csv n’a le slug «\u00a0les-etang\u00a0»\u00a0: ce fichier ne s’afficherait sur aucune page',
    );
  });

  it('is refused for a town whose page is written by hand, which would not show it', async () => {
    await writeNew('content/local/towns/metz.yaml', 'note: Une note.\n');
    const prepared = await prepare();
    expect(
      prepared.problems.map((problem) => `${problem.position.file}:${problem.position.line} ${problem.message}`),
    ).toEqual([
      'content/local/towns/metz.yaml:1 content/local/metz.yaml writes the page of "metz" by hand: this file would be shown on no page',
    ]);
  });
});

describe('towns.index in content/site.yaml (issue 31)', () => {
  const setIndex = async (setting: string) =>
    site.write('content/site.yaml', `${await site.read('content/site.yaml')}\ntowns:\n  index: ${setting}\n`);

  it('by default indexes the towns of at least 2,000 inhabitants and those with a file (issue 43)', async () => {
    await writeNew('content/local/towns/les-etangs.yaml', 'note: Une note de l’équipe.\n');
    const prepared = await prepare();
    const sitemap = generateSitemap(prepared.routes, 'https://example.fr');
    // 906 inhabitants: published, linked, noindex, out of the sitemap.
    expect(page(prepared, '/la-maxe')).toContain('<meta name="robots" content="noindex"/>');
    expect(sitemap).not.toContain('/la-maxe<');
    expect(page(prepared, '/moselle')).toContain('<a href="/la-maxe">La Maxe</a>');
    // 4,132 inhabitants, and a town with an editor's file.
    expect(page(prepared, '/le-ban-saint-martin')).toContain('<link rel="canonical"');
    expect(sitemap).toContain('<loc>https://example.fr/le-ban-saint-martin</loc>');
    expect(sitemap).toContain('<loc>https://example.fr/les-etangs</loc>');
  });

  it('by default indexes a small town that a customer’s reference names', async () => {
    await writeNew(
      'content/references/garage-maxe.yaml',
      [
        'client: Garage de test à La Maxe',
        'sector: finance',
        'town: la-maxe',
        'quote: Une citation de test.',
        'author: Auteur M.',
        'position: Gérant',
        '',
      ].join('\n'),
    );
    const prepared = await prepare();
    expect(prepared.problems).toEqual([]);
    expect(page(prepared, '/la-maxe')).toContain('<link rel="canonical"');
    expect(generateSitemap(prepared.routes, 'https://example.fr')).toContain('<loc>https://example.fr/la-maxe</loc>');
  });

  it('`all` indexes every town page', async () => {
    await setIndex('all');
    const prepared = await prepare();
    expect(page(prepared, '/la-maxe')).toContain('<link rel="canonical"');
    expect(generateSitemap(prepared.routes, 'https://example.fr')).toContain('<loc>https://example.fr/la-maxe</loc>');
  });

  it('with a population, marks the smaller towns noindex and leaves them out of the sitemap, still listed and linked', async () => {
    await setIndex('{ minPopulation: 4000 }');
    await writeNew('content/local/towns/les-etangs.yaml', 'note: Une note de l’équipe.\n');
    const prepared = await prepare();
    expect(prepared.problems).toEqual([]);
    const sitemap = generateSitemap(prepared.routes, 'https://example.fr');
    const maxe = page(prepared, '/la-maxe');
    expect(maxe).toContain('<meta name="robots" content="noindex"/>');
    expect(maxe).not.toContain('rel="canonical"');
    expect(sitemap).not.toContain('/la-maxe<');
    expect(page(prepared, '/moselle')).toContain('<a href="/la-maxe">La Maxe</a>');
    expect(page(prepared, '/le-ban-saint-martin')).toContain('<a href="/la-maxe">La Maxe</a>');
    // 4,132 inhabitants, and a town with an editor's file: indexed.
    expect(page(prepared, '/le-ban-saint-martin')).not.toContain('noindex');
    expect(sitemap).toContain('/le-ban-saint-martin<');
    expect(sitemap).toContain('/les-etangs<');
  });

  it('`edited` indexes the town pages with an editor’s file alone', async () => {
    await setIndex('edited');
    await writeNew('content/local/towns/les-etangs.yaml', 'note: Une note de l’équipe.\n');
    const prepared = await prepare();
    const sitemap = generateSitemap(prepared.routes, 'https://example.fr');
    expect(sitemap).toContain('/les-etangs<');
    expect(sitemap).not.toContain('/le-ban-saint-martin<');
    expect(page(prepared, '/le-ban-saint-martin')).toContain('<meta name="robots" content="noindex"/>');
  });
});
