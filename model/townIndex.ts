import { z } from 'zod';

/**
 * Which generated town pages search engines are asked to index: `all`, those with an editor's
 * file or a reference (`edited`), or those of at least `minPopulation` inhabitants plus those with
 * an editor's file or a reference. The others carry `noindex`, stay out of the sitemap and stay linked from their
 * département's list and their neighbours' pages.
 */
export const townIndex = z
  .union([
    z.enum(['all', 'edited']),
    z.strictObject({
      minPopulation: z
        .number()
        .int()
        .min(0)
        .describe('Population (colonne `population`) à partir de laquelle une page est indexée : `2000`.'),
    }),
  ])
  .describe(
    'Pages de communes indexées : `all` (toutes), `edited` (celles qui ont un fichier `content/local/towns/<slug>.yaml` ou une référence client) ou `{ minPopulation: 2000 }` (celles d’au moins 2 000 habitants, et celles qui ont un fichier ou une référence). Les autres portent `noindex`, sortent du plan du site et restent liées depuis la liste de leur département. Par défaut `{ minPopulation: 2000 }` : voir le guide, « Pages de communes », pour ce qui fonde ce choix.',
  );

export type TownIndex = z.infer<typeof townIndex>;

/** What `content/site.yaml` says of the generated town pages. */
export const townSettings = z.strictObject({
  index: townIndex.optional(),
});

/**
 * The indexing when `site.yaml` says none: towns of at least 2,000 inhabitants, and those an editor
 * wrote a file or a reference for (see the guide's page on towns for why).
 */
export const defaultTownIndex: TownIndex = { minPopulation: 2000 };

/** Whether a town page is indexed under `setting`: its population, and whether an editor wrote a file or a reference for it. */
export function isTownIndexed(setting: TownIndex, population: number | undefined, edited: boolean): boolean {
  if (setting === 'all' || edited) return true;
  if (setting === 'edited') return false;
  return (population ?? 0) >= setting.minPopulation;
}
