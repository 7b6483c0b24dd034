import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem, formatProblemIn } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { renderSite } from '../../../generator/renderSite.js';
import { pageHrefs } from '../../../generator/route/checkLinks.js';
import { inlineTownsMax } from '../../../generator/route/townLinks.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
  await site.write(
    'content/local-town.yaml',
    await readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', 'local-town.yaml'), 'utf8'),
  );
});
afterEach(() => site.remove());

const prepare = () => prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });

describe('content/local/towns.csv', () => {
  it('reports every faulty cell at its line and column, naming its column, and builds the other rows', async () => {
    await site.write(
      'content/local/towns.csv',
      [
        'slug,name,departement,postcodes,population',
        'le-ban-saint-martin,Le Ban-Saint-Martin,57,57050,4132',
        'le-ban-saint-martin,Ban-Saint-Martin,57,57050,4132',
        'equipements,Équipements,57,57000,',
        'charmes,Charmes,8,88130,4512',
        '"Vandœuvre",Vandœuvre-lès-Nancy,54,"5450",29942',
        'abaucourt,,54,54610,3 30a',
        '"la-maxe","La Maxe,',
        'Moselle",57,57140,906',
      ].join('\n') + '\n',
    );
    const prepared = await prepare();
    expect(prepared.problems.map(formatProblem)).toEqual([
      'content/local/towns.csv:3:1 slug: "le-ban-saint-martin" is already the slug of line 2\n  hint: each town needs its own address: add the département code, e.g. saint-louis-68.',
      'content/local/towns.csv:5:17 departement: "8" is not a département code\n  hint: write the INSEE code: 57, 2A, 971 (with its leading zero: 08, not 8).',
      'content/local/towns.csv:6:1 slug: "Vandœuvre" cannot be an address: only lowercase letters, digits and single hyphens\n  hint: write the name without accents, spaces or capitals: le-ban-saint-martin.',
      'content/local/towns.csv:6:36 postcodes: "5450" is not a postcode\n  hint: write five digits, several separated by spaces: 57000 57050.',
      'content/local/towns.csv:7:11 name: the name is empty\n  hint: write the name of the commune as it is spelt: Le Ban-Saint-Martin.',
      'content/local/towns.csv:7:21 population: "3 30a" is not a number of inhabitants\n  hint: write a whole number (116581) or leave the cell empty.',
      'content/local/towns.csv:4:1 slug: "equipements" is already the address of a page of the site (/equipements)\n  hint: give this town another slug, e.g. with its département code: equipements-57.',
    ]);
    const nb = '\u00a0';
    expect(prepared.problems.map((problem) => formatProblemIn(problem, 'fr'))).toEqual([
      `content/local/towns.csv:3:1 slug${nb}: «${nb}le-ban-saint-martin${nb}» est déjà le slug de la ligne 2\n  conseil${nb}: chaque commune a besoin de sa propre adresse${nb}: ajoutez le code du département, par exemple saint-louis-68.`,
      `content/local/towns.csv:5:17 departement${nb}: «${nb}8${nb}» n’est pas un code de département\n  conseil${nb}: écrivez le code INSEE${nb}: 57, 2A, 971 (avec son zéro initial${nb}: 08, pas 8).`,
      `content/local/towns.csv:6:1 slug${nb}: «${nb}Vandœuvre${nb}» ne peut pas être une adresse${nb}: seulement des minuscules, des chiffres et des tirets simples\n  conseil${nb}: écrivez le nom sans accents, espaces ni majuscules${nb}: le-ban-saint-martin.`,
      `content/local/towns.csv:6:36 postcodes${nb}: «${nb}5450${nb}» n’est pas un code postal\n  conseil${nb}: écrivez cinq chiffres, plusieurs séparés par des espaces${nb}: 57000 57050.`,
      `content/local/towns.csv:7:11 name${nb}: le nom est vide\n  conseil${nb}: écrivez le nom de la commune avec son orthographe${nb}: Le Ban-Saint-Martin.`,
      `content/local/towns.csv:7:21 population${nb}: «${nb}3 30a${nb}» n’est pas un nombre d’habitants\n  conseil${nb}: écrivez un nombre entier (116581) ou laissez la cellule vide.`,
      `content/local/towns.csv:4:1 slug${nb}: «${nb}equipements${nb}» est déjà l’adresse d’une page du site (/equipements)\n  conseil${nb}: donnez à cette commune un autre slug, par exemple avec le code de son département${nb}: equipements-57.`,
    ]);
    const paths = prepared.routes.map((route) => route.path);
    expect(paths).toContain('/le-ban-saint-martin');
    expect(paths).toContain('/la-maxe');
  });

  it('refuses an INSEE code of another département, of the wrong length, or of another row, and accepts Corsica’s and overseas ones', async () => {
    await site.write(
      'content/local/towns.csv',
      [
        'slug,name,departement,postcodes,population,insee',
        'metz,Metz,57,57000,116581,57463',
        'montigny-les-metz,Montigny-lès-Metz,57,57950,21819,57463',
        'laxou,Laxou,54,54520,14000,57001',
        'epinal,Épinal,88,88000,31491,8816',
        'ajaccio,Ajaccio,2A,20000,73923,2A004',
        'basse-terre,Basse-Terre,971,97100,9793,97105',
        'noumea,Nouméa,988,98800,94285,98818',
        'verdun,Verdun,55,55100,16949,',
      ].join('\n') + '\n',
    );
    const prepared = await prepare();
    expect(prepared.problems.map(formatProblem)).toEqual([
      "content/local/towns.csv:3:52 insee: 57463 is already the INSEE code of line 2\n  hint: each commune has its own code: copy this town's from the official table, or leave the cell empty.",
      'content/local/towns.csv:4:28 insee: "57001" is not the INSEE code of a commune of the département 54\n  hint: write the commune\'s code of five characters, which starts with its département\'s (54001 for the first of 54), as in the official table; or leave the cell empty.',
      'content/local/towns.csv:5:30 insee: "8816" is not the INSEE code of a commune of the département 88\n  hint: write the commune\'s code of five characters, which starts with its département\'s (88001 for the first of 88), as in the official table; or leave the cell empty.',
    ]);
    expect(formatProblemIn(prepared.problems[0]!, 'fr')).toBe(
      'content/local/towns.csv:3:52 insee\u00a0: 57463 est déjà le code INSEE de la ligne 2\n  conseil\u00a0: chaque commune a son propre code\u00a0: recopiez celui de cette commune depuis le tableau officiel, ou laissez la cellule vide.',
    );
    const paths = prepared.routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/metz', '/ajaccio', '/basse-terre', '/noumea', '/verdun']));
    expect(paths).not.toContain('/laxou');
  });

  it('names a column missing from the header and a quote left open', async () => {
    await site.write('content/local/towns.csv', 'slug,nom,departement,postcodes\nmetz,Metz,57,57000\n');
    expect((await prepare()).problems.map(formatProblem)).toEqual([
      'content/local/towns.csv:1:1 the header row lacks the columns name, population\n  hint: the first line names the columns: slug,name,departement,postcodes,population (others may follow).',
    ]);
    await site.write('content/local/towns.csv', 'slug,name,departement,postcodes,population\nmetz,"Metz,57,57000,\n');
    const [problem] = (await prepare()).problems.map(formatProblem);
    expect(problem).toMatch(/^content\/local\/towns\.csv:2:1 the table cannot be read: Quote Not Closed/);
  });

  it('refuses a placeholder no row can fill, at its line in content/local-town.yaml', async () => {
    await site.write(
      'content/local/towns.csv',
      'slug,name,departement,postcodes,population,insee\nmetz,Metz,57,57000,1,57463\n',
    );
    await site.edit('content/local-town.yaml', 'nearbyHeading: Autour {of}', 'nearbyHeading: Autour {nom} {insee}');
    const lines = (await site.read('content/local-town.yaml')).split('\n');
    const line = lines.findIndex((text) => text.startsWith('nearbyHeading')) + 1;
    const [problem] = (await prepare()).problems.map(formatProblem);
    expect(problem).toMatch(
      new RegExp(`^content/local-town\\.yaml:${line}:23 unknown placeholder \\{nom\\} — did you mean \\{name\\}\\?`),
    );
  });

  it('reports every cell of a table of 50,000 rows written in the wrong columns, as problems, not an internal error', async () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => `ville-${index},Ville ${index},Moselle,abc,beaucoup`);
    await site.write('content/local/towns.csv', ['slug,name,departement,postcodes,population', ...rows].join('\n'));
    const { problems } = await prepare();
    // Three faulty cells a row: 150,000 problems, more than one call can take as arguments.
    expect(problems.length).toBe(150_000);
    expect(formatProblem(problems.at(-1)!)).toBe(
      'content/local/towns.csv:50001:37 population: "beaucoup" is not a number of inhabitants\n' +
        '  hint: write a whole number (116581) or leave the cell empty.',
    );
  });

  it(`lists more than ${inlineTownsMax} towns of a département on one page per letter, every town three clicks from home at most`, async () => {
    const names = Array.from(
      { length: inlineTownsMax + 40 },
      (_, index) => `${'ABCDEFGHIJ'[index % 10]}ville ${index}`,
    );
    await site.write(
      'content/local/towns.csv',
      [
        'slug,name,departement,postcodes,population',
        ...names.map(
          (name, index) => `${name.toLowerCase().replace(' ', '-')},${name},57,${57000 + (index % 50) * 10},${index}`,
        ),
      ].join('\n') + '\n',
    );
    const prepared = await prepare();
    expect(prepared.problems).toEqual([]);
    const links = new Map([...renderSite(prepared, assets)].map((page) => [page.route.path, pageHrefs(page.links)]));
    expect(links.get('/moselle')).toContain('/communes/moselle/a');
    expect(links.get('/moselle')).not.toContain('/aville-0');
    expect(links.get('/communes/moselle/a')).toContain('/aville-0');
    const depth = new Map([['/', 0]]);
    for (const [path, steps] of depth) {
      for (const href of links.get(path) ?? []) if (!depth.has(href)) depth.set(href, steps + 1);
    }
    for (const name of names) expect(depth.get(`/${name.toLowerCase().replace(' ', '-')}`)).toBeLessThanOrEqual(3);
  });
});
