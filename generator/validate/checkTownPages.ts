import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf } from '../messages/messageKind.js';
import { townFileOfPage, unknownTownFile } from '../messages/townMessages.js';
import { checkFile } from './checkFile.js';
import { nearest } from '../shared/nearest.js';
import type { Town } from '../../model/town.js';
import { townFolder, townPageSchema, type TownPage } from '../../model/townPage.js';

/** Editors' files about towns, by slug: each with its file, for problems and the page's sources. */
export type TownPages = Record<string, { file: string; data: TownPage }>;

/**
 * Reads `content/local/towns/<slug>.yaml`, one file per town, adding a problem for each field
 * that breaks the schema and for each file that would be shown on no page: its name is no slug
 * of the table (most often misspelt), or the town's page is written by hand
 * (`content/local/<slug>.yaml`), which wins over its row.
 */
export function checkTownPages(loaded: LoadedContent, towns: readonly Town[], problems: Problem[]): TownPages {
  const pages: TownPages = {};
  let slugs: Set<string> | undefined;
  for (const source of loaded.files.values()) {
    if (source.kind !== 'yaml' || !source.path.startsWith(townFolder)) continue;
    const name = source.path.slice(townFolder.length);
    if (name.includes('/')) continue;
    const slug = name.replace(/\.ya?ml$/, '');
    slugs ??= new Set(towns.map((town) => town.slug));
    if (!slugs.has(slug)) {
      problems.push(
        problemOf(
          unknownTownFile,
          { slug, nearest: nearest(slug, [...slugs]) },
          { file: source.path, line: 1, column: 1 },
        ),
      );
      continue;
    }
    const page = [`content/local/${slug}.yaml`, `content/local/${slug}.yml`].find((file) => loaded.files.has(file));
    if (page) {
      problems.push(problemOf(townFileOfPage, { slug, page }, { file: source.path, line: 1, column: 1 }));
      continue;
    }
    const data = checkFile(source, townPageSchema, problems);
    if (data) pages[slug] = { file: source.path, data: data as TownPage };
  }
  return pages;
}
