import { describe, expect, it } from 'vitest';
import type { Singles } from '../../../generator/content/collections.js';
import type { LoadedContent } from '../../../generator/load/loadContent.js';
import { priceSlips } from '../../../generator/validate/priceSlips.js';
import { stall } from '../../helpers/adversarialLines.js';

// The prices of a list, each against the others (see liveSlips.test.ts for the warnings as an
// editor reads them in a build).
const loaded: LoadedContent = { root: '.', files: new Map(), tables: new Map(), problems: [] };

/** A catalogue of products at these prices. */
const catalogue = (prices: number[]) =>
  ({ catalogue: { products: prices.map((price) => ({ price })) } }) as unknown as Partial<Singles>;

describe('a price out of line with the others of its list', () => {
  it('is questioned, with the other prices, and no price in line is', () => {
    const warnings = priceSlips(catalogue([89, 149, 1990, 199]), loaded);
    expect(warnings.map((warning) => warning.en)).toEqual([
      'content/catalogue.yaml:1:1 products[2].price: 1990 € is 13 times more than the other prices of this list (89, 149, 199 €)\n' +
        '  hint: write the price in euros with a point before the cents (19.90 for 19,90 €): did you mean 199? If 1990 € is right, leave it: this is only a warning.',
    ]);
  });

  it('is looked for without stalling in a catalogue of 20,000 products', () => {
    expect(stall((size) => priceSlips(catalogue(Array.from({ length: size / 10 }, () => 49)), loaded))).toBeUndefined();
  });
});
