import { departements, inDepartement, inTown, ofTown } from '../../model/frenchPlace.js';
import { epciFullName, epciInSentence } from '../../model/epciName.js';
import type { Town, TownFact, TownLink, TownView } from '../../model/town.js';
import type { TownText } from '../../model/townText.js';
import { placeholder, type TextFiller } from './textFiller.js';

/** Placeholders every row gives, besides its own further columns; empty when the row lacks the fact. */
export const townPlaceholderNames = [
  'name',
  'in',
  'of',
  'departement',
  'departementName',
  'inDepartement',
  'postcodes',
  'population',
  'populationYear',
  'insee',
  'region',
  'epciName',
  'epciCount',
  'hours',
  'replyHours',
] as const;

/** The placeholders of the lists of towns. */
export const directoryPlaceholderNames = ['departementName', 'inDepartement', 'letter', 'count'] as const;

/** What a town's placeholders take from beyond its row: its département's contact, the size of its intercommunalité. */
export interface TownSurroundings {
  /** « du lundi au vendredi, 8h–18h » */
  hours: string;
  replyHours: number;
  /** How many towns of the table share the town's intercommunalité. */
  epciCount: number;
}

/**
 * The values of a row's placeholders: `{in}` is « à Metz » / « au Ban-Saint-Martin », `{of}`
 * « de Metz » / « du Ban-Saint-Martin », `{inDepartement}` « en Moselle » / « dans le
 * Bas-Rhin », `{population}` is written the French way (`116 581`, narrow no-break space),
 * `{epciName}` « la communauté de communes du Saulnois »; a fact the row lacks is empty.
 */
export function townPlaceholders(town: Town, around?: TownSurroundings): Record<string, string> {
  const departement = departements.get(town.departement)!;
  const { facts } = town;
  const values: Record<string, string> = {
    name: town.name,
    in: inTown(town.name),
    of: ofTown(town.name),
    departement: town.departement,
    departementName: departement.name,
    inDepartement: inDepartement(departement),
    postcodes: town.postcodes.join(', '),
    population: town.population === undefined ? '' : formatCount(town.population),
    populationYear: facts.populationYear === undefined ? '' : String(facts.populationYear),
    insee: facts.insee ?? '',
    region: facts.region ?? '',
    epciName: facts.epci ? epciInSentence(facts.epci.name) : '',
    epciCount: around ? formatCount(around.epciCount) : '',
    hours: around?.hours ?? '',
    replyHours: around ? String(around.replyHours) : '',
  };
  // The row's further columns, under the names above only when those give nothing else. Not
  // spread first and overwritten: an object whose spread keys are set again goes to V8's slow
  // dictionary form, 55 ms of a build's 3,201 towns instead of 7.
  for (const key in town.extra) if (!Object.hasOwn(values, key)) values[key] = town.extra[key]!;
  return values;
}

/** `116581` → `116 581` with a narrow no-break space, as French typography wants. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, '\u202f');
}

/** Replaces `{name}` placeholders by their values; a name without value stays as written (the check refused it earlier). */
export function fill(text: string, values: Record<string, string>): string {
  if (!text.includes('{')) return text;
  return text.replace(placeholder, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/**
 * The shared text of the head and the lists with a row's values filled in; the sentence naming
 * the intercommunalité only when the row names one and the page lists some of its towns.
 */
export function townTextFor({
  text,
  values,
  listsNeighbours = true,
  filler,
}: {
  text: TownText;
  values: Record<string, string>;
  listsNeighbours?: boolean;
  /** Fills the texts, each cut once for all the towns of a département (see TextFiller). */
  filler: TextFiller;
}) {
  const f = (value: string) => filler.fill(value, values);
  return {
    title: f(text.title),
    description: f(text.description),
    keywords: text.keywords.map(f),
    ogTitle: f(text.ogTitle),
    ogDescription: f(text.ogDescription),
    nearbyHeading: f(text.nearbyHeading),
    nearbyIntro: values.epciName && listsNeighbours ? f(text.nearbyIntro) : '',
    region: values.region ?? '',
    fallback: { coverage: f(text.fallback.coverage), cta: f(text.fallback.cta) },
  };
}

/**
 * What a town's page shows of its own (see `TownView`): the shared text filled for it, and the
 * facts its row gives, each with its label; a fact whose cell is empty is left out.
 */
export function townView({
  text,
  town,
  values,
  departement,
  filler,
}: {
  text: TownText;
  town: Town;
  values: Record<string, string>;
  departement: TownLink;
  filler: TextFiller;
}): TownView {
  const f = (value: string) => filler.fill(value, values);
  const labels = text.facts;
  const { facts } = town;
  const items: (TownFact | false)[] = [
    town.population !== undefined && {
      label: labels.population,
      value: facts.populationYear === undefined ? `${values.population} hab.` : f(labels.inhabitants),
    },
    { label: labels.postcodes, value: town.postcodes.join(', ') },
    facts.insee !== undefined && { label: labels.insee, value: facts.insee },
    facts.epci !== undefined && { label: labels.epci, value: epciFullName(facts.epci.name) },
    { label: labels.departement, value: `${departement.label} (${town.departement})`, href: departement.href },
    facts.region !== undefined && { label: labels.region, value: facts.region },
  ];
  return {
    name: town.name,
    hero: { heading: f(text.hero.heading), intro: f(text.hero.intro) },
    facts: {
      heading: f(labels.heading),
      items: items.filter((item): item is TownFact => item !== false),
      source: f(labels.source),
    },
    offer: {
      heading: f(text.offer.heading),
      installation: f(text.offer.installation),
      contact: f(text.offer.contact),
      fibre: f(text.offer.fibre),
    },
    more: {
      heading: f(text.more.heading),
      links: text.more.links.map((link) => ({
        label: f(link.label),
        href: link.href,
        ...(link.text !== undefined && { text: f(link.text) }),
      })),
    },
  };
}
