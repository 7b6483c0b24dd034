import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblemIn, UserError } from '../../../generator/errors.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

// Issue 42, item 5: a question left without its answer, or a shared question named by an id
// content/offers/faq.yaml does not hold, stops the build where it is written, in French.
const faqFile = 'content/offers/faq.yaml';
const switchboardFile = 'content/landing/standard-telephonique-virtuel.yaml';
const fibreFile = 'content/landing/fibre-professionnelle.yaml';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(async () => {
  await site.remove();
});

/** Every problem of the temp site's content, in French, as `site build` prints them. */
async function problemsFr(): Promise<string[]> {
  try {
    validateContent(await loadContent(site.root), { env: {} });
  } catch (error) {
    if (error instanceof UserError) return error.problems.map((problem) => formatProblemIn(problem, 'fr'));
    throw error;
  }
  return [];
}

/** The line (from 1) of `file` that is exactly `text`. */
async function lineOf(file: string, text: string): Promise<number> {
  const line = (await site.read(file)).split('\n').indexOf(text) + 1;
  expect(line).toBeGreaterThan(0);
  return line;
}

describe('the questions of the offer pages', () => {
  it('refuse a shared question without its answer, at the question, naming the field', async () => {
    await site.edit(
      faqFile,
      '    question: Comment mettre fin à mon contrat ?\n    answer: Vous pouvez y mettre fin au terme de la période en cours, avec un préavis de 3 mois.\n',
      '    question: Comment mettre fin à mon contrat ?\n',
    );
    const line = await lineOf(faqFile, '  - id: resiliation');
    expect(await problemsFr()).toEqual([
      `${faqFile}:${line}:5 questions[1].answer\u00a0: attendu un texte, champ absent\n` +
        '  conseil\u00a0: ce champ est obligatoire\u00a0: ajoutez «\u00a0answer:\u00a0» sous «\u00a0questions[1]\u00a0».',
    ]);
  });

  it('refuse a page’s own question whose answer is left empty', async () => {
    await site.edit(
      fibreFile,
      '      answer: Avec la FTTO, le temps de rétablissement est garanti à 4 heures.',
      '      answer:',
    );
    const line = await lineOf(fibreFile, '      answer:');
    expect(await problemsFr()).toEqual([
      `${fibreFile}:${line}:14 faq.questions[1].answer\u00a0: attendu un texte, trouvé rien\n  conseil\u00a0: écrivez la valeur après le nom du champ, sur sa ligne\u00a0: «\u00a0answer: …\u00a0»`,
    ]);
  });

  it('refuse an unknown shared id where it is written, with the nearest id and every id to choose from', async () => {
    await site.edit(
      switchboardFile,
      '  shared: [prix-ht, panne, resiliation]',
      '  shared: [prix-ht, pane, resilier-en-ligne]',
    );
    const line = await lineOf(switchboardFile, '  shared: [prix-ht, pane, resilier-en-ligne]');
    const known = 'panne, resiliation, prix-ht, commande';
    expect(await problemsFr()).toEqual([
      `${switchboardFile}:${line}:21 faq.shared[1]\u00a0: aucune question de content/offers/faq.yaml n’a l’identifiant «\u00a0pane\u00a0» — vouliez-vous dire «\u00a0panne\u00a0»\u00a0?\n` +
        `  conseil\u00a0: écrivez l’un de ses identifiants (${known}), ou ajoutez d’abord la question à content/offers/faq.yaml.`,
      `${switchboardFile}:${line}:27 faq.shared[2]\u00a0: aucune question de content/offers/faq.yaml n’a l’identifiant «\u00a0resilier-en-ligne\u00a0»\n` +
        `  conseil\u00a0: écrivez l’un de ses identifiants (${known}), ou ajoutez d’abord la question à content/offers/faq.yaml.`,
    ]);
  });

  it('refuse two shared questions under one id, at the second', async () => {
    const text = await site.read(faqFile);
    await site.write(
      faqFile,
      `${text}  - id: panne\n    question: Qui appeler en cas de panne ?\n    answer: Notre support.\n`,
    );
    const first = await lineOf(faqFile, '  - id: panne');
    const second = text.split('\n').length;
    expect(await problemsFr()).toEqual([
      `${faqFile}:${second}:9 questions[4].id\u00a0: l’identifiant «\u00a0panne\u00a0» est déjà celui de la question de la ligne ${first}\u00a0: une page qui le nomme n’afficherait que celle-là\n` +
        `  conseil\u00a0: donnez à chaque question son propre identifiant, comme «\u00a0panne-2\u00a0».`,
    ]);
  });
});
