import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { builtFixture, expectBuildStops } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let fixture: TempSite;
let site: TempSite;
beforeAll(async () => {
  fixture = await builtFixture();
});
afterAll(() => fixture.remove());
beforeEach(async () => {
  site = await createTempSite(fixture);
});
afterEach(() => site.remove());

const nbsp = '\u00a0';
const rangeFr = `attendu des heures d’une journée, de 0h à 24h, chaque plage fermant après son ouverture`;
const rangeHintFr = `  conseil${nbsp}: écrivez chaque plage sous la forme ouverture–fermeture, comme 8h30–12h ou 14h–18h.`;

/** The JSON-LD node of type `type` in a built page's graph. */
async function node(file: string, type: string): Promise<Record<string, any>> {
  const html = await readFile(path.join(site.root, 'out', file), 'utf8');
  const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)['@graph'];
  return graph.find((each: Record<string, unknown>) => each['@type'] === type);
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const spec = (dayOfWeek: string[], opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek,
  opens,
  closes,
});

describe('opening hours', () => {
  it('refuses hours that are no time of a day (29h–99h) in a local page', async () => {
    await site.edit('content/local/metz.yaml', 'hours: 8h–18h', 'hours: 29h–99h');
    await expectBuildStops(
      site,
      'content/local/metz.yaml:22:10 contact.hours: expected times of a day, from 0h to 24h, each span closing after it opens, got the text "29h–99h"\n  hint: write each span as opening–closing time, such as 8h30–12h or 14h–18h.',
      `content/local/metz.yaml:22:10 contact.hours${nbsp}: ${rangeFr}, trouvé le texte «${nbsp}29h–99h${nbsp}»\n${rangeHintFr}`,
    );
  });

  it('refuses a span closing before it opens in the site-wide hours text', async () => {
    await site.edit('content/site.yaml', 'hours: Du lundi au vendredi, 9h–18h', 'hours: Du lundi au vendredi, 18h–9h');
    await expectBuildStops(
      site,
      'content/site.yaml:24:10 contact.hours: expected times of a day, from 0h to 24h, each span closing after it opens, got the text "Du lundi au vendredi, 18h–9h"\n  hint: write each span as opening–closing time, such as 8h30–12h or 14h–18h.',
      `content/site.yaml:24:10 contact.hours${nbsp}: ${rangeFr}, trouvé le texte «${nbsp}Du lundi au vendredi, 18h–9h${nbsp}»\n${rangeHintFr}`,
    );
  });

  it('accepts minutes, a lunch break and Saturday hours: shown on the page and given span by span in the structured data', async () => {
    await site.edit('content/local/metz.yaml', 'hours: 8h–18h', 'hours: 8h30–12h, 14h–18h\n  saturdayHours: 9h–12h');
    await site.edit(
      'content/site.yaml',
      'hours: Du lundi au vendredi, 9h–18h',
      'hours: Du lundi au vendredi, 8h30–12h et 14h–18h ; le samedi, 9h30–12h',
    );
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(0);
    // The business's own hours, on the home page that defines it; the local line's on the page's Service.
    expect((await node('index.html', 'LocalBusiness')).openingHoursSpecification).toEqual([
      spec(weekdays, '08:30', '12:00'),
      spec(weekdays, '14:00', '18:00'),
      spec(['Saturday'], '09:30', '12:00'),
    ]);
    expect((await node('metz.html', 'Service')).availableChannel.servicePhone.hoursAvailable).toEqual([
      spec(weekdays, '08:30', '12:00'),
      spec(weekdays, '14:00', '18:00'),
      spec(['Saturday'], '09:00', '12:00'),
    ]);
    const html = await readFile(path.join(site.root, 'out/metz.html'), 'utf8');
    expect(html).toContain('Du lundi au vendredi, 8h30–12h, 14h–18h, et le samedi, 9h–12h');
  });

  it('refuses hours written with "à", naming the forms it accepts (a hyphen is read as the en dash)', async () => {
    await site.edit('content/local/metz.yaml', 'hours: 8h–18h', 'hours: 8h à 18h');
    await expectBuildStops(
      site,
      'content/local/metz.yaml:22:10 contact.hours: expected hours written like "8h–18h" or "8h30–12h, 14h–18h", got the text "8h à 18h"\n  hint: write the opening and closing times with a dash between them: 8h–18h, or 8h30–12h, 14h–18h with a break.',
      `content/local/metz.yaml:22:10 contact.hours${nbsp}: attendu des horaires écrits comme "8h–18h" ou "8h30–12h, 14h–18h", trouvé le texte «${nbsp}8h à 18h${nbsp}»\n  conseil${nbsp}: écrivez les heures d’ouverture et de fermeture séparées par un tiret${nbsp}: 8h–18h, ou 8h30–12h, 14h–18h avec une pause.`,
    );
  });
});

describe('département codes', () => {
  it('accepts the Corsican départements FR-2A and FR-2B', async () => {
    await site.edit('content/local/metz.yaml', 'region: FR-57', 'region: FR-2A');
    await site.write(
      'content/local/haute-corse.yaml',
      (await site.read('content/local/moselle.yaml'))
        .replace(/region: FR-57/, 'region: FR-2B')
        .replace('name: Moselle', 'name: Haute-Corse'),
    );
    const built = await buildInProcess(site.root);
    expect(built.stderr).not.toContain('geo.region');
    expect(built.code).toBe(0);
    expect(await readFile(path.join(site.root, 'out/haute-corse.html'), 'utf8')).toContain(
      '<meta name="geo.region" content="FR-2B"/>',
    );
  });

  it('refuses a code that is no département, such as FR-20 (Corsica has been 2A and 2B since 1976)', async () => {
    await site.edit('content/local/metz.yaml', 'region: FR-57', 'region: FR-20');
    await expectBuildStops(
      site,
      'content/local/metz.yaml:10:11 geo.region: expected a code such as "FR-57", got the text "FR-20"',
      `content/local/metz.yaml:10:11 geo.region${nbsp}: attendu un code comme "FR-57", trouvé le texte «${nbsp}FR-20${nbsp}»`,
    );
  });
});

describe('phone number', () => {
  it('refuses a displayed number that is not the number tel: calls', async () => {
    await site.edit('content/site.yaml', 'display: 03 53 48 10 20', 'display: 03 87 00 00 00');
    await expectBuildStops(
      site,
      'content/site.yaml:13:14 contact.phone.display: expected the number that tel calls, its +33 shown as 0, got the text "03 87 00 00 00"\n  hint: write one number in both fields: tel "+33353481020" is shown 03 53 48 10 20.',
      `content/site.yaml:13:14 contact.phone.display${nbsp}: attendu le numéro qu’appelle tel, son +33 écrit 0, trouvé le texte «${nbsp}03 87 00 00 00${nbsp}»\n  conseil${nbsp}: écrivez le même numéro dans les deux champs${nbsp}: tel "+33353481020" s’affiche 03 53 48 10 20.`,
    );
  });

  it('accepts the number written in international form', async () => {
    await site.edit('content/site.yaml', 'display: 03 53 48 10 20', 'display: +33 3 53 48 10 20');
    expect((await buildInProcess(site.root)).code).toBe(0);
  });
});

describe('placeholders in YAML texts', () => {
  it('fills {phone} and {brand} in a YAML text as a Markdown page does', async () => {
    await site.edit('content/local/metz.yaml', 'heading: ', 'heading: Appelez {brand} au {phone} — ');
    expect((await buildInProcess(site.root)).code).toBe(0);
    const html = await readFile(path.join(site.root, 'out/metz.html'), 'utf8');
    expect(html).toMatch(/<h1[^>]*>Appelez [^<{]+ au 03\u00a053\u00a048\u00a010\u00a020 — /);
    expect(html).not.toContain('{phone}');
  });

  it('refuses an unknown placeholder at its line, naming the nearest one', async () => {
    await site.edit('content/local/metz.yaml', 'heading: ', 'heading: Appelez le {phon} — ');
    const list =
      '{brand}, {product}, {email}, {phone}, {address}, {siteUrl}, {legal.company}, {legal.form}, {legal.capital}, {legal.rcs}, {legal.vat}, {legal.headOffice}, {legal.director}, {legal.host}, {legal.hostName}, {legal.hostAddress}, {legal.hostPhone}, {legal.dpoEmail}';
    await expectBuildStops(
      site,
      `content/local/metz.yaml:14:12 hero.heading: unknown placeholder {phon} — did you mean {phone}?\n  hint: placeholders available: ${list}.`,
      `content/local/metz.yaml:14:12 hero.heading${nbsp}: balise de remplacement inconnue «${nbsp}{phon}${nbsp}» — vouliez-vous dire «${nbsp}{phone}${nbsp}»${nbsp}?\n  conseil${nbsp}: balises disponibles${nbsp}: ${list}.`,
    );
  });
});

describe('a comma inside an item of a [ … ] list', () => {
  it('warns that a decimal comma split the item, at its line and column, and says how to keep it whole', async () => {
    await site.edit('content/local/metz.yaml', 'keywords: [', 'keywords: [écran 4,3 pouces, ');
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(0);
    expect(built.stderr).toContain(
      'warning: a comma between two digits in a [ … ] list splits the item in two: content/local/metz.yaml:6:19 ("écran 4" and "3 pouces"). Put the item in quotes to keep it whole: ["écran 4,3 pouces", …].\n',
    );
  });

  it('leaves a list of numbers written without spaces alone', async () => {
    await site.edit('content/local/metz.yaml', 'position: [49.1193, 6.1757]', 'position: [49.1193,6.1757]');
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(0);
    expect(built.stderr).not.toContain('comma');
  });
});

describe('files of other kinds under content/', () => {
  it('stops the build naming each one with its fix, and leaves out/ unchanged', async () => {
    await site.write('content/pages/guide.markdown', await site.read('content/pages/cgv.md'));
    await site.write('content/notes.txt', 'à faire');
    await expectBuildStops(
      site,
      'content/notes.txt this file is not read: content/ holds .md, .yaml, .yml and .csv files only\n' +
        '  hint: to publish it as a page, rename it to content/notes.md with a front matter (see docs/guide/pages-markdown.md, « Modifier un texte légal (ou ajouter une page Markdown) »); otherwise move it out of content/.\n' +
        'content/pages/guide.markdown this file is not read: the build reads .md files, with that ending in lower case\n' +
        '  hint: rename it to content/pages/guide.md.',
      `content/pages/guide.markdown ce fichier n’est pas lu${nbsp}: le site lit les fichiers .md, avec cette fin en minuscules\n  conseil${nbsp}: renommez-le en content/pages/guide.md.`,
    );
  });
});
