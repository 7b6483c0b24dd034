import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSlip, builtFixture, errorLines, replace } from '../../helpers/slipBuild.js';
import type { TempSite } from '../../helpers/tempSite.js';

// Issue 44, beyond its list: a price typed past the cent was shown rounded (« 20,00 € ») and sent as typed.
let site: TempSite;
beforeAll(async () => {
  site = await builtFixture();
}, 60_000);
afterAll(() => site.remove());

describe('a price with more than two decimals', () => {
  it('is refused at its line, in both languages, out/ untouched', async () => {
    const result = await buildSlip(site, { 'content/offers/plans.yaml': replace('price: 19\n', 'price: 19.999\n') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr).slice(0, 2)).toEqual([
      'content/offers/plans.yaml:8:12 plans[0].price: expected a price in euros to the cent at most, such as 19.99, got a number (19.999)',
      '  hint: write the price with two decimals at most, such as 19.99 or 20: the page would show it rounded.',
    ]);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      'content/offers/plans.yaml:8:12 plans[0].price\u00a0: attendu un prix en euros au centime près au plus, comme 19.99, trouvé un nombre (19.999)',
      '  conseil\u00a0: écrivez le prix avec deux décimales au plus, comme 19.99 ou 20\u00a0: la page l’afficherait arrondi.',
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('builds 19.99, a price to the cent', async () => {
    const result = await buildSlip(site, { 'content/offers/plans.yaml': replace('price: 19\n', 'price: 19.99\n') });
    expect(result.code).toBe(0);
  });
});
