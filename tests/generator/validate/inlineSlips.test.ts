import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSlip, builtFixture, contentCheckFailed, errorLines, slipPage } from '../../helpers/slipBuild.js';
import type { TempSite } from '../../helpers/tempSite.js';

// Issue 44, beyond its list: inline Markdown slips CommonMark prints as typed or drops.
let site: TempSite;
beforeAll(async () => {
  site = await builtFixture();
}, 60_000);
afterAll(() => site.remove());

const nb = '\u00a0';

describe('inline Markdown slips', () => {
  it('refuses a link with no text and a link without its closing parenthesis, out/ untouched', async () => {
    const result = await buildSlip(
      site,
      slipPage(
        'Écrivez-nous [](/contact).\n\nVoir [nos tarifs](/cgv et les conditions.\n\n[Le plan](/cgv) (ci-dessus).\n',
      ),
    );
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/essai.md:6:14 the link [](/contact) has no text: visitors cannot see it, and a screen reader reads only its address',
      '  hint: write between the brackets what the link leads to, such as [Nous contacter](/contact).',
      'content/pages/essai.md:8:6 the link [nos tarifs](/cgv lacks its closing parenthesis: it is printed as text, brackets included, and leads nowhere',
      '  hint: close it: [nos tarifs](/cgv).',
      contentCheckFailed(2),
    ]);
    expect(errorLines(result.french).slice(0, 4)).toEqual([
      `content/pages/essai.md:6:14 le lien «${nb}[](/contact)${nb}» n’a pas de texte${nb}: les visiteurs ne le voient pas, et un lecteur d’écran n’en lit que l’adresse`,
      '  conseil\u00a0: écrivez entre les crochets ce vers quoi mène le lien, comme [Nous contacter](/contact).',
      `content/pages/essai.md:8:6 il manque la parenthèse fermante au lien «${nb}[nos tarifs](/cgv${nb}»${nb}: il est affiché comme du texte, crochets compris, et ne mène nulle part`,
      `  conseil${nb}: fermez-le${nb}: [nos tarifs](/cgv).`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('builds a linked image, an escaped bracket and escaped stars without a word', async () => {
    const body =
      '[![Plan](/images/produit/box-fibre.svg)](/cgv)\n\nUn crochet \\[note](/cgv écrit exprès.\n\nDeux étoiles \\*\\*écrites exprès.\n';
    const result = await buildSlip(site, slipPage(body));
    expect(errorLines(result.stderr).filter((line) => line.includes('essai.md'))).toEqual([]);
  });

  it('warns of bold left open and of table cells past the last column, and builds', async () => {
    const body =
      'Un **point important à retenir.\n\nLe nom foo__bar est un identifiant.\n\n| Offre | Prix |\n| --- | --- |\n| Standard | 19 € | par mois |\n| Fibre | `a|b` |\n';
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(0);
    const lines = errorLines(result.stderr).filter((line) => line.includes('essai.md'));
    expect(lines).toEqual([
      'warning: content/pages/essai.md:6:4 ** opens bold or italics that never close in "**point important à retenir.": visitors see the ** as typed',
      'warning: content/pages/essai.md:12:1 this table row has 3 cells and the table 2 columns: what is past the last column ("par mois") is not published',
    ]);
    expect(errorLines(result.french).filter((line) => line.includes('essai.md'))[1]).toBe(
      `avertissement${nb}: content/pages/essai.md:12:1 cette ligne du tableau a 3 cellules et le tableau 2 colonnes${nb}: ce qui dépasse la dernière colonne («${nb}par mois${nb}») n’est pas publié`,
    );
  });

  it('refuses a link to www.… written without https://, giving the address to write', async () => {
    const result = await buildSlip(site, slipPage('Voir [le partenaire](www.example.fr/offres).\n'));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr).slice(0, 2)).toEqual([
      'content/pages/essai.md:6:22 the link www.example.fr/offres leads to a page of this site named www.example.fr/offres, not to another site: an address of another site starts with https://',
      '  hint: write https://www.example.fr/offres.',
    ]);
    expect(errorLines(result.french)[0]).toBe(
      `content/pages/essai.md:6:22 le lien «${nb}www.example.fr/offres${nb}» mène à une page de ce site nommée www.example.fr/offres, pas à un autre site${nb}: l’adresse d’un autre site commence par https://`,
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('warns of an image described by its file name or by the word « image », not of a real description', async () => {
    const image = '/images/produit/box-fibre.svg';
    const body = `![IMG_2034.jpg](${image})\n\n![image](${image})\n\n![La box fibre posée sur un bureau](${image})\n`;
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr).filter((line) => line.includes('essai.md'))).toEqual([
      `warning: content/pages/essai.md:6:2 the description "IMG_2034.jpg" of the image ${image} says nothing of what it shows: screen readers read it as it is, and search engines learn nothing`,
      `warning: content/pages/essai.md:8:2 the description "image" of the image ${image} says nothing of what it shows: screen readers read it as it is, and search engines learn nothing`,
    ]);
    expect(errorLines(result.french).filter((line) => line.includes('essai.md'))[0]).toBe(
      `avertissement${nb}: content/pages/essai.md:6:2 la description «${nb}IMG_2034.jpg${nb}» de l’image ${image} ne dit rien de ce qu’elle montre${nb}: les lecteurs d’écran la lisent telle quelle, et les moteurs de recherche n’en apprennent rien`,
    );
  });

  it('warns of a picture of a YAML file described by a file name, at the line of its alt', async () => {
    const result = await buildSlip(site, {
      'content/home.yaml': (text) => text!.replace(/^ {4}alt: ".*"$/m, '    alt: IMG_2034.jpg'),
    });
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr).filter((line) => line.includes('home.yaml'))[0]).toMatch(
      /^warning: content\/home\.yaml:10:10 hero\.image\.alt: the description "IMG_2034\.jpg" of the image \/images\/\S+ says nothing of what it shows/,
    );
  });
});
