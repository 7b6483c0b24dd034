import { departements, inDepartement, inTown, ofTown } from '../../model/frenchPlace.js';
import type { Town, TownText } from '../../model/town.js';

/** Placeholders every row gives, besides its own further columns. */
export const townPlaceholderNames = [
  'name',
  'in',
  'of',
  'departement',
  'departementName',
  'inDepartement',
  'postcodes',
  'population',
] as const;

/** The placeholders of the lists of towns. */
export const directoryPlaceholderNames = ['departementName', 'inDepartement', 'letter', 'count'] as const;

/**
 * The values of a row's placeholders: `{in}` is « à Metz » / « au Ban-Saint-Martin », `{of}`
 * « de Metz » / « du Ban-Saint-Martin »,
 * `{inDepartement}` « en Moselle » / « dans le Bas-Rhin », `{population}` is written the French
 * way (`116 581`, narrow no-break space) and empty when the table gives none.
 */
export function townPlaceholders(town: Town): Record<string, string> {
  const departement = departements.get(town.departement)!;
  return {
    ...town.extra,
    name: town.name,
    in: inTown(town.name),
    of: ofTown(town.name),
    departement: town.departement,
    departementName: departement.name,
    inDepartement: inDepartement(departement),
    postcodes: town.postcodes.join(', '),
    population: town.population === undefined ? '' : formatCount(town.population),
  };
}

/** `116581` → `116 581` with a narrow no-break space, as French typography wants. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, '\u202f');
}

/** Replaces `{name}` placeholders by their values; a name without value stays as written (the check refused it earlier). */
export function fill(text: string, values: Record<string, string>): string {
  if (!text.includes('{')) return text;
  return text.replace(/\{([a-zA-Z_][\w.]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** The shared text with a row's values filled in. */
export function townTextFor(text: TownText, values: Record<string, string>) {
  const f = (value: string) => fill(value, values);
  return {
    title: f(text.title),
    description: f(text.description),
    keywords: text.keywords.map(f),
    ogTitle: f(text.ogTitle),
    ogDescription: f(text.ogDescription),
    hero: { heading: f(text.hero.heading), intro: f(text.hero.intro), points: text.hero.points.map(f) },
    local: { heading: f(text.local.heading), text: f(text.local.text) },
    nearbyHeading: f(text.nearbyHeading),
    fallback: { coverage: f(text.fallback.coverage), cta: f(text.fallback.cta) },
  };
}
