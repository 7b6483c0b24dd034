import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, builtFixture, contentCheckFailed, errorLines, replace } from '../../helpers/slipBuild.js';
import { repoRoot, type TempSite } from '../../helpers/tempSite.js';

const nb = '\u00a0';
let site: TempSite;
beforeAll(async () => {
  site = await builtFixture();
}, 60_000);
afterAll(() => site.remove());

/** A new file copied from one of the site, each `[search, replacement]` replaced everywhere. */
async function copied(file: string, ...edits: [string, string][]): Promise<() => string> {
  let text = await site.read(file);
  for (const [search, replacement] of edits) {
    if (!text.includes(search)) throw new Error(`${file} does not contain ${JSON.stringify(search)}`);
    text = text.replaceAll(search, replacement);
  }
  return () => text;
}

/** The line starting with `start` and its hint, among what a build printed (other checks' warnings aside). */
function told(output: string, start: string): string[] {
  const lines = errorLines(output);
  const at = lines.findIndex((line) => line.startsWith(start));
  return at < 0 ? [] : lines.slice(at, at + 2);
}

describe('page slips that went live in silence (issue 44)', () => {
  it('warns at a copied page that keeps the title and description of the page it was copied from', async () => {
    const result = await buildSlip(site, { 'content/pages/cgv-2.md': await copied('content/pages/cgv.md') });
    expect(result.code).toBe(0);
    expect(told(result.stderr, 'warning: content/pages/cgv-2.md:2:8')).toEqual([
      'warning: content/pages/cgv-2.md:2:8 title: this title is also the title of content/pages/cgv.md:2:8: search results would show two pages under one name, and a visitor could not tell which one to open',
      '  hint: give each page its own title, saying what this page is about (60 characters at most).',
    ]);
    expect(told(result.stderr, 'warning: content/pages/cgv-2.md:3:14')[0]).toBe(
      'warning: content/pages/cgv-2.md:3:14 description: this description is also the description of content/pages/cgv.md:3:14: search engines would show one summary for two pages',
    );
    expect(told(result.french, `avertissement${nb}: content/pages/cgv-2.md:2:8`)).toEqual([
      `avertissement${nb}: content/pages/cgv-2.md:2:8 title${nb}: ce titre est déjà celui de content/pages/cgv.md:2:8${nb}: les résultats de recherche montreraient deux pages sous un même nom, et le visiteur ne saurait laquelle ouvrir`,
      `  conseil${nb}: donnez à chaque page son propre titre, qui dit de quoi parle cette page (60 caractères au plus).`,
    ]);
  });

  it('warns once, naming the first page and how many others, when many pages share one description', async () => {
    const pages: Record<string, () => string> = {};
    for (const index of [1, 2, 3, 4, 5])
      pages[`content/pages/note-${index}.md`] = () =>
        `---\ntitle: Note numéro ${index}\ndescription: Une note de test.\n---\n\nTexte ${index}.\n`;
    const result = await buildSlip(site, pages);
    expect(result.code).toBe(0);
    const shared = errorLines(result.stderr).filter((line) => line.includes('this description is also'));
    expect(shared).toEqual([
      'warning: content/pages/note-2.md:3:14 description: this description is also the description of content/pages/note-1.md:3:14 and of 3 other pages (content/pages/note-3.md, content/pages/note-4.md, content/pages/note-5.md): search engines would show one summary for 5 pages',
    ]);
    expect(errorLines(result.french).filter((line) => line.includes('cette description est déjà'))).toEqual([
      `avertissement${nb}: content/pages/note-2.md:3:14 description${nb}: cette description est déjà celle de content/pages/note-1.md:3:14 et de 3 autres pages (content/pages/note-3.md, content/pages/note-4.md, content/pages/note-5.md)${nb}: les moteurs de recherche montreraient un même résumé pour 5 pages`,
    ]);
  });

  it('warns of a title that ends with the brand and of Markdown or HTML in a title or description', async () => {
    const result = await buildSlip(site, {
      'content/pages/tarifs.md': () =>
        '---\ntitle: Tarifs des offres | Telorys\ndescription: Nos **tarifs** les plus bas pour les entreprises du Grand Est.\n---\n\nTexte.\n',
      'content/pages/offres.md': () =>
        '---\ntitle: Les <em>offres</em> du moment\ndescription: Les offres du moment pour les entreprises du Grand Est.\n---\n\nTexte.\n',
    });
    expect(result.code).toBe(0);
    expect(told(result.stderr, 'warning: content/pages/tarifs.md:2:8')).toEqual([
      'warning: content/pages/tarifs.md:2:8 title: this title ends with "| Telorys", and the site adds " | Telorys" after every title: search results and the browser tab would read "Tarifs des offres | Telorys | Telorys"',
      '  hint: remove "| Telorys" from the end of the title; the site adds the brand itself.',
    ]);
    expect(told(result.stderr, 'warning: content/pages/tarifs.md:3:14')[0]).toBe(
      'warning: content/pages/tarifs.md:3:14 description: this description holds **, which is Markdown or HTML: a description is plain text, and search results would show ** as typed',
    );
    expect(told(result.french, `avertissement${nb}: content/pages/offres.md:2:8`)).toEqual([
      `avertissement${nb}: content/pages/offres.md:2:8 title${nb}: ce titre contient <em>, du Markdown ou du HTML${nb}: un titre est du texte simple, et les résultats de recherche montreraient <em> tel quel`,
      `  conseil${nb}: écrivez le titre sans <em>${nb}: ni ** ni _ pour le gras ou l’italique, ni [lien](…), ni <balise>.`,
    ]);
  });

  it('warns at a sector page whose title, or home card title, is another sector’s', async () => {
    const result = await buildSlip(site, {
      'content/sectors/sante.yaml': (text) =>
        replace(
          'title: Téléphonie pour les établissements de santé',
          'title: Téléphonie pour les établissements scolaires',
        )(replace('title: Santé', 'title: Éducation')(text)),
    });
    expect(result.code).toBe(0);
    expect(told(result.stderr, 'warning: content/sectors/sante.yaml:10:10')[0]).toBe(
      'warning: content/sectors/sante.yaml:10:10 page.title: this title is also the title of content/sectors/education.yaml:10:10: search results would show two pages under one name, and a visitor could not tell which one to open',
    );
    expect(told(result.stderr, 'warning: content/sectors/sante.yaml:4:10')).toEqual([
      'warning: content/sectors/sante.yaml:4:10 card.title: "Éducation" is also the card title of content/sectors/education.yaml:4:10: the home page would show two sector cards "Éducation"',
      '  hint: give this sector’s card the name of its own sector.',
    ]);
    expect(told(result.french, `avertissement${nb}: content/sectors/sante.yaml:4:10`)[0]).toBe(
      `avertissement${nb}: content/sectors/sante.yaml:4:10 card.title${nb}: «${nb}Éducation${nb}» est déjà le titre de la carte de content/sectors/education.yaml:4:10${nb}: la page d’accueil montrerait deux cartes de secteur «${nb}Éducation${nb}»`,
    );
  });

  it('refuses two catalogue products with one name, a block copied with its id and price changed', async () => {
    const result = await buildSlip(site, {
      'content/catalogue.yaml': replace('id: t46u\n    name: Yealink T46U', 'id: t33g-2\n    name: Yealink T33G'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr).filter((line) => !line.startsWith('warning:'))).toEqual([
      'content/catalogue.yaml:30:11 products[1].name: "Yealink T33G" is already the name at content/catalogue.yaml:10:11 (products[0].name): the page, the cart and the quote would show two products under one name, at two prices',
      '  hint: give this one the name of the product it is (such as "Yealink T33G Pro"), or delete it if it is a copy.',
      contentCheckFailed(1),
    ]);
    expect(told(result.french, 'content/catalogue.yaml:30:11')).toEqual([
      `content/catalogue.yaml:30:11 products[1].name${nb}: «${nb}Yealink T33G${nb}» est déjà le nom écrit en content/catalogue.yaml:10:11 (products[0].name)${nb}: la page, le panier et le devis montreraient deux produits sous un même nom, à deux prix`,
      `  conseil${nb}: donnez à celui-ci le nom du produit qu’il est (par exemple «${nb}Yealink T33G Pro${nb}»), ou supprimez-le s’il s’agit d’une copie.`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('warns of an http:// baseUrl, refuses it with --production, and says nothing of a preview on this computer', async () => {
    const insecure = replace('baseUrl: https://www.telorys.fr', 'baseUrl: http://www.telorys.fr');
    const built = await buildSlip(site, { 'content/site.yaml': insecure });
    expect(built.code).toBe(0);
    expect(told(built.stderr, 'warning: content/site.yaml:9:10')).toEqual([
      "warning: content/site.yaml:9:10 baseUrl: the site's address http://www.telorys.fr starts with http://: every canonical address and the sitemap would send search engines and visitors to an unencrypted site",
      "  hint: write the site's https:// address: baseUrl: https://www.telorys.fr",
    ]);
    expect(told(built.french, `avertissement${nb}: content/site.yaml:9:10`)).toEqual([
      `avertissement${nb}: content/site.yaml:9:10 baseUrl${nb}: l’adresse du site http://www.telorys.fr commence par http://${nb}: chaque adresse canonique et le plan du site enverraient moteurs de recherche et visiteurs vers un site non chiffré`,
      `  conseil${nb}: mettez baseUrl à l’adresse du site en https://, https://www.telorys.fr.`,
    ]);

    const before = await site.read('content/site.yaml');
    await site.write('content/site.yaml', insecure(before));
    try {
      const production = await buildInProcess(site.root, { production: true });
      expect(production.code).toBe(1);
      expect(told(production.stderr, 'content/site.yaml:9:10')[0]).toBe(
        "content/site.yaml:9:10 baseUrl: the site's address http://www.telorys.fr starts with http://: every canonical address and the sitemap would send search engines and visitors to an unencrypted site, which --production refuses",
      );
      expect(told(production.french, 'content/site.yaml:9:10')[0]).toContain(', ce que --production refuse');
      const preview = await buildInProcess(site.root, { baseUrl: 'http://localhost:8080' });
      expect(preview.code).toBe(0);
      expect(preview.stderr).not.toContain('http://');
    } finally {
      await site.write('content/site.yaml', before);
    }
  });

  it('warns of a 3-letter title and a 2,000-character description, saying what search engines show', async () => {
    const result = await buildSlip(site, {
      'content/pages/cgv.md': (text) =>
        replace(
          'title: Conditions générales de vente',
          'title: CGV',
        )(replace('description: Conditions générales', `description: ${'Conditions de vente. '.repeat(95)}`)(text)),
    });
    expect(result.code).toBe(0);
    expect(told(result.stderr, 'warning: content/pages/cgv.md:2:8')).toEqual([
      'warning: content/pages/cgv.md:2:8 title: this title is 3 characters long: too short to say what the page offers (under 5), search engines may replace it with one of their own',
      '  hint: write a title of 5 to 60 characters saying what this page offers, such as "Conditions générales de vente".',
    ]);
    expect(told(result.stderr, 'warning: content/pages/cgv.md:3:14')).toEqual([
      'warning: content/pages/cgv.md:3:14 description: this description is 2124 characters long: search engines show about the first 160, and cut the rest',
      '  hint: shorten it to 160 characters at most, the words people search for first.',
    ]);
    expect(told(result.french, `avertissement${nb}: content/pages/cgv.md:2:8`)).toEqual([
      `avertissement${nb}: content/pages/cgv.md:2:8 title${nb}: ce titre fait 3 caractères${nb}: trop court pour dire ce que la page propose (moins de 5), les moteurs de recherche peuvent le remplacer par un titre de leur choix`,
      `  conseil${nb}: écrivez un titre de 5 à 60 caractères qui dit ce que propose cette page, comme «${nb}Conditions générales de vente${nb}».`,
    ]);
    expect(told(result.french, `avertissement${nb}: content/pages/cgv.md:3:14`)[0]).toBe(
      `avertissement${nb}: content/pages/cgv.md:3:14 description${nb}: cette description fait 2124 caractères${nb}: les moteurs de recherche en montrent les 160 premiers environ et coupent le reste`,
    );
  });

  it('warns of a sector page title over 60 characters, which the top-level check does not see', async () => {
    const long = 'Téléphonie pour les hôpitaux, cliniques, centres médicaux et cabinets';
    const result = await buildSlip(site, {
      'content/sectors/sante.yaml': replace('title: Téléphonie pour les établissements de santé', `title: ${long}`),
    });
    expect(result.code).toBe(0);
    expect(told(result.stderr, 'warning: content/sectors/sante.yaml:10:10')[0]).toBe(
      `warning: content/sectors/sante.yaml:10:10 page.title: this title is ${[...long].length} characters long: search results cut it after about 60`,
    );
  });

  it('refuses a city page whose geo.region is another département’s, as the town table says', async () => {
    const table = await readFile(path.join(repoRoot, 'tests/fixtures/towns/towns.csv'), 'utf8');
    const townText = await readFile(path.join(repoRoot, 'tests/fixtures/towns/local-town.yaml'), 'utf8');
    const result = await buildSlip(site, {
      'content/local/metz.yaml': replace('region: FR-57', 'region: FR-54'),
      'content/local/towns.csv': () => table,
      'content/local-town.yaml': () => townText,
    });
    expect(result.code).toBe(1);
    expect(told(result.stderr, 'content/local/metz.yaml:10:11')).toEqual([
      'content/local/metz.yaml:10:11 geo.region: FR-54 is the code of Meurthe-et-Moselle, but Metz is in Moselle (FR-57), as content/local/towns.csv:2 says: search engines would place this page in another département',
      '  hint: write region: FR-57',
    ]);
    expect(errorLines(result.stderr).at(-1)).toBe(contentCheckFailed(1));
    expect(told(result.french, 'content/local/metz.yaml:10:11')).toEqual([
      `content/local/metz.yaml:10:11 geo.region${nb}: FR-54 est le code de Meurthe-et-Moselle, mais Metz est en Moselle (FR-57), comme le dit content/local/towns.csv:2${nb}: les moteurs de recherche placeraient cette page dans un autre département`,
      `  conseil${nb}: mettez geo.region à FR-57.`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses a département page whose geo.region is another département’s', async () => {
    const result = await buildSlip(site, { 'content/local/moselle.yaml': replace('region: FR-57', 'region: FR-54') });
    expect(result.code).toBe(1);
    expect(told(result.stderr, 'content/local/moselle.yaml:10:11')).toEqual([
      'content/local/moselle.yaml:10:11 geo.region: FR-54 is the code of Meurthe-et-Moselle, not of Moselle, whose code is FR-57: search engines would place this page in another département',
      '  hint: write region: FR-57',
    ]);
    expect(told(result.french, 'content/local/moselle.yaml:10:11')[0]).toBe(
      `content/local/moselle.yaml:10:11 geo.region${nb}: FR-54 est le code de Meurthe-et-Moselle, pas de la Moselle, dont le code est FR-57${nb}: les moteurs de recherche placeraient cette page dans un autre département`,
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('warns at a new sector page whose paragraphs are another sector’s word for word, naming both files', async () => {
    const result = await buildSlip(site, {
      'content/sectors/sante-animale.yaml': await copied(
        'content/sectors/sante.yaml',
        ['order: 7', 'order: 9'],
        ['title: Santé', 'title: Cliniques vétérinaires'],
        ['Téléphonie pour les établissements de santé', 'Téléphonie pour les cliniques vétérinaires'],
      ),
    });
    expect(result.code).toBe(0);
    expect(told(result.stderr, 'warning: content/sectors/sante-animale.yaml:5:16')).toEqual([
      "warning: content/sectors/sante-animale.yaml:5:16 card.description: 98 % of this page's text is the text of content/sectors/sante.yaml, starting with this paragraph, also at content/sectors/sante.yaml:5:16: search engines show only one of two pages that say the same, and visitors read another page's promises",
      "  hint: rewrite the copy's paragraphs for its own subject, or delete the copy.",
    ]);
    expect(told(result.french, `avertissement${nb}: content/sectors/sante-animale.yaml:5:16`)).toEqual([
      `avertissement${nb}: content/sectors/sante-animale.yaml:5:16 card.description${nb}: 98${nb}% du texte de cette page est celui de content/sectors/sante.yaml, à commencer par ce paragraphe, aussi en content/sectors/sante.yaml:5:16${nb}: les moteurs de recherche ne montrent qu’une de deux pages qui disent la même chose, et le visiteur lit les promesses d’une autre page`,
      `  conseil${nb}: réécrivez les paragraphes de la copie pour son propre sujet, ou supprimez la copie.`,
    ]);
  });

  it('warns at a city page copied from another that still names the city it was copied from', async () => {
    const result = await buildSlip(site, {
      'content/local/sarreguemines.yaml': await copied(
        'content/local/metz.yaml',
        ['placename: Metz', 'placename: Sarreguemines'],
        ['name: Metz', 'name: Sarreguemines'],
        [`à Metz${nb}: standard virtuel et fibre`, `à Sarreguemines${nb}: standard et fibre`],
        ['entreprises de Metz.', 'entreprises de Sarreguemines.'],
      ),
    });
    expect(result.code).toBe(0);
    expect(told(result.stderr, 'warning: content/local/sarreguemines.yaml')).toEqual([
      'warning: content/local/sarreguemines.yaml:6:12 keywords[0]: this page about Sarreguemines still names "Metz": its text is 94 % the text of content/local/metz.yaml, the page it seems copied from',
      '  hint: replace "Metz" with what is true of Sarreguemines, and rewrite the paragraphs copied from content/local/metz.yaml.',
    ]);
    expect(told(result.french, `avertissement${nb}: content/local/sarreguemines.yaml`)).toEqual([
      `avertissement${nb}: content/local/sarreguemines.yaml:6:12 keywords[0]${nb}: cette page sur Sarreguemines nomme encore «${nb}Metz${nb}»${nb}: son texte est à 94${nb}% celui de content/local/metz.yaml, la page dont elle semble copiée`,
      `  conseil${nb}: remplacez «${nb}Metz${nb}» par ce qui est vrai de Sarreguemines, et réécrivez les paragraphes copiés de content/local/metz.yaml.`,
    ]);
  });

  it('warns at a city page of another département that still names the département of the page it was copied from', async () => {
    const result = await buildSlip(site, {
      'content/local/epinal.yaml': await copied('content/local/metz.yaml', ['Metz', 'Épinal'], ['FR-57', 'FR-88']),
    });
    expect(result.code).toBe(0);
    expect(told(result.stderr, 'warning: content/local/epinal.yaml')).toEqual([
      'warning: content/local/epinal.yaml:6:108 keywords[3]: this page about Épinal still names "Moselle": its text is 80 % the text of content/local/metz.yaml, the page it seems copied from',
      '  hint: replace "Moselle" with what is true of Épinal, and rewrite the paragraphs copied from content/local/metz.yaml.',
    ]);
    expect(told(result.french, `avertissement${nb}: content/local/epinal.yaml`)[1]).toBe(
      `  conseil${nb}: remplacez «${nb}Moselle${nb}» par ce qui est vrai d’Épinal, et réécrivez les paragraphes copiés de content/local/metz.yaml.`,
    );
  });

  it('warns once at each of three copies of one city page, not once for each pair of them', async () => {
    const towns = ['sarreguemines', 'forbach', 'bitche'];
    const copies = await Promise.all(
      towns.map(async (town) => [
        `content/local/${town}.yaml`,
        await copied('content/local/metz.yaml', ['Metz', town[0]!.toUpperCase() + town.slice(1)]),
      ]),
    );
    const result = await buildSlip(site, Object.fromEntries(copies));
    expect(result.code).toBe(0);
    const copyWarnings = errorLines(result.stderr).filter((line) => line.includes(" % of this page's text is "));
    // Four pages alike (metz and its three copies): one is taken for the original, each other one
    // is warned of once, the copy of the page it is most like; by name, as nothing else tells.
    expect(copyWarnings.map((line) => line.split(' ')[1]!.split(':')[0])).toEqual([
      'content/local/forbach.yaml',
      'content/local/metz.yaml',
      'content/local/sarreguemines.yaml',
    ]);
  });

  it('refuses two city pages for one town written with and without its accent', async () => {
    const city = await copied('content/local/verdun.yaml', ['Verdun', 'Épinal'], ['FR-55', 'FR-88']);
    const result = await buildSlip(site, {
      'content/local/epinal.yaml': city,
      'content/local/epinal-ville.yaml': () => city().replace('name: Épinal', 'name: Epinal'),
    });
    expect(result.code).toBe(1);
    expect(told(result.stderr, 'content/local/epinal-ville.yaml:3:7')).toEqual([
      'content/local/epinal-ville.yaml:3:7 name: "Epinal" is already the name of content/local/epinal.yaml: two pages for one place',
      '  hint: remove this file if it is a copy, or give it the name of another place.',
    ]);
    expect(result.outUnchanged).toBe(true);
  });
});
