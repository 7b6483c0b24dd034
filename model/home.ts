import { z } from 'zod';
import { absoluteUrl, text, wholeNumber } from './fields.js';
import { heroImage } from './heroImage.js';
import { head, heroHeading, heroIntro, intro, kicker, tile } from './landing.js';

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

export type Home = z.infer<typeof homeSchema>;
