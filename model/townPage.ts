import { z } from 'zod';
import { isoDate, text } from './fields.js';
import { refuseOtherSiteImage } from './otherSiteImage.js';

/** Where editors' files about one town live: `content/local/towns/<slug>.yaml`, `<slug>` a slug of `towns.csv`. */
export const townFolder = 'content/local/towns/';

/**
 * `content/local/towns/<slug>.yaml`: what an editor knows of one town and its generated page
 * shows, beside the facts of its row. Every field is optional; a file with none changes nothing
 * but the indexing (`towns.index: edited`).
 */
export const townPageSchema = z
  .strictObject({
    /** A paragraph of the editor's own about the town, shown first on its page. */
    note: text
      .optional()
      .describe(
        'Un paragraphe à vous sur la commune (une zone d’activités, un chantier de fibre, votre présence sur place), affiché en tête de sa page. Seulement ce qui est vrai et vérifiable.',
      ),
    /** A reference client in the town, with its consent. */
    client: z
      .strictObject({
        name: text.describe('Nom du client, avec son accord.'),
        activity: text.optional().describe('Son activité : « cabinet d’architectes », « boulangerie ».'),
        quote: text.optional().describe('Ce qu’il dit de nous, en ses mots et avec son accord.'),
      })
      .optional()
      .describe('Un client de référence dans la commune, cité avec son accord.'),
    /** A photo of the town, a file of `public/`. */
    photo: z
      .strictObject({
        src: z
          .string()
          // Before the pattern, which refuses `//host/x.png` too but only says what is expected.
          .superRefine((value, context) => void refuseOtherSiteImage(value, context))
          .regex(/^\/(?![/\\])[^\s"]+\.(?:avif|webp|jpe?g|png)$/, {
            message: 'expected a path such as /images/towns/metz.jpg',
          })
          .describe(
            'Chemin de l’image dans `public/`, à partir de `/` : `/images/communes/albestroff.jpg` (AVIF, WebP, JPEG ou PNG).',
          ),
        alt: text.describe('Ce que montre la photo, pour qui ne la voit pas : « La place de la mairie d’Albestroff ».'),
      })
      .optional()
      .describe('Une photo de la commune, fichier de `public/`, avec sa description.'),
    updated: isoDate
      .optional()
      .describe(
        'Date de dernière modification (`AAAA-MM-JJ`), pour le plan du site ; par défaut celle du texte commun.',
      ),
  })
  .describe(
    'Ce que vous savez d’une commune de `content/local/towns.csv` et que sa page montre en plus de ses faits : un paragraphe, un client de référence, une photo. Le nom du fichier est le slug de la commune.',
  );

/** An editor's file about one town, checked. */
export type TownPage = z.infer<typeof townPageSchema>;
