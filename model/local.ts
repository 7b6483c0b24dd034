import { z } from 'zod';
import { formerAddresses, isoDate, text, wholeNumber } from './fields.js';
import { iconName } from './icon.js';
import { spanListField } from './openingHours.js';
import { temporaryHoursList } from './temporaryHours.js';
import { departementRows } from './departementTable.js';

/** INSEE codes of the départements and overseas collectivities: `57`, `2A`, `974`. */
const departementCodes = new Set(departementRows.map(([code]) => code));

/** `content/local/<slug>.yaml`: a local landing page at `/<slug>`, for a city or a département. */
export const localSchema = z
  .strictObject({
    kind: z.enum(['city', 'department']).describe('Ville (`city`) ou département (`department`).'),
    /** Former addresses of the page, redirected to it. */
    aliases: formerAddresses,
    /** Name of the place as written in French: `Metz`, `Meurthe-et-Moselle`. */
    name: text.describe(
      'Nom du lieu tel qu’il s’écrit en français : `Metz`, `Meurthe-et-Moselle`. Remplace `{place}` dans les sections communes.',
    ),
    /** Meta title, up to 60 characters. */
    title: text.describe('Titre pour les moteurs de recherche, 60 caractères au plus.'),
    description: text.describe('Description pour les moteurs de recherche.'),
    keywords: z.array(text).min(1).describe('Mots-clés de la page.'),
    ogTitle: text.describe('Titre lors d’un partage sur un réseau social.'),
    ogDescription: text.describe('Description lors d’un partage sur un réseau social.'),
    geo: z.strictObject({
      /** ISO 3166-2 code of the département: `FR-57`. */
      region: z
        .string()
        .refine((value) => value.startsWith('FR-') && departementCodes.has(value.slice(3)), {
          message: 'expected a code such as "FR-57"',
        })
        .meta({ pattern: '^FR-(\\d{2}|2A|2B|9[78]\\d)$' })
        .describe('Code ISO 3166-2 du département : `FR-57`, `FR-2A` ou `FR-2B` pour la Corse, `FR-974` outre-mer.'),
      placename: text.describe('Nom du lieu pour les moteurs de recherche.'),
      /** Latitude and longitude of a city centre, e.g. `[49.1193, 6.1757]`; cities only. */
      position: z
        .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])
        .optional()
        .describe(
          'Coordonnées du centre-ville `[latitude, longitude]`, par exemple `[49.1193, 6.1757]`. Obligatoire pour une ville (`kind: city`), à omettre pour un département : `site check` le vérifie.',
        ),
    }),
    hero: z.strictObject({
      heading: text.describe('Titre principal.'),
      intro: text.describe('Paragraphe d’accroche.'),
      points: z.array(text).min(1).describe('Points clés du haut de page.'),
    }),
    local: z.strictObject({
      heading: text.describe('Titre du paragraphe consacré au lieu.'),
      text: text.describe('Paragraphe consacré au lieu.'),
    }),
    contact: z.strictObject({
      /** Stated reply time by e-mail, in hours. */
      replyHours: wholeNumber.describe('Délai de réponse annoncé par e-mail, en heures (un nombre entier : `24`).'),
      /** Opening hours on weekdays: `8h–18h`, or with a lunch break `8h30–12h, 14h–18h`. */
      hours: spanListField.describe(
        'Horaires du lundi au vendredi : `8h–18h`, ou avec une pause `8h30–12h, 14h–18h` (tiret demi-cadratin `–`, heures de 0h à 24h).',
      ),
      /** Saturday hours, same form; absent when closed on Saturday. */
      saturdayHours: spanListField
        .optional()
        .describe('Horaires du samedi, même format : `9h–12h`. À omettre si fermé le samedi.'),
      /** Periods with their own hours (summer, holidays), shown until their last day. */
      temporaryHours: temporaryHoursList.optional(),
      coverage: text.describe('Zone couverte.'),
      /** Wording of the call-to-action button; it also prefills the quote request. */
      cta: text.describe('Libellé du bouton d’appel à l’action ; il pré-remplit aussi la demande de devis.'),
    }),
    updated: isoDate
      .optional()
      .describe(
        'Date de dernière modification (`AAAA-MM-JJ`), pour le plan du site ; par défaut `sitemap.lastmod` de `site.yaml`.',
      ),
  })
  .refine((page) => page.kind === 'department' || page.geo.position !== undefined, {
    message: 'a city page needs geo.position (latitude and longitude)',
    path: ['geo', 'position'],
  })
  .meta({
    description: 'Une page locale pour une ville ou un département, à l’adresse `/<fichier>`.',
    // The same rule for editors' tools: JSON Schema can say it, zod's refinement cannot be converted.
    if: { type: 'object', properties: { kind: { const: 'city' } }, required: ['kind'] },
    then: { type: 'object', properties: { geo: { type: 'object', required: ['position'] } } },
  });

/** `content/local-sections.yaml`: the six sections every local page shows; `{place}` becomes the page's name. */
export const localSectionsSchema = z
  .strictObject({
    sections: z
      .array(
        z.strictObject({
          icon: iconName.describe('Icône de la section.'),
          heading: text.describe('Titre de la section ; `{place}` devient le nom de la page locale.'),
          text: text.describe('Paragraphe ; `{place}` devient le nom de la page locale.'),
          points: z.array(text).min(1).describe('Points clés ; `{place}` devient le nom de la page locale.'),
        }),
      )
      .min(1)
      .describe('Les sections, dans l’ordre d’affichage.'),
  })
  .describe(
    'Les six sections affichées sur chaque page locale, après le bandeau. Dans `heading`, `text` et `points`, `{place}` est remplacé par le `name` de la page locale : « secteur {place} » devient « secteur Metz » sur `/metz`.',
  );

export type LocalPageContent = z.infer<typeof localSchema>;
export type LocalSections = z.infer<typeof localSectionsSchema>;
