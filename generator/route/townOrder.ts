import type { Town, TownGroup } from '../../model/town.js';
import { byName, groupByInitial, initial, inlineTownsMax } from './townLinks.js';

/** A département's towns as its pages list and link them: made from its rows alone. */
export interface TownOrder {
  /** The towns by name. */
  towns: Town[];
  /** The groups of the département's list, by initial: each with its towns, or, past `inlineTownsMax`, with the address of its letter's page. */
  groups: TownGroup[];
  /** Past `inlineTownsMax`: the groups of each letter's page, by letter. */
  letters: Map<string, TownGroup[]>;
}

/**
 * The `TownOrder` of one département's rows (`base`: the address of its list, `/communes/moselle`):
 * sorted by name the French way, grouped by initial. Made again on each call, from the rows alone.
 */
export function townOrder(unsorted: readonly Town[], base: string): TownOrder {
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
  return { towns, groups, letters };
}
