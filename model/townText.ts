import { z } from 'zod';
import { href, isoDate, text } from './fields.js';

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
        intro: text.describe('Phrase d’introduction sous le titre, courte : les faits de la commune suivent.'),
      })
      .describe('Le haut de la page : titre et introduction.'),
    /** Labels of the facts list: each fact comes from the row, each label from here. */
    facts: z
      .strictObject({
        heading: text.describe('Titre de la liste des faits : « {name} en bref ».'),
        population: text.describe('Libellé de la population.'),
        inhabitants: text.describe(
          'La population écrite en phrase : « {population} habitants (population légale {populationYear}) ».',
        ),
        postcodes: text.describe('Libellé des codes postaux.'),
        insee: text.describe('Libellé du code Insee.'),
        epci: text.describe('Libellé de l’intercommunalité.'),
        departement: text.describe('Libellé du département.'),
        region: text.describe('Libellé de la région.'),
        source: text.describe('D’où viennent les faits, sous la liste.'),
      })
      .describe(
        'La liste des faits de la commune, tirés de sa ligne : population et son année, codes postaux, code Insee, intercommunalité, département, région. Un fait dont la cellule est vide n’est pas affiché.',
      ),
    /** What the offer means in the town: installation, the département's hours, the fibre test. */
    offer: z
      .strictObject({
        heading: text.describe('Titre du bloc.'),
        installation: text.describe('Phrase sur l’installation.'),
        contact: text.describe(
          'Phrase sur les horaires et le délai de réponse : `{hours}` (« du lundi au vendredi, 8h–18h ») et `{replyHours}` (« 2 ») sont ceux du département.',
        ),
        fibre: text.describe('Phrase sur la fibre et son test d’éligibilité.'),
        eligibility: text.describe('Libellé du bouton qui ouvre le test d’éligibilité.'),
      })
      .describe('Ce que l’offre veut dire dans la commune.'),
    /** Links to the pages that say the rest: the offers, the département's page. */
    more: z
      .strictObject({
        heading: text.describe('Titre du bloc.'),
        links: z
          .array(
            z.strictObject({
              label: text.describe('Texte du lien.'),
              href: href.describe('Adresse de la page, à partir de `/` : `/fibre-professionnelle`.'),
              text: text.optional().describe('Une phrase sur ce que la page explique (facultative).'),
            }),
          )
          .min(1)
          .describe('Les pages liées, dans l’ordre d’affichage.'),
      })
      .describe('Les pages qui disent le reste, à un clic : offres, tarifs, département.'),
    /** Heading of the block linking to the neighbouring towns, the département and the region. */
    nearbyHeading: text.describe('Titre du bloc de liens vers les communes voisines et le département.'),
    nearbyIntro: text.describe(
      'Phrase sous ce titre quand la commune a une intercommunalité : `{epciName}` (« la communauté de communes du Saulnois »), `{epciCount}` (nombre de ses communes dans le tableau).',
    ),
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
