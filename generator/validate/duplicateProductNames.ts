import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { sameProductName } from '../messages/copyMessages.js';
import { problemOf } from '../messages/messageKind.js';
import type { CartSourcesFound } from './duplicateIds.js';
import { formatPath } from './issueToProblems.js';

/** One product's name and where it is written. */
interface Named {
  name: string;
  file: string;
  path: (string | number)[];
}

/**
 * Two products of one list with one name (a block copied, its id and price changed): the
 * catalogue, the rented equipment (all its groups), the plans, the fibre offers. Each list is a
 * page of products side by side and a line of the cart and the quote, which show only the name:
 * the visitor sees two « Yealink T33G » at two prices and cannot tell which one he orders.
 * Refused at the later one, naming the first. A name may be both rented and bought: lists are
 * compared each with itself only.
 */
export function duplicateProductNames(found: CartSourcesFound, loaded: LoadedContent): Problem[] {
  const lists: Named[][] = [
    (found.plans?.plans ?? []).map((plan, index) => named(plan.name, 'content/offers/plans.yaml', ['plans', index])),
    (found.fibre?.offers ?? []).map((offer, index) =>
      named(offer.name, 'content/offers/fibre.yaml', ['offers', index]),
    ),
    (found.equipment?.groups ?? []).flatMap((group, groupIndex) =>
      group.items.map((item, index) =>
        named(item.name, 'content/offers/equipment.yaml', ['groups', groupIndex, 'items', index]),
      ),
    ),
    (found.catalogue?.products ?? []).map((product, index) =>
      named(product.name, 'content/catalogue.yaml', ['products', index]),
    ),
  ];
  const problems: Problem[] = [];
  const where = (item: Named) =>
    loaded.files.get(item.file)?.source.locate(item.path) ?? { file: item.file, line: 1, column: 1 };
  for (const list of lists) {
    const first = new Map<string, Named>();
    for (const item of list) {
      const key = item.name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
      const earlier = first.get(key);
      if (!earlier) {
        first.set(key, item);
        continue;
      }
      const before = where(earlier);
      const other = `${before.file}:${before.line}:${before.column} (${formatPath(earlier.path)})`;
      problems.push(
        problemOf(sameProductName, { name: item.name.trim(), other }, { ...where(item), field: formatPath(item.path) }),
      );
    }
  }
  return problems;
}

function named(name: string, file: string, path: (string | number)[]): Named {
  return { name, file, path: [...path, 'name'] };
}
