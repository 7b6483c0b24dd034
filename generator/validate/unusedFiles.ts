import { entryCollections, markdownPages, singles } from '../content/collections.js';
import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { wholeFileProblem } from './checkFile.js';
import { townTextFile } from '../content/checkTowns.js';

/** Content files no page reads: most often a misspelt name or a file in the wrong folder. */
export function unusedFiles(loaded: LoadedContent): Problem[] {
  const known = new Set<string>([...Object.values(singles).map((single) => single.file), townTextFile]);
  const folders = Object.values(entryCollections).map((collection) => collection.folder);
  const inFolder = (file: string) => folders.some((folder) => file.startsWith(folder) && !file.slice(folder.length).includes('/'));
  return [...loaded.files.values()]
    .filter((file) => (file.kind === 'yaml' ? !known.has(file.path) && !inFolder(file.path) : !file.path.startsWith(markdownPages.folder)))
    .map((file) => wholeFileProblem(
      file.path,
      'no page reads this file',
      `check its name and folder: Markdown pages go in ${markdownPages.folder}, one YAML file per entry in ${folders.join(', ')}, and the other YAML files read are ${[...known].join(', ')}.`,
    ));
}
