import { z } from 'zod';
import { href, isoDate, text } from './fields.js';

/** What `pages:` takes to show an announcement on every page. */
export const everyPage = 'toutes';

/** One announcement: a short text shown as a banner from its first day to its last, on the pages named. */
const announcement = z.strictObject({
  /** The sentence shown, short: one line on a phone is best. */
  text: text.describe(
    'La phrase affichée dans le bandeau, courte (une ligne sur un téléphone, 150 caractères au plus) : `Standard offert le premier mois jusqu’au 31 décembre`.',
  ),
  /** An optional link after the text: its visible label and where it goes. */
  link: z
    .strictObject({
      label: text.describe('Texte visible du lien : `Voir l’offre`.'),
      href: href.describe('Destination : `/standard-telephonique-virtuel`, `/#offres`, `https://…`.'),
    })
    .optional()
    .describe('Lien facultatif après la phrase : son texte (`label`) et sa destination (`href`).'),
  /** First day shown, a day in France (Europe/Paris). */
  start: isoDate.describe('Premier jour d’affichage, `AAAA-MM-JJ` (jour en France, dès minuit).'),
  /** Last day shown, included: a promotion ending on 2026-12-31 is shown all of that day in France. */
  end: isoDate.describe(
    'Dernier jour d’affichage, inclus, `AAAA-MM-JJ` : une annonce qui finit le `2026-12-31` est affichée toute cette journée en France.',
  ),
  /** The pages it shows on: a list of addresses (`/`, `/standard-telephonique-virtuel`), or `toutes`. */
  pages: z
    .union([z.literal(everyPage), z.array(z.string().trim().min(1)).min(1)])
    .describe(
      'Les pages où le bandeau apparaît : une liste d’adresses (`- /`, `- /standard-telephonique-virtuel`), ou `toutes` pour toutes les pages.',
    ),
});

/** `content/announcements.yaml` (optional): the banners editors announce a promotion with. */
export const announcementsSchema = z.strictObject({
  /** The announcements, each with its dates and pages; an empty list shows none. */
  announcements: z
    .array(announcement)
    .default([])
    .describe('Les annonces, chacune avec ses dates et ses pages. Une liste vide n’en affiche aucune.'),
});

export type Announcement = z.infer<typeof announcement>;

/** An announcement to render: not ended on the day of the build, `upcoming` when its first day is still to come. */
export interface ShownAnnouncement extends Announcement {
  upcoming: boolean;
  /** Its place in the file's list, to find where it is written. */
  index: number;
}

/**
 * Where an announcement stands on `today` (`YYYY-MM-DD`, a day in France): before its first day,
 * between its first and last days (both included), or after its last.
 */
export function announcementTime(
  { start, end }: Pick<Announcement, 'start' | 'end'>,
  today: string,
): 'upcoming' | 'current' | 'ended' {
  if (today < start) return 'upcoming';
  return today > end ? 'ended' : 'current';
}

/** Whether the announcement is for the page at `path` (its `pages`, or every page). */
export function announcedOn(announcement: Pick<Announcement, 'pages'>, path: string): boolean {
  return announcement.pages === everyPage || announcement.pages.includes(path);
}
