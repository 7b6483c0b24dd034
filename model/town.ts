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
export const townTextSchema = z
  .strictObject({
    title: text.describe(
      'Titre de chaque page de commune (onglet et résultats de recherche), avec ses placeholders : « Standard téléphonique {in} ».',
    ),
    description: text.describe(
      'Description pour les moteurs de recherche, une phrase de 120 à 160 caractères une fois les placeholders remplis.',
    ),
    keywords: z.array(text).min(1).describe('Mots-clés de la page, au moins un.'),
    ogTitle: text.describe('Titre affiché quand la page est partagée sur un réseau social.'),
    ogDescription: text.describe('Description affichée quand la page est partagée sur un réseau social.'),
    hero: z
      .strictObject({
        heading: text.describe('Titre principal (h1) de la page.'),
        intro: text.describe('Phrase d’introduction sous le titre.'),
        points: z.array(text).min(1).describe('Points forts listés sous l’introduction, au moins un.'),
      })
      .describe('Le haut de la page : titre, introduction et points forts.'),
    local: z
      .strictObject({
        heading: text.describe('Titre du bloc.'),
        text: text.describe('Texte du bloc : seulement ce que la ligne du tableau et son département rendent vrai.'),
      })
      .describe('Le bloc qui parle de la commune.'),
    /** Heading of the block linking to the département and the neighbouring towns. */
    nearbyHeading: text.describe('Titre du bloc de liens vers le département et les communes voisines.'),
    /** Contact wording for a town whose département has no page (hours and reply time come from `content/site.yaml`). */
    fallback: z
      .strictObject({
        coverage: text.describe('Phrase sur la zone couverte.'),
        cta: text.describe('Texte de l’appel à l’action.'),
      })
      .describe(
        'Textes de contact des communes dont le département n’a pas de page (horaires et délai de réponse : ceux de `site.yaml`).',
      ),
    /**
     * Texts of the lists of towns: on the département's page (`heading`, `intro`), on each
     * letter's page and on the page of a département that has no page of its own. Placeholders:
     * `{departementName}`, `{inDepartement}`, `{letter}`, `{count}`.
     */
    directory: z
      .strictObject({
        heading: text.describe('Titre de la liste des communes sur la page du département.'),
        intro: text.describe('Phrase d’introduction de cette liste.'),
        letterTitle: text.describe('Titre de la page des communes d’une lettre (`{letter}`).'),
        letterDescription: text.describe('Description de la page des communes d’une lettre.'),
        hubTitle: text.describe('Titre de la page des communes d’un département qui n’a pas de page à lui.'),
        hubDescription: text.describe('Description de cette page.'),
      })
      .describe(
        'Textes des listes de communes ; placeholders `{departementName}`, `{inDepartement}`, `{letter}`, `{count}`.',
      ),
    updated: isoDate
      .optional()
      .describe(
        'Date de dernière modification du texte (`AAAA-MM-JJ`), utilisée comme `lastmod` des pages de communes dans le plan du site.',
      ),
  })
  .describe(
    'Le texte commun à toutes les pages de communes générées depuis `content/local/towns.csv`, avec les placeholders de la ligne ({name}, {in}, {of}, {departement}, {departementName}, {inDepartement}, {postcodes}, {population} et les autres colonnes).',
  );

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
