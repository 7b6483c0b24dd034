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

const stopped = 'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.';

/** Each slip: the file and its change, then the problem in English and in French (two lines each). */
const slips: [string, string, string, string, [string, string], [string, string]][] = [
  [
    'order: 0',
    'content/sectors/sante.yaml',
    'order: 7',
    'order: 0',
    [
      'content/sectors/sante.yaml:2:8 order: expected a whole number from 1, got a number (0)',
      '  hint: write a whole number, 1 or more, without decimals: order: 1',
    ],
    [
      'content/sectors/sante.yaml:2:8 order\u00a0: attendu un nombre entier à partir de 1, trouvé un nombre (0)',
      '  conseil\u00a0: écrivez un nombre entier, 1 ou plus, sans décimales\u00a0: order: 1',
    ],
  ],
  [
    'order: 2.5',
    'content/sectors/sante.yaml',
    'order: 7',
    'order: 2.5',
    [
      'content/sectors/sante.yaml:2:8 order: expected a whole number from 1, got a number (2.5)',
      '  hint: write a whole number, 1 or more, without decimals: order: 3',
    ],
    [
      'content/sectors/sante.yaml:2:8 order\u00a0: attendu un nombre entier à partir de 1, trouvé un nombre (2.5)',
      '  conseil\u00a0: écrivez un nombre entier, 1 ou plus, sans décimales\u00a0: order: 3',
    ],
  ],
  [
    'a decimal comma',
    'content/offers/plans.yaml',
    'price: 19\n',
    'price: 29,90\n',
    [
      'content/offers/plans.yaml:8:12 plans[0].price: expected a number, got the text "29,90"',
      '  hint: write the number alone, without quotes, units or currency, with a dot for decimals: price: 29.9',
    ],
    [
      'content/offers/plans.yaml:8:12 plans[0].price\u00a0: attendu un nombre, trouvé le texte «\u00a029,90\u00a0»',
      '  conseil\u00a0: écrivez le nombre seul, sans guillemets, unité ni symbole, avec un point pour les décimales\u00a0: price: 29.9',
    ],
  ],
  [
    'a thousands space',
    'content/offers/plans.yaml',
    'price: 19\n',
    'price: 1 290\n',
    [
      'content/offers/plans.yaml:8:12 plans[0].price: expected a number, got the text "1 290"',
      '  hint: write the number alone, without quotes, units or currency, with a dot for decimals: price: 1290',
    ],
    [
      'content/offers/plans.yaml:8:12 plans[0].price\u00a0: attendu un nombre, trouvé le texte «\u00a01 290\u00a0»',
      '  conseil\u00a0: écrivez le nombre seul, sans guillemets, unité ni symbole, avec un point pour les décimales\u00a0: price: 1290',
    ],
  ],
  [
    'a currency',
    'content/offers/plans.yaml',
    'price: 19\n',
    'price: 29 € HT\n',
    [
      'content/offers/plans.yaml:8:12 plans[0].price: expected a number, got the text "29 € HT"',
      '  hint: write the number alone, without quotes, units or currency, with a dot for decimals: price: 29',
    ],
    [
      'content/offers/plans.yaml:8:12 plans[0].price\u00a0: attendu un nombre, trouvé le texte «\u00a029 € HT\u00a0»',
      '  conseil\u00a0: écrivez le nombre seul, sans guillemets, unité ni symbole, avec un point pour les décimales\u00a0: price: 29',
    ],
  ],
  [
    'availability with a comma',
    'content/site.yaml',
    'availability: 99.5',
    'availability: 99,5',
    [
      'content/site.yaml:37:17 claims.availability: expected a number, got the text "99,5"',
      '  hint: write the number alone, without quotes, units or currency, with a dot for decimals: availability: 99.5',
    ],
    [
      'content/site.yaml:37:17 claims.availability\u00a0: attendu un nombre, trouvé le texte «\u00a099,5\u00a0»',
      '  conseil\u00a0: écrivez le nombre seul, sans guillemets, unité ni symbole, avec un point pour les décimales\u00a0: availability: 99.5',
    ],
  ],
  [
    '" : " in a list item',
    'content/offers/plans.yaml',
    '      - Messagerie vocale\n',
    '      - Messagerie vocale : par e-mail\n',
    [
      'content/offers/plans.yaml:14:9 plans[0].features[2]: expected text, got a group of fields',
      '  hint: a text with ": " in it is read as a field and its value; put the whole text in quotes: - "Messagerie vocale : par e-mail"',
    ],
    [
      'content/offers/plans.yaml:14:9 plans[0].features[2]\u00a0: attendu un texte, trouvé un groupe de champs',
      '  conseil\u00a0: un texte contenant «\u00a0:\u00a0» est lu comme un champ et sa valeur\u00a0; mettez tout le texte entre guillemets\u00a0: - "Messagerie vocale : par e-mail"',
    ],
  ],
  [
    'sitemap: in a YAML page',
    'content/sectors/sante.yaml',
    'card:\n',
    'sitemap:\n  priority: 0.8\ncard:\n',
    [
      'content/sectors/sante.yaml:3:1 sitemap: unknown field "sitemap": the site sets the sitemap priority and frequency of the pages made from YAML files',
      '  hint: remove the "sitemap" block; only Markdown pages (content/pages/) choose their own.',
    ],
    [
      'content/sectors/sante.yaml:3:1 sitemap\u00a0: champ inconnu «\u00a0sitemap\u00a0»\u00a0: le site fixe la priorité et la fréquence, dans le plan du site, des pages faites de fichiers YAML',
      '  conseil\u00a0: supprimez le bloc «\u00a0sitemap\u00a0»\u00a0; seules les pages Markdown (content/pages/) choisissent les leurs.',
    ],
  ],
];

describe('messages that say what is wanted', () => {
  it.each(slips)('%s', async (_, file, search, replacement, english, french) => {
    const result = await buildSlip(site, { [file]: replace(search, replacement) });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([...english, stopped]);
    expect(result.outUnchanged).toBe(true);
    expect(errorLines(result.french).slice(0, 2)).toEqual(french);
  });
});
