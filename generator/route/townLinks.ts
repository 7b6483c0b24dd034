import type { Town, TownGroup, TownLink } from '../../model/town.js';
import { textSlug } from '../shared/slug.js';

/** Above this many towns, a département's towns are listed on one page per initial letter. */
export const inlineTownsMax = 200;

/** The token standing for the n-th text of a town in its département's shell (see `createTownShell`). */
export const townToken = (index: number) => `xqT${index}qx`;
/** The one neighbour of a shell, whose list item each town's neighbours replace. */
export const neighbourTokens = { label: 'xqNLqx', href: '/xqNHqx' };

const collator = new Intl.Collator('fr');

/**
 * The initial under which a name is listed: `Étain` under E, `Le Ban-Saint-Martin` under L,
 * `Œuilly` under O. The first character of `textSlug(name)`, found from the name's first
 * characters alone (each listing asks for every name's, 35,000 of them).
 */
export function initial(name: string): string {
  if (/^[a-z0-9]/i.test(name)) return name.charAt(0).toUpperCase();
  for (const character of name) {
    const slug = textSlug(character);
    if (slug !== '') return slug.charAt(0).toUpperCase();
  }
  return '#';
}

/** Towns sorted by name, the French way. */
export function byName(towns: readonly Town[]): Town[] {
  return [...towns].sort((a, b) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
}

/** Groups of towns (already sorted by name) by initial; `letterHref` gives each letter its own page. */
export function groupByInitial(sorted: Town[], letterHref?: (letter: string) => string): TownGroup[] {
  const groups = new Map<string, TownGroup>();
  for (const town of sorted) {
    const letter = initial(town.name);
    let group = groups.get(letter);
    if (!group)
      groups.set(letter, (group = { letter, count: 0, towns: [], ...(letterHref && { href: letterHref(letter) }) }));
    group.count++;
    if (!letterHref) group.towns.push(link(town));
  }
  return [...groups.values()].sort((a, b) => a.letter.localeCompare(b.letter));
}

/** The link to a town's page. */
export function link(town: Town): TownLink {
  return { label: town.name, href: `/${town.slug}` };
}
