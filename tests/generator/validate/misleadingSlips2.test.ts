import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSlip, errorLines, replace, type SlipResult } from '../../helpers/slipBuild.js';
import { builtTownSite } from '../../helpers/builtTownSite.js';
import type { TempSite } from '../../helpers/tempSite.js';

/**
 * Issue 44, "caught, but the message blames the wrong thing": each slip on the fixture site (with
 * the fixture's town table) stops the build with a message naming its real cause at
 * file:line:column and field, in English and in French, with the value to type, and `out/` as it
 * was. Only the slip's own lines are compared: other checks may warn about the fixture.
 */
let site: TempSite;
beforeAll(async () => {
  site = await builtTownSite();
}, 120_000);
afterAll(() => site.remove());

const nb = '\u00a0';
type Change = Record<string, (text: string | undefined) => string>;
const towns = 'content/local/towns.csv';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** The line of `file` holding `text`, 1-based: site.yaml's lines move as fields are added above. */
async function lineOf(file: string, text: string): Promise<number> {
  return (await site.read(file)).split('\n').findIndex((line) => line.includes(text)) + 1;
}

/** The lines of the problem starting with `start` (its message and its hint), in one language's output. */
function problem(output: string, start: string): string[] {
  const lines = errorLines(output);
  const at = lines.findIndex((line) => line.startsWith(start));
  return at < 0 ? lines : lines.slice(at, at + 2);
}

/** Builds the slip and checks it is refused with `english` and `french` (message and hint each), out/ untouched. */
async function refused(change: Change, english: string[], french: string[]): Promise<SlipResult> {
  const result = await buildSlip(site, change);
  expect(result.code, result.stderr).toBe(1);
  expect(problem(result.stderr, english[0]!.split(' ')[0]!)).toEqual(english);
  expect(problem(result.french, french[0]!.split(' ')[0]!)).toEqual(french);
  expect(result.outUnchanged).toBe(true);
  return result;
}

describe('dates that do not exist, in every date field (issue 44)', () => {
  it('sitemap.lastmod: 2026-02-30 (site.yaml)', async () => {
    const line = await lineOf('content/site.yaml', 'lastmod: 2025-08-27');
    await refused(
      { 'content/site.yaml': replace('lastmod: 2025-08-27', 'lastmod: 2026-02-30') },
      [
        `content/site.yaml:${line}:12 sitemap.lastmod: the date 2026-02-30 does not exist: February 2026 has 28 days`,
        '  hint: write a date that exists (YYYY-MM-DD: year, month, day), such as: lastmod: 2026-02-28',
      ],
      [
        `content/site.yaml:${line}:12 sitemap.lastmod${nb}: la date 2026-02-30 n’existe pas${nb}: le 30 février n’existe pas, février 2026 a 28${nb}jours`,
        `  conseil${nb}: écrivez une date qui existe (AAAA-MM-JJ${nb}: année, mois, jour), par exemple${nb}: lastmod: 2026-02-28`,
      ],
    );
  });

  it('a local page’s updated: 2025-02-29 (not a leap year)', async () => {
    await refused(
      { 'content/local/metz.yaml': replace('updated: 2025-08-27', 'updated: 2025-02-29') },
      [
        'content/local/metz.yaml:25:10 updated: the date 2025-02-29 does not exist: 2025 is not a leap year, February 2025 has 28 days',
        '  hint: write a date that exists (YYYY-MM-DD: year, month, day), such as: updated: 2025-02-28',
      ],
      [
        `content/local/metz.yaml:25:10 updated${nb}: la date 2025-02-29 n’existe pas${nb}: le 29 février n’existe pas en 2025, qui n’est pas bissextile`,
        `  conseil${nb}: écrivez une date qui existe (AAAA-MM-JJ${nb}: année, mois, jour), par exemple${nb}: updated: 2025-02-28`,
      ],
    );
  });

  it('a Markdown page’s updated: 2026-04-31', async () => {
    await refused(
      { 'content/pages/cgv.md': replace('updated: 2025-08-27', 'updated: 2026-04-31') },
      [
        'content/pages/cgv.md:4:10 updated: the date 2026-04-31 does not exist: April 2026 has 30 days',
        '  hint: write a date that exists (YYYY-MM-DD: year, month, day), such as: updated: 2026-04-30',
      ],
      [
        `content/pages/cgv.md:4:10 updated${nb}: la date 2026-04-31 n’existe pas${nb}: le 31 avril n’existe pas, avril 2026 a 30${nb}jours`,
        `  conseil${nb}: écrivez une date qui existe (AAAA-MM-JJ${nb}: année, mois, jour), par exemple${nb}: updated: 2026-04-30`,
      ],
    );
  });

  it('2026-13-01, day and month swapped: the date swapped back, and not called a date in the future', async () => {
    const result = await refused(
      { 'content/local/nancy.yaml': replace('updated: 2025-08-27', 'updated: 2026-13-01') },
      [
        'content/local/nancy.yaml:25:10 updated: the date 2026-13-01 does not exist: there is no month 13 (the month comes second, from 01 to 12)',
        '  hint: write the year, then the month, then the day: updated: 2026-01-13',
      ],
      [
        `content/local/nancy.yaml:25:10 updated${nb}: la date 2026-13-01 n’existe pas${nb}: il n’y a pas de mois 13 (le mois vient en deuxième, de 01 à 12)`,
        `  conseil${nb}: écrivez l’année, puis le mois, puis le jour${nb}: updated: 2026-01-13`,
      ],
    );
    expect(result.stderr).not.toContain('in the future');
  });

  it('a Markdown date with a time keeps its time in the hint', async () => {
    await refused(
      { 'content/pages/cgv.md': replace('updated: 2025-08-27', 'date: 2026-02-30T10:30:00+01:00') },
      [
        'content/pages/cgv.md:4:7 date: the date 2026-02-30T10:30:00+01:00 does not exist: February 2026 has 28 days',
        '  hint: write a date that exists (YYYY-MM-DD: year, month, day), such as: date: 2026-02-28T10:30:00+01:00',
      ],
      [
        `content/pages/cgv.md:4:7 date${nb}: la date 2026-02-30T10:30:00+01:00 n’existe pas${nb}: le 30 février n’existe pas, février 2026 a 28${nb}jours`,
        `  conseil${nb}: écrivez une date qui existe (AAAA-MM-JJ${nb}: année, mois, jour), par exemple${nb}: date: 2026-02-28T10:30:00+01:00`,
      ],
    );
  });
  it('a bare TOML date that does not exist, which the TOML reader would roll over to March', async () => {
    const page = [
      '+++',
      'title = "Essai de page"',
      'description = "Une page d’essai pour une date TOML qui n’existe pas dans l’en-tête de la page."',
      'date = 2026-02-30',
      '+++',
      '',
      'Texte.',
      '',
    ].join('\n');
    await refused(
      { 'content/pages/essai.md': () => page },
      [
        'content/pages/essai.md:4:1 date: the date 2026-02-30 does not exist: February 2026 has 28 days',
        '  hint: write a date that exists (YYYY-MM-DD: year, month, day), such as: date = 2026-02-28',
      ],
      [
        `content/pages/essai.md:4:1 date${nb}: la date 2026-02-30 n’existe pas${nb}: le 30 février n’existe pas, février 2026 a 28${nb}jours`,
        `  conseil${nb}: écrivez une date qui existe (AAAA-MM-JJ${nb}: année, mois, jour), par exemple${nb}: date = 2026-02-28`,
      ],
    );
  });
});

describe('file paths with a space or an accent (issue 44)', () => {
  it('an image /images/produit/photo équipe.svg, the file present', async () => {
    await refused(
      {
        'public/images/produit/photo équipe.svg': () => svg,
        'content/home.yaml': replace(
          'src: /images/produit/application-ordinateur-et-mobile.svg',
          'src: /images/produit/photo équipe.svg',
        ),
      },
      [
        'content/home.yaml:9:10 hero.image.src: the file name /images/produit/photo équipe.svg holds a space and an accented letter (é): the files of the site are named with letters without accents, digits, "-", "_" and "."',
        '  hint: rename the file public/images/produit/photo équipe.svg to public/images/produit/photo-equipe.svg, then write: src: /images/produit/photo-equipe.svg',
      ],
      [
        `content/home.yaml:9:10 hero.image.src${nb}: le nom de fichier /images/produit/photo équipe.svg contient une espace et une lettre accentuée (é)${nb}: les fichiers du site se nomment avec des lettres sans accents, des chiffres, «${nb}-${nb}», «${nb}_${nb}» et «${nb}.${nb}»`,
        `  conseil${nb}: renommez le fichier public/images/produit/photo équipe.svg en public/images/produit/photo-equipe.svg, puis écrivez${nb}: src: /images/produit/photo-equipe.svg`,
      ],
    );
  });

  it('a PDF /documents/tarifs 2026.pdf, the file present', async () => {
    await mkdir(path.join(site.root, 'public/documents'), { recursive: true });
    await refused(
      {
        'public/documents/tarifs 2026.pdf': () => '%PDF-1.4\n%%EOF\n',
        'content/support/documentation.yaml': replace(
          '        sizeMb: 1.4',
          '        file: /documents/tarifs 2026.pdf',
        ),
      },
      [
        'content/support/documentation.yaml:46:15 categories[0].documents[0].file: the file name /documents/tarifs 2026.pdf holds a space: the files of the site are named with letters without accents, digits, "-", "_" and "."',
        '  hint: rename the file public/documents/tarifs 2026.pdf to public/documents/tarifs-2026.pdf, then write: file: /documents/tarifs-2026.pdf',
      ],
      [
        `content/support/documentation.yaml:46:15 categories[0].documents[0].file${nb}: le nom de fichier /documents/tarifs 2026.pdf contient une espace${nb}: les fichiers du site se nomment avec des lettres sans accents, des chiffres, «${nb}-${nb}», «${nb}_${nb}» et «${nb}.${nb}»`,
        `  conseil${nb}: renommez le fichier public/documents/tarifs 2026.pdf en public/documents/tarifs-2026.pdf, puis écrivez${nb}: file: /documents/tarifs-2026.pdf`,
      ],
    );
  });
  it('an image path written from public/, without its leading /', async () => {
    await refused(
      {
        'content/home.yaml': replace(
          'src: /images/produit/application-ordinateur-et-mobile.svg',
          'src: public/images/produit/application-ordinateur-et-mobile.svg',
        ),
      },
      [
        'content/home.yaml:9:10 hero.image.src: the path public/images/produit/application-ordinateur-et-mobile.svg does not start with "/": files of public/ are written from the site\'s root, without "public"',
        '  hint: write: src: /images/produit/application-ordinateur-et-mobile.svg',
      ],
      [
        `content/home.yaml:9:10 hero.image.src${nb}: le chemin public/images/produit/application-ordinateur-et-mobile.svg ne commence pas par «${nb}/${nb}»${nb}: les fichiers de public/ s’écrivent depuis la racine du site, sans «${nb}public${nb}»`,
        `  conseil${nb}: écrivez${nb}: src: /images/produit/application-ordinateur-et-mobile.svg`,
      ],
    );
  });
});

describe('other slips told by their cause (issue 44)', () => {
  it('position: [49,1193, 6,1757], decimal commas: one problem, decimals with a dot', async () => {
    const result = await refused(
      { 'content/local/metz.yaml': replace('position: [49.1193, 6.1757]', 'position: [49,1193, 6,1757]') },
      [
        'content/local/metz.yaml:12:13 geo.position: expected a latitude and a longitude, got 4 numbers: decimals are written with a dot, a comma separates two numbers',
        '  hint: write the decimals with a dot: position: [49.1193, 6.1757]',
      ],
      [
        `content/local/metz.yaml:12:13 geo.position${nb}: attendu une latitude et une longitude, trouvé 4${nb}nombres${nb}: les décimales s’écrivent avec un point, une virgule sépare deux nombres`,
        `  conseil${nb}: écrivez les décimales avec un point${nb}: position: [49.1193, 6.1757]`,
      ],
    );
    expect(result.stderr).not.toContain('geo.position[1]');
    expect(result.stderr).not.toContain("page's text");
  });

  it('position: 49,1193, 6,1757 without brackets: between brackets, decimals with a dot', async () => {
    await refused(
      { 'content/local/metz.yaml': replace('position: [49.1193, 6.1757]', 'position: 49,1193, 6,1757') },
      [
        'content/local/metz.yaml:12:13 geo.position: expected a latitude and a longitude between square brackets, got the text "49,1193, 6,1757"',
        '  hint: write the two numbers between [ and ], separated by a comma and a space, with a dot for decimals: position: [49.1193, 6.1757]',
      ],
      [
        `content/local/metz.yaml:12:13 geo.position${nb}: attendu une latitude et une longitude entre crochets, trouvé le texte «${nb}49,1193, 6,1757${nb}»`,
        `  conseil${nb}: écrivez les deux nombres entre [ et ], séparés par une virgule et une espace, avec un point pour les décimales${nb}: position: [49.1193, 6.1757]`,
      ],
    );
  });

  it('a footer link to a page marked draft: true', async () => {
    const line = await lineOf('content/navigation.yaml', 'href: /mentions-legales');
    await refused(
      { 'content/pages/mentions-legales.md': replace('updated:', 'draft: true\nupdated:') },
      [
        `content/navigation.yaml:${line}:15 the link /mentions-legales leads to a draft: content/pages/mentions-legales.md says "draft: true", so the page is not published (linked from /, /standard-telephonique-virtuel, /fibre-professionnelle, /equipements and 23 more)`,
        '  hint: to publish the page, delete the line "draft: true" of content/pages/mentions-legales.md; else remove the link.',
      ],
      [
        `content/navigation.yaml:${line}:15 le lien «${nb}/mentions-legales${nb}» mène à un brouillon${nb}: content/pages/mentions-legales.md a son champ draft à true, la page n’est donc pas publiée (lien présent sur /, /standard-telephonique-virtuel, /fibre-professionnelle, /equipements et 23 autres)`,
        `  conseil${nb}: pour publier la page, supprimez de content/pages/mentions-legales.md la ligne du champ draft (ou mettez-le à false)${nb}; sinon, retirez le lien.`,
      ],
    );
  });

  it('a chat webhook on localhost (n8n’s test address)', async () => {
    const line = await lineOf('content/site.yaml', 'chatWebhookUrl: ""');
    await refused(
      {
        'content/site.yaml': replace('chatWebhookUrl: ""', 'chatWebhookUrl: "http://localhost:5678/webhook-test/chat"'),
      },
      [
        `content/site.yaml:${line}:19 integrations.chatWebhookUrl: the webhook http://localhost:5678/webhook-test/chat is a test address: localhost only reaches the computer it is typed on, so each visitor's browser would call its own computer`,
        '  hint: write the Production URL of the n8n Webhook node, the https:// address of the n8n server, such as https://n8n.telorys.fr/webhook/chat.',
      ],
      [
        `content/site.yaml:${line}:19 integrations.chatWebhookUrl${nb}: le webhook «${nb}http://localhost:5678/webhook-test/chat${nb}» est une adresse de test${nb}: localhost ne mène qu’à l’ordinateur où on l’écrit, le navigateur de chaque visiteur appellerait donc son propre ordinateur`,
        `  conseil${nb}: écrivez l’adresse de production («${nb}Production URL${nb}») du nœud Webhook de n8n, l’adresse https:// du serveur n8n, comme https://n8n.telorys.fr/webhook/chat.`,
      ],
    );
  });

  it('{ville} in local-sections.yaml: {place} suggested, and listed first among what the file offers', async () => {
    const result = await buildSlip(site, {
      'content/local-sections.yaml': replace('secteur {place}"]', 'secteur {ville}"]'),
    });
    expect(result.code).toBe(1);
    const [english, hint] = problem(result.stderr, 'content/local-sections.yaml:6:88');
    expect(english).toBe(
      'content/local-sections.yaml:6:88 sections[0].points[2]: unknown placeholder {ville} — did you mean {place}?',
    );
    expect(hint).toMatch(/^ {2}hint: placeholders available: \{place\}, \{brand\}, \{product\}, .*\{siteUrl\}.*\.$/);
    expect(problem(result.french, 'content/local-sections.yaml:6:88')).toEqual([
      `content/local-sections.yaml:6:88 sections[0].points[2]${nb}: balise de remplacement inconnue «${nb}{ville}${nb}» — vouliez-vous dire «${nb}{place}${nb}»${nb}?`,
      hint!.replace('  hint: placeholders available: ', `  conseil${nb}: balises disponibles${nb}: `),
    ]);
    expect(result.outUnchanged).toBe(true);
  });
});

describe('the town table (issue 44)', () => {
  it('a town name holding a comma, not quoted: put it between quotes, not "le haut is not a département code"', async () => {
    const result = await refused(
      { [towns]: replace('\nla-maxe,La Maxe,57,', '\nla-maxe,La Maxe, le haut,57,') },
      [
        `${towns}:5:9 name: "La Maxe, le haut" holds a comma, which starts a new column: the name cell is cut in two and the next cells moved one column on`,
        '  hint: put it between straight double quotes, "La Maxe, le haut": la-maxe,"La Maxe, le haut",57,57140,906,57452,Metz Métropole,200039865,Grand Est,',
      ],
      [
        `${towns}:5:9 name${nb}: «${nb}La Maxe, le haut${nb}» contient une virgule, qui commence une nouvelle colonne${nb}: la cellule name est coupée en deux et les suivantes décalées d’une colonne`,
        `  conseil${nb}: mettez-la entre guillemets droits, "La Maxe, le haut"${nb}: la-maxe,"La Maxe, le haut",57,57140,906,57452,Metz Métropole,200039865,Grand Est,`,
      ],
    );
    expect(result.stderr).not.toContain('département code');
  });

  it('a photo of 8,000 × 6,000 pixels: built, with a warning at its line that it is published resized', async () => {
    const file = path.join(site.root, 'public/images/produit/salle.jpg');
    await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#4a7' } })
      .jpeg({ quality: 40 })
      .toFile(file);
    try {
      const result = await buildSlip(site, {
        'content/home.yaml': replace(
          'src: /images/produit/application-ordinateur-et-mobile.svg',
          'src: /images/produit/salle.jpg',
        ),
      });
      expect(result.code, result.stderr).toBe(0);
      expect(problem(result.stderr, 'warning: content/home.yaml:9:10')).toEqual([
        'warning: content/home.yaml:9:10 the photo /images/produit/salle.jpg is 8,000 × 6,000 pixels: it is published at most 2,560 pixels wide',
        '  hint: nothing to do for the site; to keep the project light, save it at 3,000 pixels wide at most.',
      ]);
      expect(problem(result.french, `avertissement${nb}: content/home.yaml:9:10`)).toEqual([
        `avertissement${nb}: content/home.yaml:9:10 la photo /images/produit/salle.jpg fait 8\u202f000${nb}×${nb}6\u202f000${nb}pixels${nb}: elle est publiée à 2\u202f560${nb}pixels de large au plus`,
        `  conseil${nb}: rien à faire pour le site${nb}; pour garder le projet léger, enregistrez-la à 3\u202f000${nb}pixels de large au plus.`,
      ]);
    } finally {
      await rm(file);
    }
  }, 120_000);
});
