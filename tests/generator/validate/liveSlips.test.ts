import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
});
afterAll(() => site.remove());

const nb = '\u00a0';
const stopped = 'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.';
/** Adds a paragraph at the end of content/pages/cgv.md: its line 165. */
const append = (paragraph: string) => (text: string | undefined) => `${text}\n${paragraph}\n`;

/** The warnings a build printed, each with its hint, without the fixture's missing chat webhook. */
function warnings(output: string): string[] {
  return errorLines(output).filter((line) => !/^(Content|Vérification)/.test(line));
}

describe('slips that went live without a word (issue 32), each named with file:line:field and a fix', () => {
  it('questions a price typed 1900 for 19.00, far above the other plans', async () => {
    const result = await buildSlip(site, { 'content/offers/plans.yaml': replace('price: 19\n', 'price: 1900\n') });
    expect(result.code).toBe(0);
    expect(warnings(result.stderr)).toEqual([
      'warning: content/offers/plans.yaml:8:12 plans[0].price: 1900 € is 56 times more than the other prices of this list (29, 39 €)',
      '  hint: write the price in euros with a point before the cents (19.90 for 19,90 €): did you mean 19? If 1900 € is right, leave it: this is only a warning.',
    ]);
    expect(warnings(result.french)).toEqual([
      `avertissement${nb}: content/offers/plans.yaml:8:12 plans[0].price${nb}: 1900${nb}€ est 56 fois plus que les autres prix de cette liste (29, 39${nb}€)`,
      `  conseil${nb}: écrivez le prix en euros avec un point avant les centimes (19.90 pour 19,90${nb}€)${nb}: vouliez-vous écrire 19${nb}? Si 1900${nb}€ est juste, laissez-le${nb}: ce n’est qu’un avertissement.`,
    ]);
  });

  it('questions a plan cheaper than the plan before it', async () => {
    const result = await buildSlip(site, { 'content/offers/plans.yaml': replace('price: 29\n', 'price: 9\n') });
    expect(result.code).toBe(0);
    expect(warnings(result.stderr)).toEqual([
      'warning: content/offers/plans.yaml:22:12 plans[1].price: Équipe costs 9 €, less than Essentiel before it (19 €): the plans are shown side by side, each one dearer than the one before',
      "  hint: check both prices (a digit too many or too few?); to show Équipe first, move its block above Essentiel's.",
    ]);
    expect(warnings(result.french)[0]).toBe(
      `avertissement${nb}: content/offers/plans.yaml:22:12 plans[1].price${nb}: Équipe coûte 9${nb}€, moins que Essentiel qui le précède (19${nb}€)${nb}: les formules sont présentées côte à côte, chacune plus chère que la précédente`,
    );
  });

  it('questions a feature line typed without its "- ", which YAML folds into the line above', async () => {
    const result = await buildSlip(site, {
      'content/offers/plans.yaml': replace('      - Musique d’attente\n', '        Musique d’attente\n'),
    });
    expect(result.code).toBe(0);
    expect(warnings(result.stderr)).toEqual([
      'warning: content/offers/plans.yaml:18:9 plans[0].features[5]: "Transferts d’appels Musique d’attente" is one list item written on two lines: YAML joins them into one text',
      '  hint: if "Musique d’attente" is an item of its own, start line 18 with "- " like the item above it; if it is the same item, write it on one line.',
    ]);
    expect(warnings(result.french)).toEqual([
      `avertissement${nb}: content/offers/plans.yaml:18:9 plans[0].features[5]${nb}: «${nb}Transferts d’appels Musique d’attente${nb}» est un seul élément de liste écrit sur deux lignes${nb}: YAML les réunit en un seul texte`,
      `  conseil${nb}: si «${nb}Musique d’attente${nb}» est un élément à part, commencez la ligne 18 par «${nb}- ${nb}» comme l’élément au-dessus${nb}; si c’est le même élément, écrivez-le sur une seule ligne.`,
    ]);
  });

  it('refuses a date of change in the future, which the sitemap would publish', async () => {
    const result = await buildSlip(site, {
      'content/pages/cgv.md': replace('updated: 2025-08-27', 'updated: 2052-08-27'),
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      `content/pages/cgv.md:4:10 updated: 2052-08-27 is in the future (today is ${today}): the page would tell visitors and search engines it changed on a day still to come`,
      `  hint: write the day of the change, ${today} at the latest (YYYY-MM-DD: year, month, day).`,
      stopped,
    ]);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      `content/pages/cgv.md:4:10 updated${nb}: 2052-08-27 est dans le futur (nous sommes le ${today})${nb}: la page dirait aux visiteurs et aux moteurs de recherche qu’elle a changé un jour qui n’est pas encore venu`,
      `  conseil${nb}: écrivez le jour de la modification, au plus tard ${today} (AAAA-MM-JJ${nb}: année, mois, jour).`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses a placeholder typo in the title of a Markdown page, and fills the known ones', async () => {
    const typo = await buildSlip(site, {
      'content/pages/cgv.md': replace('title: Conditions générales de vente', 'title: Conditions {emial}'),
    });
    expect(typo.code).toBe(1);
    expect(errorLines(typo.stderr)).toEqual([
      'content/pages/cgv.md:2:19 title: unknown placeholder {emial} — did you mean {email}?',
      '  hint: placeholders available: {brand}, {product}, {email}, {phone}, {address}, {siteUrl}, {legal.company}, {legal.form}, {legal.capital}, {legal.rcs}, {legal.vat}, {legal.headOffice}, {legal.director}, {legal.host}, {legal.hostName}, {legal.hostAddress}, {legal.hostPhone}, {legal.dpoEmail}.',
      stopped,
    ]);
    expect(errorLines(typo.french)[0]).toBe(
      `content/pages/cgv.md:2:19 title${nb}: balise de remplacement inconnue «${nb}{emial}${nb}» — vouliez-vous dire «${nb}{email}${nb}»${nb}?`,
    );
    expect(typo.outUnchanged).toBe(true);

    const filled = await buildSlip(site, {
      'content/pages/cgv.md': replace('title: Conditions générales de vente', 'title: Conditions générales de {brand}'),
    });
    expect(filled.code).toBe(0);
    expect(await site.read('out/cgv.html')).toContain('<title>Conditions générales de Telorys');
  });

  it('names a heading that skips a level', async () => {
    const result = await buildSlip(site, { 'content/pages/cgv.md': append('#### Détail') });
    expect(result.code).toBe(0);
    expect(warnings(result.stderr)).toEqual([
      'warning: content/pages/cgv.md:165:1 this heading is level 4 (####) right after a level 2 heading (##): level 3 is skipped, and screen readers announce an outline with a hole',
      '  hint: write it ### (level 3), or add the missing level above it.',
    ]);
    expect(warnings(result.french)[0]).toBe(
      `avertissement${nb}: content/pages/cgv.md:165:1 ce titre est de niveau 4 (####) juste après un titre de niveau 2 (##)${nb}: le niveau 3 est sauté, et les lecteurs d’écran annoncent un plan troué`,
    );
  });

  it('names a link to the site written with http:// and its domain', async () => {
    const result = await buildSlip(site, {
      'content/pages/cgv.md': append('Voir nos [conditions](http://www.telorys.fr/cgv).'),
    });
    expect(result.code).toBe(0);
    expect(warnings(result.stderr)).toEqual([
      'warning: content/pages/cgv.md:165:23 the link http://www.telorys.fr/cgv leads to this site by its full address, with http:// (not encrypted: the browser leaves https for it)',
      '  hint: write /cgv: an address starting with / stays on the site, whatever its domain (a test copy, https, a new name).',
    ]);
    expect(warnings(result.french)[1]).toBe(
      `  conseil${nb}: écrivez «${nb}/cgv${nb}»${nb}: une adresse qui commence par / reste sur le site, quel que soit son domaine (une copie de test, https, un nouveau nom).`,
    );
  });

  it('refuses table rows without their line of dashes, which would be printed as pipes', async () => {
    const result = await buildSlip(site, {
      'content/pages/cgv.md': append('| Offre | Prix |\n| Essentiel | 19 € |'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/cgv.md:165:1 these lines look like the rows of a table, but the line of dashes under its first row is missing: they would be printed as text, pipes included',
      '  hint: add under line 165 the line | --- | --- | (one --- per column); to show pipes as text, write them \\|.',
      stopped,
    ]);
    expect(errorLines(result.french)[0]).toBe(
      `content/pages/cgv.md:165:1 ces lignes ressemblent aux lignes d’un tableau, mais la ligne de tirets sous la première manque${nb}: elles seraient affichées comme du texte, barres verticales comprises`,
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('names a phone number written with dots, unlike the others', async () => {
    const result = await buildSlip(site, {
      'content/site.yaml': replace('display: 03 53 48 10 20', 'display: 03.53.48.10.20'),
    });
    expect(result.code).toBe(0);
    expect(warnings(result.stderr)).toEqual([
      "warning: content/site.yaml:13:14 contact.phone.display: the number 03.53.48.10.20 is not written like the site's other numbers",
      '  hint: write it 03 53 48 10 20: in pairs of digits separated by spaces.',
    ]);
    expect(warnings(result.french)[0]).toBe(
      `avertissement${nb}: content/site.yaml:13:14 contact.phone.display${nb}: le numéro «${nb}03.53.48.10.20${nb}» n’est pas écrit comme les autres numéros du site`,
    );
  });

  it('names an image of more than 1 MB, with its weight and how to make it lighter', async () => {
    // An SVG is published as it is (a photo is encoded into light files): one exported with its
    // bitmaps inside weighs megabytes.
    const photo = path.join(site.root, 'public/images/photo.svg');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><!-- -->' + '</svg>';
    await writeFile(photo, svg.replace('<!-- -->', `<!-- ${'x'.repeat(8_200_000 - svg.length - 1)}-->`));
    const result = await buildSlip(site, { 'content/pages/cgv.md': append('![Nos locaux](/images/photo.svg)') });
    await rm(photo);
    expect(result.code).toBe(0);
    expect(warnings(result.stderr)).toEqual([
      'warning: content/pages/cgv.md:165:15 the image /images/photo.svg weighs 8.2 MB: every visitor downloads it, slowly on a phone',
      '  hint: resize it to at most 2000 pixels wide and save it as WebP, or JPEG at quality 80 (with squoosh.app, or "Export" in your photo editor): it will weigh a few hundred KB. Keep images under 1 MB.',
    ]);
    expect(warnings(result.french)[0]).toBe(
      `avertissement${nb}: content/pages/cgv.md:165:15 l’image /images/photo.svg pèse 8,2${nb}Mo${nb}: chaque visiteur la télécharge, lentement sur un téléphone`,
    );
  });
});
