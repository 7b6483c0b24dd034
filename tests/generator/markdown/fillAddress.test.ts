import { describe, expect, it } from 'vitest';
import { formatProblem, formatProblemIn } from '../../../generator/errors.js';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { errorLines } from '../../helpers/slipBuild.js';
import { createTempSite } from '../../helpers/tempSite.js';

const values = {
  'legal.host': 'javascript:alert(1)//',
  scheme: 'javascript',
  siteUrl: 'https://www.telorys.fr',
  email: 'contact@telorys.fr',
  plan: '/images/plan.png',
};
/** A body starting on line 5 of its file, as after four lines of front matter. */
const compile = (markdown: string, more: Record<string, string> = {}) =>
  compileMarkdown(markdown, { file: 'content/pages/a.md', firstLine: 5, values: { ...values, ...more } });
const english = (markdown: string, more?: Record<string, string>) =>
  compile(markdown, more).problems.map(formatProblem);
const french = (markdown: string, more?: Record<string, string>) =>
  compile(markdown, more).problems.map((problem) => formatProblemIn(problem, 'fr'));

const onlyLinks =
  'a link may only lead to an address of the site, or to one starting with https:, http:, mailto: or tel:';
const fromSiteYaml =
  '  hint: the placeholder takes its value from content/site.yaml: correct the value there, or write the address itself in the page.';

describe('a link a placeholder fills (issue 40, point 2)', () => {
  it('refuses a javascript: value of site.yaml at its line, in English and in French, and writes no href', () => {
    const markdown = 'Hébergement.\n\nLe site est hébergé par [l’hébergeur]({legal.host}).\n';
    expect(english(markdown)).toEqual([
      `content/pages/a.md:7:39 link {legal.host}, filled as "javascript:alert(1)//", is refused: ${onlyLinks}\n${fromSiteYaml}`,
    ]);
    expect(french(markdown)).toEqual([
      'content/pages/a.md:7:39 lien «\u00a0{legal.host}\u00a0», rempli en «\u00a0javascript:alert(1)//\u00a0», refusé\u00a0: un lien ne peut mener qu’à une adresse du site, ou à une adresse https, http, mailto ou tel\n' +
        '  conseil\u00a0: la balise de remplacement prend sa valeur dans content/site.yaml\u00a0: corrigez-la là, ou écrivez l’adresse elle-même dans la page.',
    ]);
    expect(compile(markdown).html).toBe('<p>Hébergement.</p>\n<p>Le site est hébergé par <a>l’hébergeur</a>.</p>\n');
  });

  it('refuses a placeholder that supplies only the scheme, and one in a reference definition', () => {
    expect(english('[Essai]({scheme}:alert(1))')).toEqual([
      `content/pages/a.md:5:9 link {scheme}:alert(1), filled as "javascript:alert(1)", is refused: ${onlyLinks}\n${fromSiteYaml}`,
    ]);
    expect(compile('[Essai][h]\n\n[h]: {legal.host}\n').html).toBe('<p><a>Essai</a></p>\n');
  });

  it.each([
    [' javascript:alert(1)', ' javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)', 'JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)', 'java\\tscript:alert(1)'],
    ['javascript&#58;alert(1)', 'javascript&#58;alert(1)'],
    ['data:text/html,<script>alert(1)</script>', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)', 'vbscript:msgbox(1)'],
  ])('refuses %j, which a browser reads as a scheme that runs code', (value, shown) => {
    const result = compile('[Essai]({x})', { x: value });
    expect(result.problems.map(formatProblem)).toEqual([
      `content/pages/a.md:5:9 link {x}, filled as "${shown}", is refused: ${onlyLinks}\n${fromSiteYaml}`,
    ]);
    expect(result.html).toBe('<p><a>Essai</a></p>\n');
  });

  it('keeps what a placeholder completes on the site, to another site, to an e-mail', () => {
    const result = compile('[Plan]({siteUrl}/plan), [écrire](mailto:{email}), [plan]({plan})');
    expect(result.problems).toEqual([]);
    expect(result.html).toBe(
      '<p><a href="https://www.telorys.fr/plan">Plan</a>, <a href="mailto:contact@telorys.fr">écrire</a>, <a href="/images/plan.png">plan</a></p>\n',
    );
  });

  it('refuses any other scheme written in a link', () => {
    expect(english('[Archives](ftp://ftp.example.fr/)')).toEqual([
      `content/pages/a.md:5:12 link ftp://ftp.example.fr/ is refused: ${onlyLinks}\n` +
        '  hint: link to a page of the site (/contact) or to another site (https://…).',
    ]);
  });

  it('leaves a file of the editor’s computer (C:\\…, whose scheme is c:) to the slip that names it', () => {
    expect(compile('[Tarifs](C:\\Users\\marie\\tarifs.pdf)').problems.map((problem) => problem.message)).toEqual([
      'the link C:\\Users\\marie\\tarifs.pdf leads to a file of your computer: no visitor can open it',
    ]);
  });
});

describe('an image a placeholder fills (issue 40, point 2)', () => {
  it('fills it, and refuses a javascript: value in both languages, writing no src', () => {
    expect(compile('![Plan]({plan})').html).toBe('<p><img src="/images/plan.png" alt="Plan" /></p>\n');
    const markdown = '![Plan]({legal.host})';
    expect(english(markdown)).toEqual([
      'content/pages/a.md:5:9 image {legal.host}, filled as "javascript:alert(1)//", is refused: an image may only be a file of the site, written from its root (/images/schema.png)\n' +
        fromSiteYaml,
    ]);
    expect(french(markdown)[0]).toBe(
      'content/pages/a.md:5:9 image «\u00a0{legal.host}\u00a0», remplie en «\u00a0javascript:alert(1)//\u00a0», refusée\u00a0: une image ne peut être qu’un fichier du site, écrit depuis sa racine (/images/schema.png)\n' +
        '  conseil\u00a0: la balise de remplacement prend sa valeur dans content/site.yaml\u00a0: corrigez-la là, ou écrivez l’adresse elle-même dans la page.',
    );
    expect(compile(markdown).html).toBe('<p><img alt="Plan" /></p>\n');
  });

  it.each(['//evil.example/x.png', '/\\evil.example/x.png'])(
    'refuses %j from a placeholder as another host’s',
    (src) => {
      const result = compile('![Plan]({x})', { x: src });
      expect(result.problems.map((problem) => problem.message)).toEqual([
        `image from another host ${src}: the site's Content-Security-Policy blocks it, visitors would see a broken image`,
      ]);
      expect(result.html).toBe('<p><img alt="Plan" /></p>\n');
    },
  );
});

describe('raw HTML (issue 40, point 2)', () => {
  it('refuses a javascript: address hidden by a tab reference, as the browser would read it', () => {
    expect(english('<a href="java&#9;script:alert(1)">Essai</a>')).toEqual([
      'content/pages/a.md:5:1 address java\\tscript:alert(1) is refused: it could run code\n' +
        '  hint: link to a page of the site (/contact) or to another site (https://…).',
    ]);
  });
});

describe('site build (issue 40, point 2)', () => {
  it('stops at a javascript: host name of site.yaml linked from a page, in English and in French', async () => {
    const site = await createTempSite();
    try {
      const settings = await site.read('content/site.yaml');
      await site.write(
        'content/site.yaml',
        settings.replace(/^ {4}name: OVH SAS$/m, '    name: "javascript:alert(1)//"'),
      );
      await site.write(
        'content/pages/mentions-legales.md',
        `${await site.read('content/pages/mentions-legales.md')}\nSon adresse : [l’hébergeur]({legal.hostName}).\n`,
      );
      const built = await buildInProcess(site.root);
      expect(built.code).toBe(1);
      expect(errorLines(built.stderr)).toEqual([
        `content/pages/mentions-legales.md:105:29 link {legal.hostName}, filled as "javascript:alert(1)//", is refused: ${onlyLinks}`,
        fromSiteYaml,
        'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
      ]);
      expect(errorLines(built.french).slice(0, 2)).toEqual([
        'content/pages/mentions-legales.md:105:29 lien «\u00a0{legal.hostName}\u00a0», rempli en «\u00a0javascript:alert(1)//\u00a0», refusé\u00a0: un lien ne peut mener qu’à une adresse du site, ou à une adresse https, http, mailto ou tel',
        '  conseil\u00a0: la balise de remplacement prend sa valeur dans content/site.yaml\u00a0: corrigez-la là, ou écrivez l’adresse elle-même dans la page.',
      ]);
    } finally {
      await site.remove();
    }
  });
});
