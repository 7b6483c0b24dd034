import type { Problem, SourcePosition } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf } from '../messages/messageKind.js';
import { repeatedCartId } from '../messages/valueMessages.js';
import { formatPath } from './issueToProblems.js';
import type { Catalogue } from '../../model/catalogue.js';
import type { Equipment, Fibre, Plans } from '../../model/offers.js';

/** The files whose entries the cart holds, as far as they were valid (a missing one is skipped). */
export interface CartSourcesFound {
  plans?: Plans;
  fibre?: Fibre;
  equipment?: Equipment;
  catalogue?: Catalogue;
}

/** One cart id and the field it comes from. */
interface Written {
  cartId: string;
  file: string;
  path: (string | number)[];
  /** What the editor wrote: the id, or the fibre offer's name. */
  value: string;
}

/**
 * Two entries the cart holds under one id: plans, fibre offers, equipment and catalogue
 * products share the cart, which stores only ids. Adding the
 * second would add the first again, and the quote would name the wrong product. Each repeat is
 * refused where it is written, naming where the id is first written.
 */
export function duplicateIds(found: CartSourcesFound, loaded: LoadedContent): Problem[] {
  const written: Written[] = [
    ...(found.plans?.plans ?? []).map((plan, index) => ({
      cartId: plan.id,
      file: 'content/offers/plans.yaml',
      path: ['plans', index, 'id'],
      value: plan.id,
    })),
    ...(found.fibre?.offers ?? []).map((offer, index) => ({
      cartId: offer.id,
      file: 'content/offers/fibre.yaml',
      path: ['offers', index, 'id'],
      value: offer.id,
    })),
    ...(found.equipment?.groups ?? []).flatMap((group, groupIndex) =>
      group.items.map((item, index) => ({
        cartId: item.id,
        file: 'content/offers/equipment.yaml',
        path: ['groups', groupIndex, 'items', index, 'id'],
        value: item.id,
      })),
    ),
    ...(found.catalogue?.products ?? []).map((product, index) => ({
      cartId: `achat-${product.id}`,
      file: 'content/catalogue.yaml',
      path: ['products', index, 'id'],
      value: product.id,
    })),
  ];
  const first = new Map<string, Written>();
  const problems: Problem[] = [];
  for (const entry of written) {
    const earlier = first.get(entry.cartId);
    if (!earlier) {
      first.set(entry.cartId, entry);
      continue;
    }
    problems.push(repeatProblem(entry, earlier, loaded));
  }
  return problems;
}

function repeatProblem(entry: Written, earlier: Written, loaded: LoadedContent): Problem {
  const where = (item: Written): SourcePosition =>
    loaded.files.get(item.file)?.source.locate(item.path) ?? { file: item.file, line: 1, column: 1 };
  const before = where(earlier);
  const there = `${before.file}:${before.line}:${before.column} (${formatPath(earlier.path)})`;
  return problemOf(repeatedCartId, { id: entry.value, there }, { ...where(entry), field: formatPath(entry.path) });
}
