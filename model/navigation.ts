import { z } from 'zod';
import { href, text } from './fields.js';

const link = z.strictObject({
  /** Visible text of the link. */
  label: text.describe('Texte visible du lien.'),
  /** Where it goes: `/fonctionnalites`, `/#offres`, `https://…`. */
  href: href.describe(
    'Destination : `/fonctionnalites`, `/#offres`, `https://…` (commence par `/`, `#`, `https://`, `mailto:` ou `tel:`).',
  ),
});

/** `content/navigation.yaml`: the entries of the top bar, the mobile menu and the footer. */
export const navigationSchema = z.strictObject({
  /** Entries of the top bar, in order; the mobile menu repeats them. */
  main: z.array(link).min(1).describe('Entrées de la barre du haut, dans l’ordre ; le menu mobile les reprend.'),
  /** Footer columns, each a title and its links. */
  footer: z
    .array(
      z.strictObject({
        title: text.describe('Titre de la colonne.'),
        links: z.array(link).min(1).describe('Liens de la colonne.'),
      }),
    )
    .min(1)
    .describe('Colonnes du pied de page, chacune avec un titre et ses liens.'),
  /** Social networks; leave the list empty rather than link to a page that does not exist. */
  social: z
    .array(link)
    .default([])
    .describe('Réseaux sociaux. Laissez la liste vide plutôt que de pointer vers une page qui n’existe pas.'),
});

export type Navigation = z.infer<typeof navigationSchema>;
