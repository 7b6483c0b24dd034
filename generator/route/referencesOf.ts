import type { Entry } from '../../model/entry.js';
import type { Reference } from '../../model/reference.js';

/** The references a page shows, and the files they are written in (the page's sources). */
export interface ShownReferences {
  references: Reference[];
  files: string[];
}

/** The references of `content/references/` that pass `keep`, in the order of their files' names. */
export function referencesOf(
  entries: readonly Entry<Reference>[],
  keep: (reference: Reference) => boolean = () => true,
): ShownReferences {
  const shown = entries.filter((entry) => keep(entry.data)).sort((a, b) => (a.file < b.file ? -1 : 1));
  return { references: shown.map((entry) => entry.data), files: shown.map((entry) => entry.file) };
}

/** The references that name a town, by the town's slug: read once for all the town pages. */
export function referencesByTown(entries: readonly Entry<Reference>[]): Map<string, ShownReferences> {
  const towns = new Set(entries.flatMap((entry) => (entry.data.town === undefined ? [] : [entry.data.town])));
  return new Map([...towns].map((town) => [town, referencesOf(entries, (reference) => reference.town === town)]));
}
