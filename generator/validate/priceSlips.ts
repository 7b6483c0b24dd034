import type { Bilingual } from '../messages/messageKind.js';
import { planCheaper, priceOutOfLine } from '../messages/valueMessages.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { Singles } from '../content/collections.js';
import { formatPath } from './issueToProblems.js';
import { warningOf } from '../messages/warningOf.js';

/** How many times the median of its list a price may be, or a fraction of it, before it is questioned. */
const spread = 10;

/** One price of a list, with where it is written. */
interface Priced {
  price: number;
  path: (string | number)[];
}

/**
 * Warnings for prices far out of line with the others of their list (`1900` typed for `19.00`,
 * shown as 1 900 € beside 29 € and 39 €), and for a plan cheaper than the plan before it (the
 * plans are tiers, shown side by side from the cheapest). Warnings, not refusals: a price ten
 * times another can be meant. A price of 0 (free) is never questioned.
 */
export function priceSlips(singles: Partial<Singles>, loaded: LoadedContent): Bilingual[] {
  const lists: { file: string; prices: Priced[] }[] = [];
  const { plans, fibre, equipment, catalogue } = singles;
  const listOf = <T extends { price?: number }>(items: T[], path: (index: number) => (string | number)[]) =>
    items.flatMap((item, index) => (item.price === undefined ? [] : [{ price: item.price, path: path(index) }]));
  if (plans) lists.push({ file: 'content/offers/plans.yaml', prices: listOf(plans.plans, (i) => ['plans', i]) });
  if (fibre) lists.push({ file: 'content/offers/fibre.yaml', prices: listOf(fibre.offers, (i) => ['offers', i]) });
  for (const [g, group] of (equipment?.groups ?? []).entries()) {
    const path = (i: number) => ['groups', g, 'items', i];
    lists.push({ file: 'content/offers/equipment.yaml', prices: listOf(group.items, path) });
  }
  if (catalogue)
    lists.push({ file: 'content/catalogue.yaml', prices: listOf(catalogue.products, (i) => ['products', i]) });

  const warnings: Bilingual[] = [];
  const outOfLine = new Set<string>();
  const where = (file: string, path: (string | number)[]) =>
    loaded.files.get(file)?.source.locate(path) ?? { file, line: 1, column: 1 };
  for (const { file, prices } of lists) {
    const positive = prices.map((p) => p.price).filter((price) => price > 0);
    // Three prices or more: each against the middle one. Two: only the dearer can be the slip.
    const middleOfAll = positive.length >= 3 ? median(positive) : Math.min(...positive);
    for (const [index, { price, path }] of prices.entries()) {
      if (price <= 0 || positive.length < 2) continue; // free, or no other price to compare
      const ratio = price / middleOfAll;
      if (ratio <= spread && (ratio >= 1 / spread || positive.length < 3)) continue;
      // The others listed only for a price questioned: for each price, a catalogue of 20,000 was quadratic.
      const others = prices.filter((_, other) => other !== index && prices[other]!.price > 0).map((p) => p.price);
      const middle = median(others);
      const times = Math.round(price > middle ? price / middle : middle / price);
      const guess = [100, 10, 0.1, 0.01]
        .map((factor) => Number((price / factor).toFixed(2)))
        .find((candidate) => candidate / middle <= 3 && candidate / middle >= 1 / 3);
      const field = formatPath([...path, 'price']);
      outOfLine.add(`${file} ${field}`);
      warnings.push(
        warningOf(priceOutOfLine, { price, others, times, guess }, { ...where(file, [...path, 'price']), field }),
      );
    }
  }
  // A price already questioned explains the order it breaks: the plan next to it is not blamed.
  const file = 'content/offers/plans.yaml';
  const questioned = (index: number) => outOfLine.has(`${file} ${formatPath(['plans', index, 'price'])}`);
  for (const [index, plan] of (plans?.plans ?? []).entries()) {
    const before = plans!.plans[index - 1];
    if (!before || plan.price >= before.price || questioned(index) || questioned(index - 1)) continue;
    const args = { name: plan.name, price: plan.price, before: before.name, beforePrice: before.price };
    const field = formatPath(['plans', index, 'price']);
    warnings.push(warningOf(planCheaper, args, { ...where(file, ['plans', index, 'price']), field }));
  }
  return warnings;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
