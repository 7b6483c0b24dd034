import { z } from 'zod';
import { formerAddresses, text } from './fields.js';
import { pageFaq } from './faq.js';
import { heroImage } from './heroImage.js';
import { iconName } from './icon.js';

/** An icon, a title and a short text: benefits, features, audiences, usages. */
export const tile = z.strictObject({
  icon: iconName.describe('Icône de la tuile.'),
  title: text.describe('Titre de la tuile.'),
  text: text.describe('Paragraphe de la tuile.'),
});
/** A section of tiles under one heading. */
export const tileSection = z.strictObject({
  heading: text.describe('Titre de la section.'),
  items: z.array(tile).min(1).describe('Les tuiles de la section, chacune avec une icône, un titre et un texte.'),
});
/** The closing call to action of a page. */
export const cta = z.strictObject({
  heading: text.describe('Appel à l’action de fin de page : titre.'),
  text: text.describe('Paragraphe.'),
  button: text.describe('Libellé du bouton.'),
});
/** The head of a landing page: title, description, former addresses. */
export const head = {
  /** Page title, without the brand. */ title: text.describe(
    'Titre de la page (onglet et moteurs de recherche), sans la marque.',
  ),
  /** Meta description, 120–160 characters. */ description: text.describe(
    'Description pour les moteurs de recherche, 120 à 160 caractères.',
  ),
  /** Former addresses of the page, redirected to it. */
  aliases: formerAddresses,
};
/** The hero's small line above the main heading. */
export const kicker = text.describe('Surtitre : petite ligne au-dessus du titre principal.');
/** The hero's main heading. */
export const heroHeading = text.describe('Titre principal de la page.');
/** The hero's paragraph under the heading. */
export const heroIntro = text.describe('Paragraphe d’accroche sous le titre.');
/** A section's introductory paragraph. */
export const intro = text.describe('Paragraphe d’introduction.');

/** `content/landing/fonctionnalites.yaml`. */
export const featuresPageSchema = z.strictObject({
  ...head,
  hero: z.strictObject({
    kicker,
    heading: heroHeading,
    intro: heroIntro,
    image: heroImage,
    demoButton: text.describe('Libellé du bouton de demande de démo.'),
    trialButton: text.describe('Libellé du bouton d’essai gratuit.'),
  }),
  showcases: z
    .array(
      z.strictObject({
        icon: iconName.describe('Icône du bloc.'),
        title: text.describe('Titre du bloc.'),
        text: text.describe('Paragraphe.'),
        points: z.array(text).min(1).describe('Points clés.'),
      }),
    )
    .min(1)
    .describe('Grands blocs de présentation.'),
  categories: z
    .array(
      z.strictObject({
        icon: iconName.describe('Icône de la catégorie.'),
        title: text.describe('Nom de la catégorie.'),
        intro: text.describe('Phrase d’introduction.'),
        features: z
          .array(z.strictObject({ title: text.describe('Nom de la fonction.'), text: text.describe('Paragraphe.') }))
          .min(1)
          .describe('Les fonctions de la catégorie.'),
      }),
    )
    .min(1)
    .describe('Catégories de fonctions.'),
  cta,
});

/** `content/landing/standard-telephonique-virtuel.yaml`. */
export const switchboardPageSchema = z.strictObject({
  ...head,
  hero: z.strictObject({
    kicker,
    heading: heroHeading,
    intro: heroIntro,
    image: heroImage,
    priceNote: text.describe('Mention de prix sous l’accroche (`"à partir de 19 € HT/mois/utilisateur"`).'),
    demoButton: text.describe('Libellé du bouton de démo.'),
    contactButton: text.describe('Libellé du bouton de rappel.'),
  }),
  benefits: tileSection,
  features: tileSection,
  pricing: z.strictObject({
    heading: text.describe('Titre de la section tarif.'),
    label: text.describe('Nom de l’offre sur la carte de prix.'),
    price: z.number().positive().describe('Prix affiché sur la carte, en euros, strictement positif.'),
    period: text.describe('Période affichée après le prix (« HT par mois et par utilisateur »).'),
    note: text.describe('Mention sous le prix (« Essai gratuit de 30 jours »).'),
    includes: z.array(text).min(1).describe('Ce qui est inclus.'),
    button: text.describe('Libellé du bouton de la carte.'),
  }),
  audiences: tileSection,
  faq: pageFaq,
  cta,
});

/** `content/landing/fibre-professionnelle.yaml`. */
export const fibrePageSchema = z.strictObject({
  ...head,
  hero: z.strictObject({
    kicker,
    heading: heroHeading,
    intro: heroIntro,
    image: heroImage,
    eligibilityButton: text.describe('Libellé du bouton de test d’éligibilité.'),
    quoteButton: text.describe('Libellé du bouton de devis.'),
  }),
  benefits: tileSection,
  comparison: z.strictObject({
    heading: text.describe('Titre du comparatif FTTH/FTTO.'),
    intro: text.describe('Phrase d’introduction.'),
    rows: z
      .array(
        z.strictObject({
          label: text.describe('Critère comparé.'),
          ftth: text.describe('Valeur pour la FTTH.'),
          ftto: text.describe('Valeur pour la FTTO.'),
        }),
      )
      .min(1)
      .describe('Lignes du tableau comparatif.'),
  }),
  offers: z.strictObject({
    heading: text.describe('Titre au-dessus des cartes d’offres (elles viennent de `content/offers/fibre.yaml`).'),
    intro: text.describe('Phrase sous ce titre.'),
  }),
  usages: tileSection,
  faq: pageFaq,
  cta,
});

export type FeaturesPage = z.infer<typeof featuresPageSchema>;
export type SwitchboardPage = z.infer<typeof switchboardPageSchema>;
export type FibrePage = z.infer<typeof fibrePageSchema>;
export type Tile = z.infer<typeof tile>;
export type Cta = z.infer<typeof cta>;
