import { entryCollections, isHelpArticle, markdownPages, singles } from '../content/collections.js';
import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { unusedFile } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { ymlSingle } from '../messages/slipMessages.js';
import { townTextFile } from './checkTowns.js';
import { announcementsFile } from './checkAnnouncements.js';
import { townFolder } from '../../model/townPage.js';

/** Content files no page reads: most often a misspelt name or a file in the wrong folder. */
export function unusedFiles(loaded: LoadedContent): Problem[] {
  const known = new Set<string>([
    ...Object.values(singles).map((single) => single.file),
    townTextFile,
    announcementsFile,
  ]);
  const folders = Object.values(entryCollections).map((collection) => collection.folder);
  const inFolder = (file: string) =>
    [...folders, townFolder].some((folder) => file.startsWith(folder) && !file.slice(folder.length).includes('/'));
  return [...loaded.files.values()]
    .filter((file) =>
      file.kind === 'yaml'
        ? !known.has(file.path) && !inFolder(file.path)
        : !file.path.startsWith(markdownPages.folder) && !isHelpArticle(file.path),
    )
    .map((file) =>
      // `plans.yml`: the right file under the other spelling of its ending.
      known.has(file.path.replace(/\.yml$/, '.yaml'))
        ? problemOf(
            ymlSingle,
            { wanted: file.path.replace(/\.yml$/, '.yaml') },
            { file: file.path, line: 0, column: 0 },
          )
        : problemOf(
            unusedFile,
            { where: { pages: markdownPages.folder, folders, singles: [...known] } },
            { file: file.path, line: 0, column: 0 },
          ),
    );
}
