import { z } from 'zod';
import { imagePath, text } from './fields.js';

/** Where references live: `content/references/<name>.yaml`, one file per reference. */
export const referenceFolder = 'content/references/';

/** A quote written between quotation marks: the page adds its own « ». */
const quoted = /^\s*["«“„'‘‹]|["»”'’›]\s*$/;

/**
 * `content/references/<name>.yaml`: a customer who agreed to be quoted. It is shown on the home
 * page, on its sector's page and, when `town` is given, on that town's page. Only real customers,
 * quoted with their consent: never an invented one.
 */
export const referenceSchema = z
  .strictObject({
    /** The customer as it may be published: « Collège public en Meurthe-et-Moselle », « Cabinet Durand ». */
    client: text.describe(
      'Le client, tel qu’il accepte d’être nommé : « Collège public en Meurthe-et-Moselle », « Cabinet Durand, géomètres-experts ».',
    ),
    /** The id of its sector: the name of a file of `content/sectors/` without `.yaml` (`education`). */
    sector: text.describe(
      'Le secteur du client : le nom d’un fichier de `content/sectors/` sans `.yaml`, par exemple `education`. La référence est montrée sur la page de ce secteur.',
    ),
    /** The slug of its town, a row of `content/local/towns.csv` or a city page of `content/local/`; none: no town page shows it. */
    town: text
      .optional()
      .describe(
        'La commune du client, par son slug (`metz`, `le-ban-saint-martin`), une ligne de `content/local/towns.csv` ou une page de ville de `content/local/`. La référence est alors montrée aussi sur la page de cette commune.',
      ),
    /** The customer's words, without quotation marks (the page adds « »). */
    quote: text
      .refine((value) => !quoted.test(value), {
        message: 'expected the quote without quotation marks: the page adds « » itself',
        params: { hint: 'remove the quotation marks at the start and at the end of the quote.' },
      })
      .describe('Ce que dit le client, en ses mots et avec son accord, sans guillemets : la page ajoute « ».'),
    /** Who says it: a first name and an initial are enough (`Nathalie R.`). */
    author: text.describe('Qui le dit : un prénom et une initiale suffisent (`Nathalie R.`).'),
    /** The author's position: `Principale`, `Responsable des systèmes d’information`. */
    position: text.describe('Sa fonction : `Principale`, `Responsable des systèmes d’information`.'),
    /** The customer's logo, a file of `public/`, with what it says for those who do not see it. */
    logo: z
      .strictObject({
        src: imagePath.describe(
          'Image du logo dans `public/`, à partir de `/` : `/images/references/cabinet-durand.png` (SVG, PNG, JPEG, WebP ou AVIF) ; jamais une adresse d’un autre site.',
        ),
        alt: text.describe(
          'Ce que dit le logo, pour qui ne le voit pas : en général le nom du client, « Cabinet Durand ».',
        ),
      })
      .optional()
      .describe('Le logo du client, avec son accord, et ce qu’il dit (`alt`), obligatoire avec le logo.'),
  })
  .describe(
    'Une référence : un client réel qui a accepté d’être cité. Montrée sur l’accueil, sur la page de son secteur et sur celle de sa commune.',
  );

/** A reference, checked. */
export type Reference = z.infer<typeof referenceSchema>;
