import { entryCollections, entrySlug, type EntryCollectionName } from '../content/collections.js';
import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { checkFile, emptyAddressProblem } from './checkFile.js';

/** The valid entries of each folder collection, with their file and slug; their data not yet typed. */
export type CheckedEntries = Record<EntryCollectionName, { file: string; slug: string; data: unknown }[]>;

/**
 * Each entry of a folder collection (`content/sectors/`…) checked against its schema: an entry
 * with a problem, or whose file name gives no address, is left out.
 */
export function checkEntries(loaded: LoadedContent, problems: Problem[]): CheckedEntries {
  const entries = {} as CheckedEntries;
  for (const [name, { folder, schema }] of Object.entries(entryCollections) as [
    EntryCollectionName,
    (typeof entryCollections)[EntryCollectionName],
  ][]) {
    entries[name] = [];
    for (const source of loaded.files.values()) {
      if (source.kind !== 'yaml' || !source.path.startsWith(folder) || source.path.slice(folder.length).includes('/'))
        continue;
      const slug = entrySlug(source.path.slice(folder.length));
      const misnamed = emptyAddressProblem(source.path, slug);
      if (misnamed) problems.push(misnamed);
      const data = checkFile(source, schema, problems);
      if (data && !misnamed) entries[name].push({ file: source.path, slug, data });
    }
  }
  return entries;
}
