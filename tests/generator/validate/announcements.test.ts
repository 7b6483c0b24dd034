import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblemIn } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { parisDay } from '../../../model/parisDay.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { runCli } from '../../helpers/runCli.js';
import { buildSlip, errorLines } from '../../helpers/slipBuild.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

// Issue 44, D1: content/announcements.yaml is checked where editors write it.
let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
}, 60_000);
afterAll(() => site.remove());

const file = 'content/announcements.yaml';
const refused = 'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.';
const refusedFr =
  'Vérification du contenu en échec\u00a0: 1 problème trouvé. Rien n’a été écrit\u00a0; le site précédent est inchangé.';

/** A new announcements file of one announcement: its text, then `fields` (YAML lines at four spaces). */
const announcing =
  (fields: string[], text = 'Standard offert le premier mois') =>
  () =>
    ['announcements:', `  - text: ${text}`, ...fields.map((field) => `    ${field}`), ''].join('\n');

describe('announcements refused', () => {
  it('refuses a page no route has, at its line, naming it and the nearest address', async () => {
    const result = await buildSlip(site, {
      [file]: announcing(['start: 2020-01-01', 'end: 2099-12-31', 'pages:', '  - /', '  - /standard-telephonique']),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/announcements.yaml:7:9 announcements[0].pages[1]: no page has the address /standard-telephonique: the announcement cannot be shown there',
      "  hint: did you mean /standard-telephonique-virtuel? Write a page's address as the browser shows it after the site's name, starting with / (the home page is /), or pages: toutes for every page.",
      refused,
    ]);
    expect(errorLines(result.french)).toEqual([
      'content/announcements.yaml:7:9 announcements[0].pages[1]\u00a0: aucune page n’a l’adresse /standard-telephonique\u00a0: l’annonce ne peut pas y être affichée',
      '  conseil\u00a0: vouliez-vous écrire /standard-telephonique-virtuel\u00a0? Écrivez l’adresse d’une page telle que le navigateur l’affiche après le nom du site, en commençant par / (l’accueil est /)\u00a0; pour toutes les pages, écrivez toutes après pages à la place de la liste.',
      refusedFr,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses a last day before the first, at the last day', async () => {
    const result = await buildSlip(site, {
      [file]: announcing(['start: 2026-12-01', 'end: 2026-11-30', 'pages: toutes']),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/announcements.yaml:4:10 announcements[0].end: the announcement ends on 2026-11-30, before it starts on 2026-12-01: it would never be shown',
      '  hint: write a last day on or after 2026-12-01 (YYYY-MM-DD: year, month, day), or swap the two dates.',
      refused,
    ]);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      'content/announcements.yaml:4:10 announcements[0].end\u00a0: l’annonce finit le 2026-11-30, avant de commencer le 2026-12-01\u00a0: elle ne serait jamais affichée',
      '  conseil\u00a0: écrivez un dernier jour le 2026-12-01 ou après (AAAA-MM-JJ\u00a0: année, mois, jour), ou inversez les deux dates.',
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses a day that does not exist', async () => {
    const result = await buildSlip(site, {
      [file]: announcing(['start: 2026-02-30', 'end: 2026-03-31', 'pages: toutes']),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/announcements.yaml:3:12 announcements[0].start: the date 2026-02-30 does not exist: February 2026 has 28 days',
      '  hint: write a date that exists (YYYY-MM-DD: year, month, day), such as: start: 2026-02-28',
      refused,
    ]);
    expect(errorLines(result.french)[0]).toBe(
      'content/announcements.yaml:3:12 announcements[0].start\u00a0: la date 2026-02-30 n’existe pas\u00a0: le 30 février n’existe pas, février 2026 a 28\u00a0jours',
    );
    expect(result.outUnchanged).toBe(true);
  });
});

describe('announcements warned', () => {
  it('warns of an ended announcement with its last day, and builds without it', async () => {
    const today = parisDay(new Date());
    const result = await buildSlip(site, {
      [file]: announcing(['start: 2020-01-01', 'end: 2020-01-31', 'pages: toutes']),
    });
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr)).toEqual([
      `warning: content/announcements.yaml:4:10 announcements[0].end: the announcement ended on 2020-01-31 (today is ${today} in France): it is no longer shown`,
      '  hint: remove it from the file, or write a later last day to show it again.',
    ]);
    expect(errorLines(result.french)).toEqual([
      `avertissement\u00a0: content/announcements.yaml:4:10 announcements[0].end\u00a0: l’annonce a pris fin le 2020-01-31 (nous sommes le ${today} en France)\u00a0: elle n’est plus affichée`,
      '  conseil\u00a0: retirez-la du fichier, ou écrivez un dernier jour plus tard pour l’afficher de nouveau.',
    ]);
    expect(await site.read('out/index.html')).not.toContain('data-announcement');
  });

  it('warns of a text longer than 150 characters', async () => {
    const result = await buildSlip(site, {
      [file]: announcing(
        ['start: 2020-01-01', 'end: 2099-12-31', 'pages: toutes'],
        'Profitez de notre offre. '.repeat(8),
      ),
    });
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr)[0]).toBe(
      'warning: content/announcements.yaml:2:11 announcements[0].text: the text "Profitez de notre offre. Profi…" is 199 characters long, more than 150: the banner would take several lines on a phone, above the page\'s own title',
    );
    expect(errorLines(result.french)[0]).toBe(
      'avertissement\u00a0: content/announcements.yaml:2:11 announcements[0].text\u00a0: le texte «\u00a0Profitez de notre offre. Profi…\u00a0» fait 199 caractères, plus de 150\u00a0: le bandeau prendrait plusieurs lignes sur un téléphone, au-dessus du titre de la page',
    );
  });

  it('site check warns of an ended announcement too', async () => {
    const text = announcing(['start: 2020-01-01', 'end: 2020-01-31', 'pages: toutes'])();
    await site.write(file, text);
    try {
      const result = await runCli(['check'], site.root);
      expect(result.code).toBe(0);
      expect(errorLines(result.stderr)[0]).toMatch(
        /^warning: content\/announcements\.yaml:4:10 announcements\[0\]\.end: the announcement ended on 2020-01-31 \(today is \d{4}-\d\d-\d\d in France\)/,
      );
    } finally {
      await rm(path.join(site.root, file));
    }
  });
});

describe('the guide’s recipe (3.20 Annoncer une promotion)', () => {
  it('builds as shown on a day of December 2026, and its misspelt address is refused as the guide tells', async () => {
    const page = await readFile(path.join(repoRoot, 'docs', 'guide', 'annoncer-une-promotion.md'), 'utf8');
    const [, recipe] = /<!-- guide-recipe: content\/announcements\.yaml -->\n```yaml\n([\s\S]*?)```/.exec(page)!;
    const [, told] = /donne :\n\n```\n([\s\S]*?)\n```/.exec(page)!;
    const prepare = () =>
      prepareSite({ root: site.root, overrides: { env: {}, today: '2026-12-20' }, log: createMemoryLogger() });
    try {
      await site.write(file, recipe!);
      const prepared = await prepare();
      expect(prepared.problems).toEqual([]);
      expect(prepared.content.announcements.map(({ pages }) => pages)).toEqual([
        ['/', '/standard-telephonique-virtuel'],
        'toutes',
      ]);
      await site.write(file, recipe!.replace('      - /standard-telephonique-virtuel\n', '      - /standard\n'));
      const problems = (await prepare()).problems.map((problem) => formatProblemIn(problem, 'fr'));
      expect(problems).toEqual([told]);
    } finally {
      await rm(path.join(site.root, file));
    }
  });
});
