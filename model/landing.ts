import { z } from 'zod';
import { absoluteUrl, formerAddresses, text, wholeNumber } from './fields.js';
import { pageFaq } from './faq.js';
import { heroImage } from './heroImage.js';
import { iconName } from './icon.js';

/** An icon, a title and a short text: benefits, features, audiences, usages. */
const tile = z.strictObject({
  icon: iconName.describe('Icône de la tuile.'),
  title: text.describe('Titre de la tuile.'),
  text: text.describe('Paragraphe de la tuile.'),
});
const tileSection = z.strictObject({
  heading: text.describe('Titre de la section.'),
  items: z.array(tile).min(1).describe('Les tuiles de la section, chacune avec une icône, un titre et un texte.'),
});
/** The closing call to action of a page. */
const cta = z.strictObject({
  heading: text.describe('Appel à l’action de fin de page : titre.'),
  text: text.describe('Paragraphe.'),
  button: text.describe('Libellé du bouton.'),
});
const head = {
  /** Page title, without the brand. */ title: text.describe(
    'Titre de la page (onglet et moteurs de recherche), sans la marque.',
  ),
  /** Meta description, 120–160 characters. */ description: text.describe(
    'Description pour les moteurs de recherche, 120 à 160 caractères.',
  ),
  /** Former addresses of the page, redirected to it. */
  aliases: formerAddresses,
};
const kicker = text.describe('Surtitre : petite ligne au-dessus du titre principal.');
const heroHeading = text.describe('Titre principal de la page.');
const heroIntro = text.describe('Paragraphe d’accroche sous le titre.');
const intro = text.describe('Paragraphe d’introduction.');

/** `content/home.yaml`: head and hero of the home page; headings of the sections still to come. */
export const homeSchema = z.strictObject({
  ...head,
  hero: z.strictObject({
    kicker,
    heading: heroHeading,
    intro: heroIntro,
    image: heroImage,
    primaryButton: text.describe('Libellé du bouton principal (mène aux offres).'),
    secondaryButton: text.describe('Libellé du second bouton (mène au formulaire de contact).'),
  }),
  /** Section `secteurs`: heading over the sector cards (one per file of content/sectors/). */
  sectors: z.strictObject({
    heading: text.describe('Titre au-dessus des cartes de secteurs (une par fichier de `content/sectors/`).'),
    intro,
  }),
  /** Section `studio-vocal`: the external voice studio. */
  voiceStudio: z.strictObject({
    heading: text.describe('Section studio vocal : titre.'),
    intro,
    items: z.array(tile).min(1).describe('Les prestations du studio, chacune avec une icône, un titre et un texte.'),
    /** Number of quality control points of each recording. */
    qualityPoints: wholeNumber.describe('Nombre de points de contrôle qualité de chaque enregistrement.'),
    homeButton: z.strictObject({
      label: text.describe('Libellé du bouton vers le site du studio.'),
      url: absoluteUrl.describe('Adresse du site du studio.'),
    }),
    orderButton: z.strictObject({
      label: text.describe('Libellé du bouton de commande.'),
      url: absoluteUrl.describe('Adresse de la page de commande.'),
    }),
  }),
  /** The partners section: vendors' sites, opened in a new tab. */
  partners: z.strictObject({
    heading: text.describe('Section partenaires : titre.'),
    intro,
    items: z
      .array(
        z.strictObject({
          category: text.describe('Catégorie du partenaire (« Téléphones IP »).'),
          name: text.describe('Nom du partenaire.'),
          text: text.describe('Courte présentation.'),
          url: absoluteUrl.describe('Site du partenaire, ouvert dans un nouvel onglet.'),
        }),
      )
      .min(1)
      .describe('Les partenaires.'),
  }),
  /** The contact section: quote form, contact card, quick actions, trust card. */
  contact: z.strictObject({
    heading: text.describe('Section contact (formulaire de devis, carte de contact, actions rapides) : titre.'),
    intro,
    /** Brochure to download from `public/`, e.g. `/documents/brochure.pdf`; without it the button is not shown. */
    brochure: z
      .string()
      .regex(/^\/[\w\-./]+\.pdf$/, {
        message: 'expected a path to a PDF under public/, such as /documents/brochure.pdf',
      })
      .optional()
      .describe(
        'Brochure PDF à télécharger depuis `public/`, par exemple `/documents/brochure.pdf` ; sans elle, le bouton n’est pas affiché.',
      ),
    /** The trust card: a figure and what it counts. */
    trust: z.strictObject({
      figure: text.describe('Carte de confiance : le chiffre mis en avant (`"+300"`, entre guillemets).'),
      text: text.describe('Ce que ce chiffre compte.'),
    }),
  }),
});

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

export type Home = z.infer<typeof homeSchema>;
export type FeaturesPage = z.infer<typeof featuresPageSchema>;
export type SwitchboardPage = z.infer<typeof switchboardPageSchema>;
export type FibrePage = z.infer<typeof fibrePageSchema>;
export type Tile = z.infer<typeof tile>;
export type Cta = z.infer<typeof cta>;
