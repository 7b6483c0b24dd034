import { rename } from 'node:fs/promises';
import path from 'node:path';
import type { CsvErrorCode } from 'csv-parse';
import type { ErrorCode } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvReason, csvReasonCodes } from '../../../generator/messages/csvReasons.js';
import { yamlReason, yamlReasonCodes } from '../../../generator/messages/yamlReasons.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import type { TempSite } from '../../helpers/tempSite.js';
import { builtTownSite } from '../../helpers/builtTownSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

/**
 * Issue 32, "caught, but the message misleads or has no fix": each slip on the fixture site (with
 * the fixture's town table) stops the build with a message naming file:line:field, in English and
 * in French, with a fix, and `out/` as it was; the slips that mean the right thing now build.
 */
let site: TempSite;
beforeAll(async () => {
  site = await builtTownSite();
}, 120_000);
afterAll(() => site.remove());

const nb = '\u00a0';
const stopped = (count: number) =>
  `Content check failed: ${count === 1 ? '1 problem' : `${count} problems`} found. Nothing was written; the previous output is unchanged.`;
type Change = Record<string, (text: string | undefined) => string>;
const cgv = 'content/pages/cgv.md';
const plans = 'content/offers/plans.yaml';
const moselle = 'content/local/moselle.yaml';
/** A page no town row depends on (its rows are left out below): breaking it adds no warning. */
const vosges = 'content/local/vosges.yaml';
const towns = 'content/local/towns.csv';

const frontMatterHint = {
  en: [
    '  hint: start the file with these lines, each "---" alone on its line, then the text of the page:',
    '    ---',
    '    title: Titre de la page',
    '    description: Une ou deux phrases sur ce que contient la page, pour les moteurs de recherche.',
    '    ---',
  ],
  fr: [
    `  conseil${nb}: commencez le fichier par ces lignes, chaque «${nb}---${nb}» seul sur sa ligne, puis le texte de la page${nb}:`,
    '    ---',
    '    title: Titre de la page',
    '    description: Une ou deux phrases sur ce que contient la page, pour les moteurs de recherche.',
    '    ---',
  ],
};

/** Each slip: its name, the change, then every line of the problem in English and in French. */
const slips: [string, Change, string[], string[]][] = [
  [
    'a front matter opened with "—-" (a word processor)',
    { [cgv]: replace('---\n', '—-\n') },
    [
      `${cgv}:1:1 this line opens the front matter with "—-", not with three hyphens "---": a word processor turned the hyphens into a dash`,
      '  hint: write three hyphens, ---, alone on this line, in a plain-text editor (Notepad, TextEdit in plain text, VS Code), where they stay hyphens.',
    ],
    [
      `${cgv}:1:1 cette ligne ouvre l’en-tête avec «${nb}—-${nb}», et non avec trois tirets «${nb}---${nb}»${nb}: un traitement de texte a changé les tirets en tiret long`,
      `  conseil${nb}: écrivez trois tirets, ---, seuls sur cette ligne, dans un éditeur de texte brut (Bloc-notes, TextEdit en texte brut, VS Code), où ils restent des tirets.`,
    ],
  ],
  [
    'a front matter closed with "——"',
    { [cgv]: replace('  changefreq: yearly\n---', '  changefreq: yearly\n——') },
    [
      `${cgv}:8:1 this line closes the front matter with "——", not with three hyphens "---": a word processor turned the hyphens into a dash`,
      '  hint: write three hyphens, ---, alone on this line, in a plain-text editor (Notepad, TextEdit in plain text, VS Code), where they stay hyphens.',
    ],
    [
      `${cgv}:8:1 cette ligne ferme l’en-tête avec «${nb}——${nb}», et non avec trois tirets «${nb}---${nb}»${nb}: un traitement de texte a changé les tirets en tiret long`,
      `  conseil${nb}: écrivez trois tirets, ---, seuls sur cette ligne, dans un éditeur de texte brut (Bloc-notes, TextEdit en texte brut, VS Code), où ils restent des tirets.`,
    ],
  ],
  [
    'an empty Markdown page',
    { [cgv]: () => '' },
    [
      `${cgv}:1:1 this page is empty: a Markdown page starts with its front matter, between two lines "---"`,
      ...frontMatterHint.en,
    ],
    [
      `${cgv}:1:1 cette page est vide${nb}: une page Markdown commence par son en-tête, entre deux lignes «${nb}---${nb}»`,
      ...frontMatterHint.fr,
    ],
  ],
  [
    'a Markdown page without its front matter',
    { [cgv]: (text) => text!.slice(text!.indexOf('\n---\n') + 5) },
    [`${cgv}:1:1 this page has no front matter: its first line is not "---"`, ...frontMatterHint.en],
    [
      `${cgv}:1:1 cette page n’a pas d’en-tête${nb}: sa première ligne n’est pas «${nb}---${nb}»`,
      ...frontMatterHint.fr,
    ],
  ],
  [
    'a town row written twice',
    { [towns]: (text) => text!.replace('\nla-maxe,', '\nmetz,Metz,57,57000 57050 57070,122572,57463\nla-maxe,') },
    [
      `${towns}:5:1 slug: this row repeats line 2 (the same town, "metz")`,
      "  hint: delete this line; keep line 2, corrected with this one's values if they were the right ones.",
    ],
    [
      `${towns}:5:1 slug${nb}: cette ligne répète la ligne 2 (la même commune, «${nb}metz${nb}»)`,
      `  conseil${nb}: supprimez cette ligne${nb}; gardez la ligne 2, corrigée avec les valeurs de celle-ci si ce sont les bonnes.`,
    ],
  ],
  [
    'a tel number with a digit dropped',
    { 'content/site.yaml': replace('tel: "+33353481020"', 'tel: "+3335348102"') },
    [
      'content/site.yaml:14:10 contact.phone.tel: expected a French number: +33, then the 9 digits that follow the 0, got the text "+3335348102"',
      '  hint: write the number display shows: tel: "+33353481020"',
    ],
    [
      `content/site.yaml:14:10 contact.phone.tel${nb}: attendu un numéro français${nb}: +33, puis les 9 chiffres qui suivent le 0, trouvé le texte «${nb}+3335348102${nb}»`,
      `  conseil${nb}: écrivez le numéro qu’affiche display${nb}: tel: "+33353481020"`,
    ],
  ],
  [
    'a tel number written as it is shown',
    { 'content/site.yaml': replace('tel: "+33353481020"', 'tel: "03 53 48 10 20"') },
    [
      'content/site.yaml:14:10 contact.phone.tel: expected an international number such as "+33353481020", got the text "03 53 48 10 20"',
      '  hint: write it without spaces or dots, +33 in place of the first 0: tel: "+33353481020"',
    ],
    [
      `content/site.yaml:14:10 contact.phone.tel${nb}: attendu un numéro international comme "+33353481020", trouvé le texte «${nb}03 53 48 10 20${nb}»`,
      `  conseil${nb}: écrivez-le sans espaces ni points, +33 à la place du premier 0${nb}: tel: "+33353481020"`,
    ],
  ],
  [
    'an iPhone photo (.heic)',
    { 'content/catalogue.yaml': replace('/images/equipment/t33g.svg', '/images/equipment/t33g.heic') },
    [
      'content/catalogue.yaml:12:12 products[0].image: expected an image format browsers show: JPEG, PNG, WebP, AVIF, SVG or GIF, got the text "/images/equipment/t33g.heic"',
      '  hint: convert the image to JPEG: on an iPhone, Settings › Camera › Formats › "Most Compatible" takes the next photos in JPEG; export this one as JPEG (Photos on a Mac: File › Export; on Windows, open it in Photos and use Save as), then point to the .jpg file.',
    ],
    [
      `content/catalogue.yaml:12:12 products[0].image${nb}: attendu une image dans un format qu’affichent les navigateurs${nb}: JPEG, PNG, WebP, AVIF, SVG ou GIF, trouvé le texte «${nb}/images/equipment/t33g.heic${nb}»`,
      `  conseil${nb}: convertissez l’image en JPEG${nb}: sur iPhone, Réglages › Appareil photo › Formats › «${nb}Le plus compatible${nb}» prend les photos suivantes en JPEG${nb}; exportez celle-ci en JPEG (Photos sur Mac${nb}: Fichier › Exporter${nb}; sous Windows, ouvrez-la dans Photos puis Enregistrer sous), puis désignez le fichier .jpg.`,
    ],
  ],
  [
    'an iPhone photo (.heic) in a Markdown page',
    {
      'public/images/bureaux.heic': () => 'HEIC',
      [cgv]: replace('## Article 1', '![Nos bureaux](/images/bureaux.heic)\n\n## Article 1'),
    },
    [
      `${cgv}:12:16 the image /images/bureaux.heic is a .heic file, which browsers do not show: they show JPEG, PNG, WebP, AVIF, SVG and GIF`,
      '  hint: convert it to JPEG and point to the .jpg file: on an iPhone, Settings › Camera › Formats › "Most Compatible" takes the next photos in JPEG; export this one as JPEG (Photos on a Mac: File › Export; on Windows, open it in Photos and use Save as).',
    ],
    [
      `${cgv}:12:16 l’image /images/bureaux.heic est un fichier .heic, que les navigateurs n’affichent pas${nb}: ils affichent JPEG, PNG, WebP, AVIF, SVG et GIF`,
    ],
  ],
  [
    'a town table whose columns are separated by tabs',
    { [towns]: (text) => text!.replace(/,/g, '\t') },
    [
      `${towns}:1:5 the columns are separated by "tab", not by commas`,
      '  hint: save the table again as CSV with commas: in Excel, File › Save As › "CSV UTF-8 (comma delimited)"; in LibreOffice, tick "Edit filter settings" and choose the comma as field delimiter.',
    ],
    [
      `${towns}:1:5 les colonnes sont séparées par «${nb}tab${nb}», pas par des virgules`,
      `  conseil${nb}: enregistrez de nouveau le tableau en CSV à virgules${nb}: dans Excel, Fichier › Enregistrer sous › «${nb}CSV UTF-8 (délimité par des virgules)${nb}»${nb}; dans LibreOffice, cochez «${nb}Éditer les paramètres du filtre${nb}» et choisissez la virgule comme séparateur de champ.`,
    ],
  ],
  [
    'a town table saved with ";" (Excel in French): refused, the columns need commas (issue 44)',
    { [towns]: (text) => text!.replace(/,/g, ';') },
    [
      `${towns}:1:5 the columns are separated by ";", not by commas`,
      '  hint: save the table again as CSV with commas: in Excel, File › Save As › "CSV UTF-8 (comma delimited)"; in LibreOffice, tick "Edit filter settings" and choose the comma as field delimiter.',
    ],
    [
      `${towns}:1:5 les colonnes sont séparées par «${nb};${nb}», pas par des virgules`,
      `  conseil${nb}: enregistrez de nouveau le tableau en CSV à virgules${nb}: dans Excel, Fichier › Enregistrer sous › «${nb}CSV UTF-8 (délimité par des virgules)${nb}»${nb}; dans LibreOffice, cochez «${nb}Éditer les paramètres du filtre${nb}» et choisissez la virgule comme séparateur de champ.`,
    ],
  ],
  [
    'curly quotes around a list item holding ": "',
    { [plans]: replace('      - Messagerie vocale\n', '      - “Messagerie vocale : par e-mail”\n') },
    [
      `${plans}:14:9 plans[0].features[2]: expected text, got a group of fields`,
      '  hint: curly quotes (“…”, « … », ‘…’) are not quotes in YAML: write straight quotes " " around the text: - "Messagerie vocale : par e-mail"',
    ],
    [
      `${plans}:14:9 plans[0].features[2]${nb}: attendu un texte, trouvé un groupe de champs`,
      `  conseil${nb}: les guillemets typographiques (“…”, «${nb}…${nb}», ‘…’) ne sont pas des guillemets pour YAML${nb}: entourez le texte de guillemets droits " "${nb}: - "Messagerie vocale : par e-mail"`,
    ],
  ],
  [
    'French quotes around a field’s text holding ": "',
    { [plans]: replace('description: L’essentiel de la téléphonie', 'description: « Essentiel : la téléphonie') },
    [
      `${plans}:7:18 the text is between curly quotes (“…”, « … » or ‘…’), which YAML reads as ordinary characters: the ": " inside it starts a field`,
      '  hint: write straight quotes " " around the text (a word processor or a phone may turn them curly): description: "Essentiel : la téléphonie d’entreprise pour démarrer sereinement."',
    ],
    [
      `${plans}:7:18 le texte est entre guillemets typographiques (“…”, «${nb}…${nb}» ou ‘…’), que YAML lit comme des caractères ordinaires${nb}: le «${nb}:${nb}» qu’il contient commence un champ`,
      `  conseil${nb}: mettez le texte entre guillemets droits " " (un traitement de texte ou un téléphone peut les changer en guillemets typographiques)${nb}: description: "Essentiel : la téléphonie d’entreprise pour démarrer sereinement."`,
    ],
  ],
  [
    'a negative price',
    { [plans]: replace('price: 19\n', 'price: -19\n') },
    [
      `${plans}:8:12 plans[0].price: expected a number of at least 0, got a number (-19)`,
      '  hint: remove the minus sign: price: 19',
    ],
    [
      `${plans}:8:12 plans[0].price${nb}: attendu un nombre d’au moins 0, trouvé un nombre (-19)`,
      `  conseil${nb}: supprimez le signe moins${nb}: price: 19`,
    ],
  ],
  [
    'a sitemap priority over 1',
    { [cgv]: replace('priority: 0.3', 'priority: 3') },
    [
      `${cgv}:6:13 sitemap.priority: expected at most 1, got a number (3)`,
      '  hint: write a number of at most 1: priority: 0.5',
    ],
    [
      `${cgv}:6:13 sitemap.priority${nb}: attendu au plus 1, trouvé un nombre (3)`,
      `  conseil${nb}: écrivez un nombre d’au plus 1${nb}: priority: 0.5`,
    ],
  ],
  [
    'draft: yes',
    { [cgv]: replace('updated:', 'draft: yes\nupdated:') },
    [
      `${cgv}:4:8 draft: expected true or false, got the text "yes"`,
      '  hint: write true or false, in lower case and without quotes: draft: true',
    ],
    [
      `${cgv}:4:8 draft${nb}: attendu true ou false, trouvé le texte «${nb}yes${nb}»`,
      `  conseil${nb}: écrivez true (oui) ou false (non), en minuscules et sans guillemets${nb}: draft: true`,
    ],
  ],
  [
    'draft: "false"',
    { [cgv]: replace('updated:', 'draft: "false"\nupdated:') },
    [
      `${cgv}:4:8 draft: expected true or false, got the text "false"`,
      '  hint: write true or false, in lower case and without quotes: draft: false',
    ],
    [
      `${cgv}:4:8 draft${nb}: attendu true ou false, trouvé le texte «${nb}false${nb}»`,
      `  conseil${nb}: écrivez true (oui) ou false (non), en minuscules et sans guillemets${nb}: draft: false`,
    ],
  ],
  [
    'replyHours: 2h',
    { [vosges]: replace('replyHours: 3', 'replyHours: 2h') },
    [
      `${vosges}:20:15 contact.replyHours: expected a number, got the text "2h"`,
      '  hint: write the number of hours alone, in digits, without quotes or unit: replyHours: 2',
    ],
    [
      `${vosges}:20:15 contact.replyHours${nb}: attendu un nombre, trouvé le texte «${nb}2h${nb}»`,
      `  conseil${nb}: écrivez le nombre d’heures seul, en chiffres, sans guillemets ni unité${nb}: replyHours: 2`,
    ],
  ],
  [
    'a tab as indentation (the parser’s reason in French)',
    { [vosges]: replace('  region: FR-88', '\tregion: FR-88') },
    [
      `${vosges}:10:1 the YAML cannot be read: Tabs are not allowed as indentation`,
      '  hint: indent with spaces, not tabs.',
    ],
    [
      `${vosges}:10:1 le YAML est illisible${nb}: une tabulation sert d’indentation, et YAML n’accepte que des espaces`,
      `  conseil${nb}: indentez avec des espaces, pas des tabulations.`,
    ],
  ],
  [
    'a field written twice',
    { [vosges]: replace('name: Vosges\n', 'name: Vosges\nname: Vosges\n') },
    [
      `${vosges}:4:1 the YAML cannot be read: the field name is written twice in the same block (lines 3 and 4)`,
      '  hint: keep the line of name with the right value and remove the other.',
    ],
    [
      `${vosges}:4:1 le YAML est illisible${nb}: le champ name est écrit deux fois dans le même bloc (lignes 3 et 4)`,
      `  conseil${nb}: gardez la ligne de name qui a la bonne valeur et supprimez l’autre.`,
    ],
  ],
  [
    'an unclosed quote',
    { [vosges]: replace('name: Vosges\n', 'name: "Vosges\n') },
    [
      `${vosges}:3:14 the YAML cannot be read: Missing closing "quote`,
      '  hint: a quote or a bracket is not closed: every opening " or [ needs its closing one on the same line.',
    ],
    [
      `${vosges}:3:14 le YAML est illisible${nb}: un guillemet ouvert n’est pas fermé`,
      `  conseil${nb}: un guillemet ou un crochet n’est pas fermé${nb}: chaque " ou [ ouvrant a besoin de son fermant sur la même ligne.`,
    ],
  ],
  [
    'a CSV quote followed by text',
    { [towns]: (text) => text!.replace('\n', '\n"abc"d,x,57,57000,1,1\n') },
    [
      `${towns}:2:1 the table cannot be read: Invalid Closing Quote: got "d" at line 2 instead of delimiter, record delimiter, trimable character (if activated) or comment`,
      '  hint: check the quotes of this line: a value with a comma or a quote is written "like, this", with nothing between the closing quote and the next comma, and a quote inside it doubled ("").',
    ],
    [
      `${towns}:2:1 le tableau est illisible${nb}: un caractère suit le guillemet qui ferme une valeur, avant la virgule`,
      `  conseil${nb}: vérifiez les guillemets de cette ligne${nb}: une valeur contenant une virgule ou un guillemet s’écrit "comme, ceci", sans rien entre le guillemet fermant et la virgule suivante, et un guillemet à l’intérieur se double ("").`,
    ],
  ],
];

describe('slips whose message misled or had no fix (issue 32)', () => {
  it.each(slips)('%s', async (_, change, english, french) => {
    const result = await buildSlip(site, change);
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([...english, stopped(1)]);
    expect(errorLines(result.french).slice(0, french.length)).toEqual(french);
    expect(result.outUnchanged).toBe(true);
  });

  it('names plans.yaml.txt as plans.yaml with a hidden .txt, without calling plans.yaml missing', async () => {
    const before = await treeSnapshot(path.join(site.root, 'out'));
    const file = path.join(site.root, plans);
    await rename(file, `${file}.txt`);
    try {
      const result = await buildInProcess(site.root);
      expect(result.code).toBe(1);
      expect(errorLines(result.stderr)).toEqual([
        `${plans}.txt this file is not read: its name ends in .txt after .yaml (Windows hides the last ending, so it shows as plans.yaml)`,
        `  hint: rename it to ${plans}: in the File Explorer, show the endings first (Windows 11: View › Show › File name extensions; Windows 10: View › File name extensions), then rename it and delete ".txt"; in Notepad, save with the type "All files (*.*)".`,
        stopped(1),
      ]);
      expect(errorLines(result.french).slice(0, 2)).toEqual([
        `${plans}.txt ce fichier n’est pas lu${nb}: son nom finit par .txt après .yaml (Windows cache la dernière extension, il s’affiche donc plans.yaml)`,
        `  conseil${nb}: renommez-le en ${plans}${nb}: dans l’Explorateur de fichiers, affichez d’abord les extensions (Windows 11${nb}: Affichage › Afficher › Extensions de noms de fichiers${nb}; Windows 10${nb}: Affichage › Extensions de noms de fichiers), puis renommez-le en supprimant «${nb}.txt${nb}»${nb}; dans le Bloc-notes, enregistrez avec le type «${nb}Tous les fichiers (*.*)${nb}».`,
      ]);
      expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
    } finally {
      await rename(`${file}.txt`, file);
    }
  });

  it('names plans.yaml.rtf as a word-processor document to save again as plain text', async () => {
    const file = path.join(site.root, plans);
    await rename(file, `${file}.rtf`);
    try {
      const result = await buildInProcess(site.root);
      expect(result.code).toBe(1);
      expect(errorLines(result.stderr)).toEqual([
        `${plans}.rtf this file is not read: it is a word-processor document (.rtf), not the plain text a .yaml file holds`,
        '  hint: open it and save it again as plain text, UTF-8, named plans.yaml (TextEdit: Format › Make Plain Text; Word: Save As › Plain Text, then Unicode UTF-8), then delete this file.',
        stopped(1),
      ]);
      expect(errorLines(result.french)[0]).toBe(
        `${plans}.rtf ce fichier n’est pas lu${nb}: c’est un document de traitement de texte (.rtf), pas le texte brut d’un fichier .yaml`,
      );
    } finally {
      await rename(`${file}.rtf`, file);
    }
  });

  it('names plans.yml as the plans.yaml the site reads, without calling plans.yaml missing', async () => {
    const file = path.join(site.root, plans);
    await rename(file, file.replace(/\.yaml$/, '.yml'));
    try {
      const result = await buildInProcess(site.root);
      expect(result.code).toBe(1);
      expect(errorLines(result.stderr)).toEqual([
        'content/offers/plans.yml this file is not read: the site reads it as content/offers/plans.yaml, ending in .yaml',
        '  hint: rename it to content/offers/plans.yaml.',
        stopped(1),
      ]);
      expect(errorLines(result.french)[0]).toBe(
        `content/offers/plans.yml ce fichier n’est pas lu${nb}: le site le lit sous le nom content/offers/plans.yaml, qui finit par .yaml`,
      );
    } finally {
      await rename(file.replace(/\.yaml$/, '.yml'), file);
    }
  });

  it('names cgv.md.txt and towns.csv.txt the same way', async () => {
    for (const file of [cgv, towns]) {
      const full = path.join(site.root, file);
      await rename(full, `${full}.txt`);
      try {
        const result = await buildInProcess(site.root);
        expect(result.code).toBe(1);
        expect(errorLines(result.stderr)).toContain(
          `${file}.txt this file is not read: its name ends in .txt after ${path.extname(file)} (Windows hides the last ending, so it shows as ${path.basename(file)})`,
        );
      } finally {
        await rename(`${full}.txt`, full);
      }
    }
  });
});

describe('slips that mean the right thing, built as meant (issue 32)', () => {
  it.each([['8h-18h'], ['8h - 18h'], ['8h—18h'], ['08:00-18:00'], ['8 h – 18 h']])(
    'hours typed %s are read as 8h–18h and shown with the en dash',
    async (typed) => {
      const result = await buildSlip(site, { [moselle]: replace('hours: 7h–19h', `hours: ${typed}`) });
      expect(result.code, result.stderr).toBe(0);
      const html = await site.read('out/moselle.html');
      expect(html).toContain('8h–18h');
      expect(html).not.toContain(typed);
    },
  );
});

describe('the parsers’ reasons in French', () => {
  const yamlCodes: ErrorCode[] = [
    'ALIAS_PROPS',
    'BAD_ALIAS',
    'BAD_DIRECTIVE',
    'BAD_DQ_ESCAPE',
    'BAD_INDENT',
    'BAD_PROP_ORDER',
    'BAD_SCALAR_START',
    'BLOCK_AS_IMPLICIT_KEY',
    'BLOCK_IN_FLOW',
    'DUPLICATE_KEY',
    'IMPOSSIBLE',
    'KEY_OVER_1024_CHARS',
    'MISSING_CHAR',
    'MULTILINE_IMPLICIT_KEY',
    'MULTIPLE_ANCHORS',
    'MULTIPLE_DOCS',
    'MULTIPLE_TAGS',
    'NON_STRING_KEY',
    'RESOURCE_EXHAUSTION',
    'TAB_AS_INDENT',
    'TAG_RESOLVE_FAILED',
    'UNEXPECTED_TOKEN',
    'BAD_COLLECTION_TYPE',
  ];
  const csvCodes: CsvErrorCode[] = [
    'CSV_INVALID_ARGUMENT',
    'CSV_INVALID_CLOSING_QUOTE',
    'CSV_INVALID_COLUMN_DEFINITION',
    'CSV_INVALID_COLUMN_MAPPING',
    'CSV_INVALID_OPTION_BOM',
    'CSV_INVALID_OPTION_CAST',
    'CSV_INVALID_OPTION_CAST_DATE',
    'CSV_INVALID_OPTION_COLUMNS',
    'CSV_INVALID_OPTION_COMMENT',
    'CSV_INVALID_OPTION_DELIMITER',
    'CSV_INVALID_OPTION_GROUP_COLUMNS_BY_NAME',
    'CSV_INVALID_OPTION_ON_RECORD',
    'CSV_MAX_RECORD_SIZE',
    'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE',
    'CSV_OPTION_COLUMNS_MISSING_NAME',
    'CSV_QUOTE_NOT_CLOSED',
    'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH',
    'CSV_RECORD_INCONSISTENT_COLUMNS',
    'CSV_UNKNOWN_ERROR',
    'INVALID_OPENING_QUOTE',
  ];

  it('have a French sentence and a fix for every code yaml can give, but its internal IMPOSSIBLE', () => {
    expect(yamlCodes.filter((code) => code !== 'IMPOSSIBLE' && !yamlReasonCodes.includes(code))).toEqual([]);
    for (const code of yamlCodes) {
      const reason = yamlReason(code, 'Some reason');
      expect(reason.fr).not.toMatch(/^[A-Z][a-z]+ [a-z]+ /);
      expect(reason.hint.fr).toMatch(/\.$/);
      expect(reason.hint.en).toMatch(/\.$|"$/);
    }
  });

  it('have a French sentence and a fix for every code csv-parse can give', () => {
    expect(csvCodes.filter((code) => !csvReasonCodes.includes(code))).toEqual([]);
    for (const code of csvCodes) expect(csvReason(code).known).toBe(true);
  });

  it('keep a generic French sentence, with the English quoted, for a code they do not know', async () => {
    const { yamlUnreadable } = await import('../../../generator/messages/syntaxMessages.js');
    expect(yamlUnreadable.fr({ reason: 'Something new', code: 'NEW_CODE' }).message).toBe(
      `le YAML est illisible${nb}: le texte ne suit pas la syntaxe YAML à cet endroit (l’analyseur dit, en anglais${nb}: «${nb}Something new${nb}»)`,
    );
  });
});
