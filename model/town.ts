/** One row of `content/local/towns.csv`: a commune with a generated page at `/<slug>`. */
export interface Town {
  slug: string;
  /** Official name, as written in French: `Le Ban-Saint-Martin`. */
  name: string;
  /** INSEE code of the département: `57`, `2A`, `971`. */
  departement: string;
  postcodes: string[];
  population?: number;
  /** Optional columns of the official data (see `townFactColumns`), absent when the table has no such column or the cell is empty. */
  facts: TownFacts;
  /** Further columns of the table, by header, for the page text (`{insee}`). */
  extra: Record<string, string>;
  /** Line of the row in the table and column of its slug, for problems found later (a route it collides with). */
  line: number;
  slugColumn: number;
}

/** The columns every table has, in any order; others are allowed. */
export const townColumns = ['slug', 'name', 'departement', 'postcodes', 'population'] as const;

/**
 * Optional columns with a meaning of their own, written by `scripts/towns/addTownFacts.mjs` from
 * the official data: `insee` (code of the commune, `57463`), `epci` (name of its
 * intercommunalité), `epciCode` (its SIREN), `region` (`Grand Est`), `populationYear` (the year
 * of `population`, `2023`). Like any further column, each is also a placeholder (`{epci}`).
 */
export const townFactColumns = ['insee', 'epci', 'epciCode', 'region', 'populationYear'] as const;

/** A town's facts from the optional columns; each absent when its cell is empty or its column missing. */
export interface TownFacts {
  insee?: string;
  epci?: { code: string; name: string };
  region?: string;
  populationYear?: number;
}

/** A link to a local page or a list of towns. */
export interface TownLink {
  label: string;
  href: string;
}

/** The towns of one initial letter: listed, or behind a link to the letter's own page. */
export interface TownGroup {
  letter: string;
  count: number;
  /** The letter's page, when the département has too many towns to list on one page. */
  href?: string;
  towns: TownLink[];
}

/** The list of a département's towns, on its page or a page of its own. */
export interface TownDirectory {
  heading: string;
  intro: string;
  groups: TownGroup[];
  /**
   * The address of the list of all the département's towns that the finder field searches (see
   * townFinderPath); without it, no field.
   */
  finder?: string;
}

/** On a town's page: towns of its intercommunalité, then its département and its region. */
export interface NearbyTowns {
  heading: string;
  /** The sentence naming the intercommunalité; empty when the row names none. */
  intro: string;
  departement: TownLink;
  /** The region's name, shown as text (the site has no page per region); empty when unknown. */
  region: string;
  neighbours: TownLink[];
}

/** One fact of a town's list: a label, a value, and a link when the fact has a page. */
export interface TownFact {
  label: string;
  value: string;
  href?: string;
}

/**
 * What a generated town page shows of its own, all text: the shared text filled for the town,
 * its facts, and the links to the rest. Plain strings only, so that the page can be rendered
 * once per département with a token in each (see `createTownShell`).
 */
export interface TownView {
  name: string;
  hero: { heading: string; intro: string };
  facts: { heading: string; items: TownFact[]; source: string };
  offer: { heading: string; installation: string; contact: string; fibre: string };
  more: { heading: string; links: { label: string; href: string; text?: string }[] };
}
