import type { Town, TownGroup } from '../../model/town.js';
import { byName, groupByInitial, initial, inlineTownsMax, neighbours } from './townLinks.js';

/** A département's towns as its pages list and link them: made from its rows alone. */
export interface TownOrder {
  /** The towns by name. */
  towns: Town[];
  /** Each town's neighbours (see `neighbours`). */
  near: Map<Town, Town[]>;
  /** The groups of the département's list, by initial: each with its towns, or, past `inlineTownsMax`, with the address of its letter's page. */
  groups: TownGroup[];
  /** Past `inlineTownsMax`: the groups of each letter's page, by letter. */
  letters: Map<string, TownGroup[]>;
}

/** The order made last for each département's list address, and the rows it was made from. */
const kept = new Map<string, { unsorted: readonly Town[]; order: TownOrder }>();

/**
 * The `TownOrder` of one département's rows (`base`: the address of its list, `/communes/moselle`).
 * Sorting by name the French way and finding neighbours is most of routing 35,000 towns (a
 * tenth of a second); `site dev` routes them again on every save of `site.yaml`, from the same
 * rows (the table read once, see `parseTownTable`). The order made last for each département is
 * kept and given again while its rows are the same objects in the same order; the order is
 * plain data that nothing changes once made.
 */
export function townOrder(unsorted: readonly Town[], base: string): TownOrder {
  const last = kept.get(base);
  if (
    last &&
    last.unsorted.length === unsorted.length &&
    last.unsorted.every((town, index) => town === unsorted[index])
  )
    return last.order;
  const order = orderTowns(unsorted, base);
  kept.set(base, { unsorted: [...unsorted], order });
  return order;
}

function orderTowns(unsorted: readonly Town[], base: string): TownOrder {
  const towns = byName(unsorted);
  const split = towns.length > inlineTownsMax;
  const groups = groupByInitial(towns, split ? (letter) => `${base}/${letter.toLowerCase()}` : undefined);
  const letters = new Map<string, TownGroup[]>();
  if (split) {
    // Each name's initial once: filtering all towns again for each letter was a second at 35,000 towns.
    const byInitial = new Map<string, Town[]>();
    for (const town of towns) {
      const letter = initial(town.name);
      const list = byInitial.get(letter);
      if (list) list.push(town);
      else byInitial.set(letter, [town]);
    }
    for (const group of groups) letters.set(group.letter, groupByInitial(byInitial.get(group.letter) ?? []));
  }
  return { towns, near: neighbours(towns), groups, letters };
}
