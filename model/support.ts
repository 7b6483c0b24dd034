import { z } from 'zod';
import { formerAddresses, text } from './fields.js';
import { documentFile } from './documentFile.js';
import { iconName } from './icon.js';
import { tutorialVideos, videoHostIssues } from './tutorialVideo.js';

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
  /**
   * Size announced in megabytes, e.g. `1.2` (« 1,2 Mo »), while the file is not published; with
   * `file` the page shows the file's own size, and a typed size that differs is a warning.
   */
  sizeMb: z
    .number()
    .positive()
    .optional()
    .describe(
      'Taille annoncée en mégaoctets, par exemple `1.2` (affiché « 1,2 Mo »), tant que le fichier n’est pas publié ; avec `file`, la page affiche la taille du fichier.',
    ),
  /** File under `public/` to download, e.g. `/documents/guide.pdf`; without it the button says the file is coming. */
  file: documentFile
    .optional()
    .describe(
      'Fichier PDF de `public/` à télécharger, par exemple `/documents/guide.pdf` ; sans lui, le bouton indique que le fichier arrive.',
    ),
});

/** A document needs a size to announce until its file is published. */
function announcedSize(
  documents: { sizeMb?: number; file?: string }[],
  at: (string | number)[],
  context: z.RefinementCtx,
) {
  documents.forEach((doc, index) => {
    if (doc.file === undefined && doc.sizeMb === undefined)
      context.addIssue({
        code: 'custom',
        path: [...at, index, 'sizeMb'],
        message: 'expected sizeMb, the size to announce, or file, the PDF to download',
      });
  });
}

/** `content/support/documentation.yaml`: the documentation catalogue. */
export const documentationSchema = z
  .strictObject({
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
  })
  .superRefine((docs, context) => {
    announcedSize(docs.featured, ['featured'], context);
    docs.categories.forEach((category, index) =>
      announcedSize(category.documents, ['categories', index, 'documents'], context),
    );
  });

/** `content/support/tutoriels-video.yaml`: the videos, or while there are none, what is coming. */
export const tutorialsSchema = z
  .strictObject({ ...head, construction, ...tutorialVideos })
  .superRefine(videoHostIssues);

export type HelpCentre = z.infer<typeof helpCentreSchema>;
export type Documentation = z.infer<typeof documentationSchema>;
export type Tutorials = z.infer<typeof tutorialsSchema>;
