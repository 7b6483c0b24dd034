import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { runCli } from '../../helpers/runCli.js';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
});
afterAll(() => site.remove());

const refused = 'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.';

describe('ids the cart holds', () => {
  it('refuses two plans with one id, naming both places, in English and in French', async () => {
    const result = await buildSlip(site, { 'content/offers/plans.yaml': replace('id: premium', 'id: equipe') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/offers/plans.yaml:35:9 plans[2].id: the id "equipe" is already written at content/offers/plans.yaml:19:9 (plans[1].id): the cart would take one for the other',
      '  hint: give each plan, fibre offer, equipment item and catalogue product its own id (lowercase letters, digits and hyphens), such as "equipe-2".',
      refused,
    ]);
    expect(result.outUnchanged).toBe(true);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      'content/offers/plans.yaml:35:9 plans[2].id\u00a0: l’identifiant "equipe" est déjà écrit en content/offers/plans.yaml:19:9 (plans[1].id)\u00a0: le panier prendrait l’un pour l’autre',
      '  conseil\u00a0: donnez à chaque formule, offre fibre, équipement et produit du catalogue son propre identifiant (minuscules, chiffres et tirets), comme "equipe-2".',
    ]);
  });

  it('refuses a plan and an equipment item with one id', async () => {
    const result = await buildSlip(site, { 'content/offers/plans.yaml': replace('id: premium', 'id: t46u') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/offers/equipment.yaml:19:13 groups[0].items[1].id: the id "t46u" is already written at content/offers/plans.yaml:35:9 (plans[2].id): the cart would take one for the other',
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses two catalogue products with one id', async () => {
    const result = await buildSlip(site, { 'content/catalogue.yaml': replace('id: t46u', 'id: t33g') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/catalogue.yaml:29:9 products[1].id: the id "t33g" is already written at content/catalogue.yaml:9:9 (products[0].id): the cart would take one for the other',
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses a fibre offer whose id is another offer’s', async () => {
    const result = await buildSlip(site, {
      'content/offers/fibre.yaml': replace('- id: ftth-pro', '- id: ftth-essentiel'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/offers/fibre.yaml:23:9 offers[1].id: the id "ftth-essentiel" is already written at content/offers/fibre.yaml:10:9 (offers[0].id): the cart would take one for the other',
      '  hint: give each plan, fibre offer, equipment item and catalogue product its own id (lowercase letters, digits and hyphens), such as "ftth-essentiel-2".',
      refused,
    ]);
    expect(result.outUnchanged).toBe(true);
  });
});

describe('sector order', () => {
  it('warns when two sectors have one order, and builds', async () => {
    const result = await runSiteWith(site, 'content/sectors/sante.yaml', 'order: 7', 'order: 2');
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr)).toEqual([
      'warning: content/sectors/sante.yaml:2:8 order: 2 is also the order of content/sectors/finance.yaml:2:8; the two sector cards are shown in the order of their file names. Give each sector its own order (1 first, then 2…).',
    ]);
  });
});

async function runSiteWith(temp: TempSite, file: string, search: string, replacement: string) {
  const text = await temp.read(file);
  try {
    await temp.edit(file, search, replacement);
    return await runCli(['check'], temp.root);
  } finally {
    await temp.write(file, text);
  }
}
