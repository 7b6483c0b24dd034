import { z } from 'zod';
import { formerAddresses, text } from './fields.js';
import { iconName } from './icon.js';

const head = {
  /** Page title (browser tab and search results), without the brand. */
  title: text.describe('Titre de la page (onglet et moteurs de recherche), sans la marque.'),
  /** Meta description: one sentence of 120–160 characters. */
  description: text.describe('Description pour les moteurs de recherche, une phrase de 120 à 160 caractères.'),
  /** Main heading of the page. */
  heading: text.describe('Titre principal de la page.'),
  /** Paragraph under the heading. */
  intro: text.describe('Paragraphe sous le titre.'),
  /** Former addresses of the page, redirected to it. */
  aliases: formerAddresses,
  /** Banner saying the section is being built. */
  banner: z.strictObject({
    title: text.describe('Bandeau indiquant que la section est en construction : titre.'),
    text: text.describe('Texte du bandeau.'),
  }),
};

const construction = z.strictObject({
  title: text.describe('Bloc « à venir » : titre.'),
  text: text.describe('Texte du bloc.'),
  /** What is coming, each with an icon. */
  items: z
    .array(
      z.strictObject({
        icon: iconName.describe('Icône.'),
        title: text.describe('Titre.'),
        text: text.describe('Texte.'),
      }),
    )
    .min(1)
    .describe('Ce qui arrive.'),
  badge: text.describe('Étiquette du bloc (« Disponible prochainement »).'),
});

/** `content/support/centre-aide.yaml`. */
export const helpCentreSchema = z.strictObject({
  ...head,
  searchPlaceholder: text.describe('Texte d’exemple dans le champ de recherche.'),
  phoneCard: z.strictObject({
    title: text.describe('Carte du support téléphonique : titre.'),
    text: text.describe('Texte de la carte.'),
    button: text.describe('Libellé du bouton d’appel.'),
  }),
  emailCard: z.strictObject({
    title: text.describe('Carte du support par e-mail : titre.'),
    text: text.describe('Texte de la carte.'),
    button: text.describe('Libellé du bouton.'),
    /** Subject of the mail draft. */ subject: text.describe('Objet du brouillon d’e-mail ouvert par le bouton.'),
  }),
  construction,
});

const document = z.strictObject({
  name: text.describe('Nom du document.'),
  /** Size in megabytes, e.g. `1.2` (shown as « 1,2 Mo »). */
  sizeMb: z.number().positive().describe('Taille en mégaoctets, par exemple `1.2` (affiché « 1,2 Mo »).'),
  /** File under `public/` to download, e.g. `/documents/guide.pdf`; without it the button says the file is coming. */
  file: z
    .string()
    .regex(/^\/[\w\-./]+\.pdf$/, { message: 'expected a path to a PDF under public/, such as /documents/guide.pdf' })
    .optional()
    .describe(
      'Fichier PDF de `public/` à télécharger, par exemple `/documents/guide.pdf` ; sans lui, le bouton indique que le fichier arrive.',
    ),
});

/** `content/support/documentation.yaml`: the documentation catalogue. */
export const documentationSchema = z.strictObject({
  ...head,
  construction,
  featuredTitle: text.describe('Titre de la section des documents mis en avant.'),
  featured: z
    .array(
      document.extend({
        description: text.describe('Présentation du document.'),
        badge: text.describe('Étiquette (« Nouveau »).'),
        icon: iconName.describe('Icône du document.'),
      }),
    )
    .min(1)
    .describe('Documents mis en avant.'),
  catalogueTitle: text.describe('Titre du catalogue complet.'),
  categories: z
    .array(
      z.strictObject({
        title: text.describe('Nom de la catégorie.'),
        icon: iconName.describe('Icône de la catégorie.'),
        description: text.describe('Phrase de présentation.'),
        documents: z.array(document).min(1).describe('Documents de la catégorie.'),
      }),
    )
    .min(1)
    .describe('Catégories du catalogue.'),
});

/** `content/support/tutoriels-video.yaml`. */
export const tutorialsSchema = z.strictObject({ ...head, construction });

export type HelpCentre = z.infer<typeof helpCentreSchema>;
export type Documentation = z.infer<typeof documentationSchema>;
export type Tutorials = z.infer<typeof tutorialsSchema>;
