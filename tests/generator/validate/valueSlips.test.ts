import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../generator/errors.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { parseYaml } from '../../../generator/load/yamlSource.js';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { textSlips, typoOf } from '../../../generator/messages/textSlips.js';
import { checkContent } from '../../../generator/validate/validateContent.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

const nb = '\u00a0';

/** The English of what the content check of `site` says: problems, then warnings. */
async function told(site: TempSite, today = '2026-11-26'): Promise<{ problems: string[]; warnings: string[] }> {
  const checked = checkContent(await loadContent(site.root), { env: {}, today });
  return { problems: checked.problems.map(formatProblem), warnings: checked.warnings.map((warning) => warning.en) };
}

/** What a Markdown body compiled alone gives: its problems and its warnings, in English. */
function body(markdown: string): { problems: string[]; warnings: string[] } {
  const compiled = compileMarkdown(markdown, {
    file: 'content/pages/a.md',
    firstLine: 5,
    values: { siteUrl: 'https://www.telorys.fr', brand: 'Telorys' },
  });
  return { problems: compiled.problems.map(formatProblem), warnings: compiled.warnings.map((warning) => warning.en) };
}

describe('a list item folded over the next line', () => {
  const merged = (text: string) => parseYaml('a.yaml', text).source?.mergedItems ?? [];

  it('is found when the next line starts with a capital, as an item whose "- " was forgotten', () => {
    expect(merged('features:\n  - Musique d’attente\n    Enregistrement des appels\n  - Autre\n')).toEqual([
      {
        position: { file: 'a.yaml', line: 3, column: 5 },
        field: 'features[0]',
        joined: 'Musique d’attente Enregistrement des appels',
        next: 'Enregistrement des appels',
      },
    ]);
  });

  it('is left alone when the text goes on in lower case, is quoted, or is a list in brackets', () => {
    expect(merged('features:\n  - Appels illimités vers les fixes\n    et les mobiles\n')).toEqual([]);
    expect(merged('features:\n  - "Musique d’attente\n    Enregistrement des appels"\n')).toEqual([]);
    expect(merged('features: [Musique d’attente,\n  Enregistrement des appels]\n')).toEqual([]);
  });
});

describe('slips of a text (textSlips)', () => {
  const kinds = (text: string) => textSlips(text, 'telorys.fr').map((slip) => slip.args);

  it('finds a percentage over 100, a number written with dots, impossible hours', () => {
    expect(kinds('Disponibilité de 995 % par mois')).toEqual([{ written: '995 %' }]);
    expect(kinds('Disponibilité de 99,5 % et 100 %')).toEqual([]);
    expect(kinds('Appelez le 03.53.48.10.20 ou le 03-53-48-10-21')).toEqual([
      { written: '03.53.48.10.20', fixed: '03 53 48 10 20' },
      { written: '03-53-48-10-21', fixed: '03 53 48 10 21' },
    ]);
    expect(kinds('Ouvert de 9h–25h, puis 8h75-9h et 18h-8h')).toEqual([
      { written: '9h–25h' },
      { written: '8h75-9h' },
      { written: '18h-8h' },
    ]);
    expect(kinds('Ouvert 8h30–12h et 14h-18h, installé en 48h, le 01/02/2025')).toEqual([]);
  });

  it('finds an e-mail domain one slip from the site’s or a common provider’s, not another real one', () => {
    expect(typoOf('telroys.fr', ['telorys.fr'])).toBe('telorys.fr');
    expect(typoOf('telorys.frr', ['telorys.fr'])).toBe('telorys.fr');
    expect(kinds('Écrivez à marie@gmial.com')).toEqual([
      { address: 'marie@gmial.com', domain: 'gmial.com', meant: 'gmail.com' },
    ]);
    expect(kinds('contact@telorys.fr, x@hotmail.fr, y@orange.fr, z@mairie-metz.fr')).toEqual([]);
  });
});

describe('slips of a Markdown body', () => {
  it('warns of an image without description and of a link to the site’s own domain', () => {
    expect(body('![](/images/photo.jpg)\n\nVoir [les CGV](https://telorys.fr/cgv).\n').warnings).toEqual([
      'content/pages/a.md:5:1 the image /images/photo.jpg has no description between its brackets: screen readers announce only "image", and search engines see nothing\n  hint: describe what it shows between the brackets: ![Our offices in Marly](/images/photo.jpg).',
      'content/pages/a.md:7:16 the link https://telorys.fr/cgv leads to this site by its full address\n  hint: write /cgv: an address starting with / stays on the site, whatever its domain (a test copy, https, a new name).',
    ]);
  });

  it('warns of an address typed as text, which CommonMark makes no link of', () => {
    expect(
      body('Voir https://www.cnil.fr, <https://www.cnil.fr/a> et [la CNIL](https://www.cnil.fr/b).\n').warnings,
    ).toEqual([
      'content/pages/a.md:5:6 the address https://www.cnil.fr is written as text: visitors cannot click it\n  hint: make it a link: <https://www.cnil.fr>, or [the words to click](https://www.cnil.fr).',
    ]);
  });

  it('refuses a link to a file of the computer, warns of one to localhost (documentation links to its local server)', () => {
    const told = body('Nos [tarifs](C:\\Users\\marie\\tarifs.pdf) et [la démo](http://localhost:3000/demo).\n');
    expect(told.problems).toEqual([
      'content/pages/a.md:5:14 the link C:\\Users\\marie\\tarifs.pdf leads to a file of your computer: no visitor can open it\n  hint: copy the file into public/ (public/documents/tarifs.pdf) and link to its address on the site: /documents/tarifs.pdf.',
    ]);
    expect(told.warnings).toEqual([
      'content/pages/a.md:5:54 the link http://localhost:3000/demo leads to the computer of whoever clicks it (localhost), not to this site\n  hint: if the page explains how to open a local server, write the address as code so nobody clicks it: `http://localhost:3000/demo`; otherwise link to a page of the site, starting with / (/cgv).',
    ]);
  });

  it('refuses pipe rows under a sentence, and leaves a real table and one pipe line alone', () => {
    expect(body('Nos tarifs :\n| Offre | Prix |\n| Essentiel | 19 € |\n').problems).toEqual([
      'content/pages/a.md:6:1 these lines look like the rows of a table, but the line of dashes under its first row is missing: they would be printed as text, pipes included\n  hint: add under line 6 the line | --- | --- | (one --- per column); to show pipes as text, write them \\|.',
    ]);
    expect(body('| Offre | Prix |\n| --- | --- |\n| Essentiel | 19 € |\n').problems).toEqual([]);
    expect(body('| une seule ligne |\n').problems).toEqual([]);
  });

  it('names the first heading of a body that starts below level 2', () => {
    expect(body('### Détail\n\nTexte.\n').warnings).toEqual([
      'content/pages/a.md:5:1 this heading is level 3 (###) right after the page title (level 1): level 2 is skipped, and screen readers announce an outline with a hole\n  hint: write it ## (level 2), or add the missing level above it.',
    ]);
    expect(body('## Un\n\n### Deux\n\n## Trois\n\n#### Quatre\n').warnings).toHaveLength(1);
  });
});

describe('values of YAML files and front matters', () => {
  let site: TempSite;
  beforeAll(async () => {
    site = await createTempSite();
  });
  afterAll(() => site.remove());

  it('takes today and tomorrow (a French evening is UTC’s next day), and refuses the day after', async () => {
    await site.edit('content/local/metz.yaml', 'updated: 2025-08-27', 'updated: 2026-11-27');
    expect((await told(site)).problems).toEqual([]);
    await site.edit('content/local/metz.yaml', 'updated: 2026-11-27', 'updated: 2026-11-28');
    expect((await told(site)).problems).toEqual([
      'content/local/metz.yaml:25:10 updated: 2026-11-28 is in the future (today is 2026-11-26): the page would tell visitors and search engines it changed on a day still to come\n  hint: write the day of the change, 2026-11-26 at the latest (YYYY-MM-DD: year, month, day).',
    ]);
    await site.edit('content/local/metz.yaml', 'updated: 2026-11-28', 'updated: 2025-08-27');
  });

  it('refuses a latitude and longitude written the other way round, and questions a date before 2000', async () => {
    await site.edit('content/local/metz.yaml', 'position: [49.1193, 6.1757]', 'position: [6.1757, 49.1193]');
    await site.edit('content/local/nancy.yaml', 'updated: 2025-08-27', 'updated: 1925-08-27');
    const { problems, warnings } = await told(site);
    expect(problems).toEqual([
      'content/local/metz.yaml:12:13 geo.position: [6.1757, 49.1193] is not in France: the latitude (about 41 to 51 in mainland France) comes first, then the longitude (about -5 to 10)\n  hint: swap the two numbers: [49.1193, 6.1757].',
    ]);
    expect(warnings).toEqual([
      'content/local/nancy.yaml:25:10 updated: 1925-08-27 is before the year 2000: search engines would read this page as unchanged for decades\n  hint: check the year (YYYY-MM-DD: year, month, day), such as 2025-08-27.',
    ]);
    await site.edit('content/local/metz.yaml', 'position: [6.1757, 49.1193]', 'position: [49.1193, 6.1757]');
    await site.edit('content/local/nancy.yaml', 'updated: 1925-08-27', 'updated: 2025-08-27');
  });

  it('refuses a link to localhost, warns of a long title, a line twice in a list, a typo in an e-mail domain, impossible hours', async () => {
    await site.edit(
      'content/home.yaml',
      'url: https://studio.telorys.fr/commande',
      'url: http://localhost:4321/commande',
    );
    await site.edit('content/site.yaml', 'email: contact@telorys.fr', 'email: contact@telroys.fr');
    await site.edit(
      'content/catalogue.yaml',
      'title: ',
      'title: Téléphones IP, DECT, casques et téléphones de conférence Yealink — ',
    );
    await site.edit('content/site.yaml', 'hours: Du lundi au vendredi, 9h–18h', 'hours: Du lundi au vendredi, 9h-25h');
    await site.edit(
      'content/offers/plans.yaml',
      '      - Messagerie vocale\n',
      '      - Messagerie vocale\n      - Messagerie vocale\n',
    );
    const { problems, warnings } = await told(site);
    expect(problems).toEqual([
      'content/home.yaml:35:10 voiceStudio.orderButton.url: the link http://localhost:4321/commande leads to a test address on your computer: no visitor can open it\n  hint: write the address of the page on the site, starting with / (/cgv).',
    ]);
    expect(warnings).toEqual([
      'content/catalogue.yaml:2:8 title: this title is 112 characters long: search results cut it after about 60\n  hint: shorten it to 60 characters at most, the words people search for first.',
      'content/offers/plans.yaml:15:9 plans[0].features[3]: "Messagerie vocale" is already in this list, at line 14: the page would show it twice\n  hint: delete one of the two lines.',
      'content/site.yaml:15:10 contact.email: the domain of contact@telroys.fr, telroys.fr, looks like a typo for telorys.fr\n  hint: write contact@telorys.fr; mail sent to a mistyped domain is lost without a word.',
      `content/site.yaml:24:10 contact.hours: 9h-25h is not a span of a day: hours go from 0h to 24h, minutes up to 59, and a span closes after it opens\n  hint: write the hours as opening–closing time, such as 8h30–12h or 14h–18h. If this is a delay (48h–72h), leave it: this is only a warning.`,
    ]);
  });
});

it('tells the new slips in French too', async () => {
  const fr = compileMarkdown('![](/images/a.png)\n', { file: 'a.md', firstLine: 1, values: {} }).warnings[0]!.fr;
  expect(fr).toBe(
    `a.md:1:1 l’image /images/a.png n’a pas de description entre ses crochets${nb}: les lecteurs d’écran annoncent seulement «${nb}image${nb}», et les moteurs de recherche n’y voient rien\n  conseil${nb}: décrivez ce qu’elle montre entre les crochets${nb}: ![Nos bureaux à Marly](/images/a.png).`,
  );
});
