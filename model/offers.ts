import { z } from 'zod';
import { text } from './fields.js';
import { iconName } from './icon.js';
import { price } from './price.js';

/** An identifier for the cart: lowercase letters, digits and dashes, e.g. `t46u`. */
export const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    message: 'expected an identifier in lowercase letters, digits and dashes, such as "t46u"',
  })
  .meta({ title: 'identifiant' });

/**
 * One cell of the plan comparison: `oui` (included, shown ✓), `non` (not included, shown —) or a
 * short value. Words rather than YAML's true/false, so that every slip is a text the check explains.
 */
const comparisonCell = text.describe(
  '`oui` (inclus, affiché ✓), `non` (non inclus, affiché —) ou une valeur courte (`Jusqu’à 20 personnes`).',
);

/** The table comparing the plans, on the switchboard page. */
const planComparison = z.strictObject({
  heading: text.describe('Titre de la section du comparatif.'),
  caption: text.describe('Légende du tableau, lue par les lecteurs d’écran avant ses cellules.'),
  rows: z
    .array(
      z.strictObject({
        feature: text.describe('La fonction comparée (première colonne).'),
        /** One value per plan, in the order of `plans` (checked: as many values as plans). */
        values: z
          .array(comparisonCell)
          .min(1)
          .describe(
            'Une valeur par formule, dans l’ordre de `plans` (Essentiel, Équipe, Premium) : `[non, oui, Illimitées]`.',
          ),
      }),
    )
    .min(1)
    .describe('Les lignes du tableau, dans l’ordre affiché.'),
});

/** `content/offers/plans.yaml`: the three switchboard plans. */
export const plansSchema = z
  .strictObject({
    heading: text.describe('Titre de la section.'),
    intro: text.describe('Paragraphe d’introduction.'),
    /** Shown beside every plan price, e.g. « Engagement 12 ou 24 mois ». */
    commitment: text.describe('Engagement, affiché sous chaque prix de formule (« Engagement 12 ou 24 mois »).'),
    /** The terms in full, under the plans: HT, commitment, renewal, notice (as the terms of sale say). */
    terms: text.describe(
      'Conditions sous les formules : prix HT, engagement, reconduction et préavis, comme le disent les CGV.',
    ),
    comparison: planComparison.describe('Tableau comparatif des formules (page standard).'),
    plans: z
      .array(
        z.strictObject({
          id: id.describe(
            'Identifiant de la formule pour le panier (`essentiel`) : minuscules, chiffres et tirets. Ne le changez pas sans raison.',
          ),
          name: text.describe('Nom de la formule.'),
          description: text.describe('Phrase de présentation.'),
          /** Price per user and per month, euros HT. */
          price: price.describe('Prix par utilisateur et par mois, en euros HT, écrit comme un nombre : `19`, `59.9`.'),
          badge: text.describe('Étiquette en haut de la carte (« Populaire »).'),
          icon: iconName.describe('Icône de la carte.'),
          /** Shows the plan as the recommended one. Default false. */
          highlight: z.boolean().default(false).describe('Met la formule en avant comme formule recommandée.'),
          features: z.array(text).min(1).describe('Ce que comprend la formule.'),
        }),
      )
      .min(1)
      .describe('Les formules de standard.'),
  })
  .superRefine((plans, context) => {
    plans.comparison.rows.forEach((row, index) => {
      if (row.values.length !== plans.plans.length)
        context.addIssue({
          code: 'custom',
          path: ['comparison', 'rows', index, 'values'],
          message: 'expected one value per plan, in the order of "plans"',
        });
    });
  });

/** `content/offers/fibre.yaml`: the fibre offers, shown on the home page and the fibre page. */
export const fibreSchema = z.strictObject({
  heading: text.describe('Titre de la section fibre de l’accueil.'),
  intro: text.describe('Paragraphe d’introduction.'),
  /** Shown beside every fibre price, e.g. « Engagement 36 mois ». */
  commitment: text.describe('Engagement, affiché sous chaque prix d’offre fibre (« Engagement 36 mois »).'),
  /** Line under the cards: HT, commitment, renewal, notice and what is included. */
  terms: text.describe(
    'Conditions sous les cartes : prix HT, engagement, reconduction, préavis et ce qui est inclus, comme le disent les CGV.',
  ),
  quoteButton: text.describe('Libellé du bouton de demande de devis (accueil).'),
  eligibilityButton: text.describe('Libellé du bouton de test d’éligibilité (accueil).'),
  offers: z
    .array(
      z.strictObject({
        /** The offer's one cart id, whichever page adds it (`ftth-pro`). */
        id: id.describe(
          'Identifiant de l’offre pour le panier (`ftth-pro`) : minuscules, chiffres et tirets. Le même depuis l’accueil et la page fibre : ajoutée des deux pages, l’offre fait une seule ligne.',
        ),
        /** Name on the home page and in the cart, e.g. `FTTH pro 1Gb/s`. */
        name: text.describe('Nom sur l’accueil et dans le panier, par exemple `FTTH pro 1Gb/s`.'),
        /** Name on the fibre page, e.g. `FTTH Professionnel`. */
        pageName: text.describe('Nom sur la page fibre, par exemple `FTTH Professionnel` (le panier le rappelle).'),
        speed: text.describe('Débit mis en avant.'),
        upload: text.describe('Ligne sur le débit montant.'),
        /** Price per month, euros HT. */
        price: price.describe('Prix par mois, en euros HT, écrit comme un nombre : `59.9`.'),
        badge: text.describe('Étiquette en haut de la carte.'),
        description: text.describe('Phrase de présentation.'),
        /** Marks the offer as the most popular. Default false. */
        popular: z.boolean().default(false).describe('Marque l’offre comme la plus populaire.'),
        features: z.array(text).min(1).describe('Ce que comprend l’offre.'),
      }),
    )
    .min(1)
    .describe('Les offres fibre.'),
});

const equipmentItem = z
  .strictObject({
    id: id.describe('Identifiant pour le panier (`t46u`) : minuscules, chiffres et tirets.'),
    /** Model, written exactly: `T46U`. */
    name: text.describe('Modèle, écrit exactement : `T46U`.'),
    type: text.describe('Type d’appareil (« Téléphone IP milieu de gamme »).'),
    features: z.array(text).min(1).describe('Points forts.'),
    /** Included in every plan: shown as « Inclus », cannot be added to the cart. Default false. */
    included: z
      .boolean()
      .default(false)
      .describe('Inclus dans toutes les formules : affiché « Inclus », ne peut pas être ajouté au panier.'),
    /** Monthly price in euros; required unless `included`. */
    price: price
      .optional()
      .describe(
        'Prix mensuel en euros. Obligatoire, avec `period`, sauf si `included: true` : `site check` le vérifie.',
      ),
    /** `/mois HT` or `/mois`. */
    period: z
      .enum(['/mois HT', '/mois'])
      .optional()
      .describe('Période du prix. Obligatoire, avec `price`, sauf si `included: true` : `site check` le vérifie.'),
    /** Shows the price as a supplement (« +5 € HT/mois »). Default false. */
    addOn: z.boolean().default(false).describe('Affiche le prix comme un supplément (« +5 € HT/mois »).'),
    /** Label shown beside the name, e.g. « Inclus »; included items show « Inclus » without it. */
    badge: text
      .optional()
      .describe(
        'Étiquette de l’article (par exemple `Inclus`). La section actuelle affiche seulement l’étiquette « Inclus » des modèles inclus.',
      ),
    /** Sets the card apart. Default false. */
    highlight: z.boolean().default(false).describe('Met la carte du modèle en avant.'),
  })
  .refine((item) => item.included || (item.price !== undefined && item.period !== undefined), {
    message: 'an equipment item needs "price" and "period", or "included: true"',
  })
  .meta({
    // The same rule for editors' tools: JSON Schema can say it, zod's refinement cannot be converted.
    anyOf: [
      { type: 'object', properties: { included: { const: true } }, required: ['included'] },
      { type: 'object', required: ['price', 'period'] },
    ],
  });

/** `content/offers/equipment.yaml`: equipment groups of the home page. */
export const equipmentSchema = z.strictObject({
  heading: text.describe('Titre de la section.'),
  intro: text.describe('Paragraphe d’introduction.'),
  catalogueLink: text.describe('Libellé du lien vers le catalogue `/equipements`.'),
  /** Under each monthly price: these are rented, not bought (the catalogue sells them). */
  rentalNote: text.describe(
    'Sous chaque prix mensuel : dit que l’équipement est loué avec la formule (« Location, avec votre formule »), pour ne pas le confondre avec l’achat du catalogue.',
  ),
  groups: z
    .array(
      z.strictObject({
        title: text.describe('Titre du groupe.'),
        icon: iconName.describe('Icône du groupe.'),
        items: z.array(equipmentItem).min(1).describe('Les modèles du groupe.'),
      }),
    )
    .min(1)
    .describe('Groupes d’équipements (bureau, sans fil, casques).'),
});

export type Plans = z.infer<typeof plansSchema>;
export type PlanComparison = Plans['comparison'];
export type Fibre = z.infer<typeof fibreSchema>;
export type FibreOffer = Fibre['offers'][number];
export type Equipment = z.infer<typeof equipmentSchema>;
export type EquipmentItem = z.infer<typeof equipmentItem>;
