import type { Town } from '../../model/town.js';
import { byName } from './townLinks.js';

/** At most this many towns of its intercommunalité a town's page links to. */
export const neighbourMax = 12;

/** Towns of the whole table by the code of their intercommunalité (`epciCode`), each list in table order. */
export function epciMembers(towns: readonly Town[]): Map<string, Town[]> {
  const members = new Map<string, Town[]>();
  // By index: made again at each save of the table in site dev, this loop is never optimized, and
  // each step of an unoptimized for…of makes an object (1.2 MB a save at 35,000 towns).
  for (let at = 0; at < towns.length; at++) {
    const town = towns[at]!;
    const code = town.facts.epci?.code;
    if (code === undefined) continue;
    const list = members.get(code);
    if (list) list.push(town);
    else members.set(code, [town]);
  }
  return members;
}

/**
 * For each town of one département (`sorted` by name), its neighbours: the other towns of its
 * intercommunalité, those of this département as given and those of others from `members`
 * (an intercommunalité may cross a border). All of them up to `neighbourMax`; past it, the
 * `neighbourMax` that follow and precede it in the intercommunalité's order by name, around in a
 * circle, so that two pages of one intercommunalité never show the same list and every member is
 * linked from as many pages as the others. A town whose row names no intercommunalité gets the
 * towns next to it by name in its département.
 */
export function townNeighbours(
  sorted: readonly Town[],
  members: ReadonlyMap<string, readonly Town[]>,
): Map<Town, Town[]> {
  const groups = new Map<string, Town[]>();
  for (const town of sorted) {
    const code = town.facts.epci?.code;
    if (code === undefined) continue;
    const list = groups.get(code);
    if (list) list.push(town);
    else groups.set(code, [town]);
  }
  for (const [code, list] of groups) {
    const outside = (members.get(code) ?? []).filter((town) => town.departement !== list[0]!.departement);
    if (outside.length > 0) groups.set(code, byName([...list, ...outside]));
  }
  const result = new Map<Town, Town[]>();
  sorted.forEach((town, position) => {
    const code = town.facts.epci?.code;
    result.set(town, around(code === undefined ? sorted : groups.get(code)!, code === undefined ? position : -1, town));
  });
  return result;
}

/** The towns around `town` in `circle` (its index there, or -1 to find it), itself left out. */
function around(circle: readonly Town[], index: number, town: Town): Town[] {
  const at = index >= 0 ? index : circle.indexOf(town);
  if (circle.length - 1 <= neighbourMax) return circle.filter((other) => other !== town);
  const half = neighbourMax / 2;
  // The circle is in order by name, so its places in ascending order are the neighbours by name
  // (sorting each town's neighbours by name took 70 ms of each save of site.yaml at 35,000 towns).
  const places: number[] = [];
  for (let step = -half; step <= half; step++) if (step !== 0) places.push((at + step + circle.length) % circle.length);
  return places.sort((a, b) => a - b).map((place) => circle[place]!);
}
