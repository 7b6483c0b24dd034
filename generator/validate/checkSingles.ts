import { singles, type SingleName } from '../content/collections.js';
import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { missingFile } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { checkFile } from './checkFile.js';

/** Endings a file may carry after its own, reported as a file to rename or save again (see unreadKind). */
const hiddenEndings = ['', '.txt', '.rtf', '.doc', '.docx', '.odt', '.pages'];

/**
 * Each single file (`content/site.yaml`, navigation…) checked against its schema, by name: absent
 * when the file is invalid or missing, a missing file being a problem of its own.
 */
export function checkSingles(loaded: LoadedContent, problems: Problem[]): Partial<Record<SingleName, unknown>> {
  const parsed: Partial<Record<SingleName, unknown>> = {};
  for (const [name, { file, schema }] of Object.entries(singles) as [SingleName, (typeof singles)[SingleName]][]) {
    const source = loaded.files.get(file);
    if (source) parsed[name] = checkFile(source, schema, problems);
    // `site.yaml.txt` or `site.yml` is reported as a file to rename: its absence under the right name says no more.
    else if (
      !loaded.problems.some((problem) =>
        hiddenEndings.some((ending) => problem.position.file === `${file}${ending}`),
      ) &&
      !loaded.files.has(file.replace(/\.yaml$/, '.yml'))
    ) {
      problems.push(problemOf(missingFile, { file }, { file, line: 0, column: 0 }));
    }
  }
  return parsed;
}
