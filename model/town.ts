import { z } from 'zod';
import { isoDate, text } from './fields.js';

/** One row of `content/local/towns.csv`: a commune with a generated page at `/<slug>`. */
export interface Town {
  slug: string;
  /** Official name, as written in French: `Le Ban-Saint-Martin`. */
  name: string;
  /** INSEE code of the département: `57`, `2A`, `971`. */
  departement: string;
  postcodes: string[];
  population?: number;
  /** Further columns of the table, by header, for the page text (`{insee}`). */
  extra: Record<string, string>;
  /** Line of the row in the table and column of its slug, for problems found later (a route it collides with). */
  line: number;
  slugColumn: number;
}

/** The columns every table has, in any order; others are allowed. */
export const townColumns = ['slug', 'name', 'departement', 'postcodes', 'population'] as const;

/**
 * `content/local-town.yaml`: the text of every generated town page, with placeholders filled
 * from the row (`{name}`, `{in}` = « à Metz »…, see `townPlaceholders`). Contact details come
 * from the département's page; `fallback` is used for towns whose département has none.
 */
export const townTextSchema = z.strictObject({
  title: text,
  description: text,
  keywords: z.array(text).min(1),
  ogTitle: text,
  ogDescription: text,
  hero: z.strictObject({ heading: text, intro: text, points: z.array(text).min(1) }),
  local: z.strictObject({ heading: text, text }),
  /** Heading of the block linking to the département and the neighbouring towns. */
  nearbyHeading: text,
  /** Contact wording for a town whose département has no page (hours and reply time come from `content/site.yaml`). */
  fallback: z.strictObject({ coverage: text, cta: text }),
  /**
   * Texts of the lists of towns: on the département's page (`heading`, `intro`), on each
   * letter's page and on the page of a département that has no page of its own. Placeholders:
   * `{departementName}`, `{inDepartement}`, `{letter}`, `{count}`.
   */
  directory: z.strictObject({
    heading: text,
    intro: text,
    letterTitle: text,
    letterDescription: text,
    hubTitle: text,
    hubDescription: text,
  }),
  updated: isoDate.optional(),
});

export type TownText = z.infer<typeof townTextSchema>;

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
}

/** On a town's page: its département and a handful of neighbouring towns. */
export interface NearbyTowns {
  heading: string;
  departement: TownLink;
  neighbours: TownLink[];
}
