import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblemIn } from '../../../generator/errors.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { renderSite } from '../../../generator/renderSite.js';
import { routePages } from '../../../generator/route/routePages.js';
import { checkContent, validateContent } from '../../../generator/validate/validateContent.js';
import { createTempSite, fixtureRoot, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

// Issue 42, item 8: the customers' words of content/references/, on the home, sector and town pages.
const nb = '\u00a0';
const renderAll = async (root: string) => {
  const content = validateContent(await loadContent(root), { env: {} });
  const routes = routePages(content);
  const context = { site: content.site, navigation: content.navigation, localLinks: [], assets: testAssets };
  return (route: string) =>
    renderPage(
      routes.find((each) => each.path === route)!,
      context,
    );
};
const render = await renderAll(fixtureRoot);
const cards = (html: string) => html.split('<li class="card testimonial">').length - 1;
const heading = '<h2 id="temoignages-title" class="section-title">Ils nous font confiance</h2>';

/** The figure of a reference as a page shows it, without its logo. */
const figure = (quote: string, author: string, position: string, client: string) =>
  `<blockquote><p>«${nb}${quote}${nb}»</p></blockquote><figcaption class="testimonial-author"><strong>${author}</strong><span>${position}</span><span>${client}</span></figcaption></figure>`;
const nathalie = figure(
  'Les familles tombent enfin sur la bonne personne, et la ligne absences nous fait gagner du temps chaque matin. Pendant les vacances, le message d’accueil change tout seul.',
  'Nathalie R.',
  'Principale',
  'Collège public en Meurthe-et-Moselle',
);
const thomas = figure(
  'Nos différents sites partagent désormais un seul standard, et les appels passent de l’un à l’autre sans effort. Nos enseignants utilisent l’application mobile sans communiquer leur numéro personnel.',
  'Thomas L.',
  'Responsable des systèmes d’information',
  'Université en Alsace',
);
const metzLogo = '<img src="/images/references/cabinet-test.svg" alt="Cabinet de test" class="reference-logo"';

describe('the references of the fixture site', () => {
  it('are all on the home page, in a section headed « Ils nous font confiance », each a figure', () => {
    const html = render('/');
    expect(html).toContain(`<section class="section" aria-labelledby="temoignages-title">`);
    expect(html.split(heading)).toHaveLength(2);
    expect(cards(html)).toBe(3);
    expect(html).toContain(nathalie);
    expect(html).toContain(thomas);
    expect(html).toContain(metzLogo);
    expect(html).toContain('<figure><svg');
  });

  it('on a sector page, only that sector’s: the two of education, the one of santé', () => {
    const education = render('/secteurs/education');
    expect(cards(education)).toBe(2);
    expect(education).toContain(nathalie);
    expect(education).toContain(thomas);
    expect(education).not.toContain('Cabinet de test');
    const sante = render('/secteurs/sante');
    expect(cards(sante)).toBe(1);
    expect(sante).toContain(metzLogo);
    expect(sante).toContain('<strong>Auteur T.</strong><span>Gérant</span><span>Cabinet de test à Metz</span>');
    expect(sante).not.toContain('Nathalie R.');
  });

  it('leaves out the whole section, heading included, on a sector page without references', () => {
    const finance = render('/secteurs/finance');
    expect(finance).not.toContain('temoignages');
    expect(finance).not.toContain('Ils nous font confiance');
  });
});

describe('a hand-written city page (content/local/<slug>.yaml)', () => {
  let site: TempSite;
  afterEach(() => site.remove());

  it('shows the references that name its town, and another town’s page does not', async () => {
    site = await createTempSite();
    await site.edit('content/references/cabinet-metz.yaml', 'sector: sante\n', 'sector: sante\ntown: metz\n');
    const renderIn = await renderAll(site.root);
    const metz = renderIn('/metz');
    expect(cards(metz)).toBe(1);
    expect(metz).toContain(metzLogo);
    expect(metz).toContain('<strong>Auteur T.</strong><span>Gérant</span><span>Cabinet de test à Metz</span>');
    for (const other of ['/nancy', '/verdun', '/moselle']) expect(renderIn(other)).not.toContain('temoignages');
  });
});

describe('a site without references', () => {
  let site: TempSite;
  afterEach(() => site.remove());

  it('shows no section, no heading, on the home and sector pages', async () => {
    site = await createTempSite();
    await rm(path.join(site.root, 'content/references'), { recursive: true });
    const bare = await renderAll(site.root);
    for (const page of ['/', '/secteurs/education', '/secteurs/sante', '/metz']) {
      expect(bare(page)).not.toContain('temoignages');
      expect(bare(page)).not.toContain('Ils nous font confiance');
      expect(bare(page)).not.toContain('<blockquote>');
    }
  });
});

describe('a generated town page (content/local/towns.csv)', () => {
  let site: TempSite;
  afterEach(() => site.remove());

  it('shows the references of its town, rendered whole; a page of the same shape shows none', async () => {
    site = await createTempSite();
    const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');
    await site.write('content/local/towns.csv', await fixture('towns.csv'));
    await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
    await site.write(
      'content/references/garage-ban.yaml',
      [
        'client: Garage de test au Ban-Saint-Martin',
        'sector: finance',
        'town: le-ban-saint-martin',
        'quote: Une autre citation de test.',
        'author: Auteure B.',
        'position: Directrice',
        '',
      ].join('\n'),
    );
    const prepared = await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
    expect(prepared.problems).toEqual([]);
    const paths = ['/le-ban-saint-martin', '/longeville-les-metz', '/la-maxe'];
    const routes = prepared.routes.filter((route) => paths.includes(route.path));
    const pages = Object.fromEntries(
      [...renderSite(prepared, testAssets, { routes })].map((page) => [page.route.path, htmlText(page.html)]),
    );
    const ban = pages['/le-ban-saint-martin']!;
    expect(cards(ban)).toBe(1);
    expect(ban).toContain(
      figure('Une autre citation de test.', 'Auteure B.', 'Directrice', 'Garage de test au Ban-Saint-Martin'),
    );
    expect(ban).toContain('<h1 id="page-title">Téléphonie d’entreprise au Ban-Saint-Martin</h1>');
    expect(routes.find((route) => route.path === '/le-ban-saint-martin')!.sources).toContain(
      'content/references/garage-ban.yaml',
    );
    for (const other of ['/longeville-les-metz', '/la-maxe']) {
      expect(pages[other]).not.toContain('temoignages');
      expect(pages[other]).not.toContain('Garage de test');
    }
  });
});

describe('content/references/*.yaml', () => {
  let site: TempSite | undefined;
  afterEach(() => site?.remove());

  /** The problems of the fixture site once `file` is written with `lines`, in both languages. */
  const problemsWith = async (file: string, lines: string[]) => {
    await site?.remove(); // a test that asks twice leaves no first copy behind
    site = await createTempSite();
    await site.write(file, `${lines.join('\n')}\n`);
    const { problems } = checkContent(await loadContent(site.root), { env: {} });
    const mine = problems.filter((problem) => problem.position.file === file);
    return { en: mine.map((problem) => formatProblemIn(problem, 'en')), fr: mine.map((p) => formatProblemIn(p, 'fr')) };
  };
  const base = ['client: Client de test', 'quote: Une citation.', 'author: A. B.', 'position: Gérant'];

  it('refuses a sector no file of content/sectors/ is named after, at its line, with the sectors to choose from', async () => {
    const found = await problemsWith('content/references/test.yaml', [...base, 'sector: educaton']);
    expect(found.en).toEqual([
      'content/references/test.yaml:5:9 sector: no file of content/sectors/ is named "educaton": the reference would be shown on no sector page\n' +
        '  hint: write the name of a file of content/sectors/ without .yaml (did you mean education?): education, finance, sante.',
    ]);
    expect(found.fr).toEqual([
      `content/references/test.yaml:5:9 sector${nb}: aucun fichier de content/sectors/ ne s’appelle «${nb}educaton${nb}»${nb}: la référence ne s’afficherait sur aucune page de secteur\n` +
        `  conseil${nb}: écrivez le nom d’un fichier de content/sectors/ sans .yaml (vouliez-vous dire education${nb}?)${nb}: education, finance, sante.`,
    ]);
  });

  it('refuses a town that is no town page, at its line, naming the nearest slug', async () => {
    const found = await problemsWith('content/references/test.yaml', [...base, 'sector: sante', 'town: mets']);
    expect(found.en).toEqual([
      'content/references/test.yaml:6:7 town: no town page has the slug "mets": neither a row of content/local/towns.csv nor a city page of content/local/\n' +
        "  hint: write the slug of the town's page, as in its address (/le-ban-saint-martin → le-ban-saint-martin): did you mean metz?; or leave town out, and the reference is shown on the home and sector pages only.",
    ]);
    expect(found.fr[0]).toContain(
      `content/references/test.yaml:6:7 town${nb}: aucune page de commune n’a le slug «${nb}mets${nb}»`,
    );
    // A département's page is no town's.
    const departement = await problemsWith('content/references/test.yaml', [...base, 'sector: sante', 'town: moselle']);
    expect(departement.en[0]).toContain('no town page has the slug "moselle"');
  });

  it('says nothing of a reference whose sector file cannot be read: its YAML error is the one problem', async () => {
    site = await createTempSite();
    await site.edit('content/sectors/sante.yaml', 'order: ', 'order: [');
    const { problems } = checkContent(await loadContent(site.root), { env: {} });
    expect(problems.map((problem) => problem.position.file)).toEqual(['content/sectors/sante.yaml']);
  });

  it('refuses a logo without its text for those who do not see it', async () => {
    const found = await problemsWith('content/references/test.yaml', [
      ...base,
      'sector: sante',
      'logo:',
      '  src: /images/references/cabinet-test.svg',
    ]);
    expect(found.en).toEqual([
      'content/references/test.yaml:7:3 logo.alt: expected text, got nothing\n  hint: this field is required: add "alt:" under "logo".',
    ]);
    expect(found.fr).toEqual([
      `content/references/test.yaml:7:3 logo.alt${nb}: attendu un texte, champ absent\n  conseil${nb}: ce champ est obligatoire${nb}: ajoutez «${nb}alt:${nb}» sous «${nb}logo${nb}».`,
    ]);
  });

  it('refuses a quote written between quotation marks: the page adds its own', async () => {
    const found = await problemsWith('content/references/test.yaml', [
      'client: Client de test',
      'quote: « Une citation. »',
      'author: A. B.',
      'position: Gérant',
      'sector: sante',
    ]);
    expect(found.fr).toEqual([
      `content/references/test.yaml:2:8 quote${nb}: attendu la citation sans guillemets${nb}: la page ajoute elle-même «${nb}», trouvé le texte «${nb}« Une citation. »${nb}»\n` +
        `  conseil${nb}: retirez les guillemets au début et à la fin de la citation.`,
    ]);
  });
});
