import type { Problem } from '../errors.js';
import { parseTownTable, townTableFile } from '../load/townTable.js';
import type { KeptTownTable } from '../load/keptTownTable.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { Town } from '../../model/town.js';
import { townTextSchema, type TownText } from '../../model/townText.js';
import { checkTownPages, type TownPages } from './checkTownPages.js';
import { missingFile, unusedFile } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { checkFile } from './checkFile.js';
import { fillPlaceholders } from '../content/placeholders.js';
import { directoryPlaceholderNames, townPlaceholderNames } from '../content/townText.js';
import { pushAll } from '../shared/pushAll.js';

/** The shared text of generated town pages. */
export const townTextFile = 'content/local-town.yaml';

/**
 * Reads the table of towns and the shared text of their pages, adding every problem to
 * `problems`: cells of the table, fields of the text, placeholders no row can fill, a table
 * without its text, a CSV file no page reads.
 */
export function checkTowns(
  loaded: LoadedContent,
  problems: Problem[],
  kept?: KeptTownTable,
): { towns: Town[]; townText?: TownText; townPages: TownPages } {
  for (const file of loaded.tables.keys()) {
    if (file !== townTableFile)
      problems.push(problemOf(unusedFile, { where: { table: townTableFile } }, { file, line: 0, column: 0 }));
  }
  const table = loaded.tables.get(townTableFile);
  const source = loaded.files.get(townTextFile);
  const parsed =
    table === undefined
      ? { towns: [], problems: [] }
      : (kept?.read(table, townTableFile) ?? parseTownTable(table, townTableFile));
  pushAll(problems, parsed.problems);
  const townPages = checkTownPages(loaded, parsed.towns, problems);
  if (table === undefined) return { towns: [], townPages };
  if (!source) {
    if (!loaded.problems.some((problem) => problem.position.file === townTextFile)) {
      problems.push(
        problemOf(
          missingFile,
          { file: townTextFile, readBy: townTableFile },
          { file: townTextFile, line: 0, column: 0 },
        ),
      );
    }
    return { towns: parsed.towns, townPages };
  }
  const townText = checkFile(source, townTextSchema, problems);
  const extra = parsed.towns[0] ? Object.keys(parsed.towns[0].extra) : [];
  const known = Object.fromEntries(
    [...townPlaceholderNames, ...directoryPlaceholderNames, ...extra].map((name) => [name, '']),
  );
  const unknown = fillPlaceholders({ text: source.text, values: known, file: townTextFile, firstLine: 1 }).problems;
  pushAll(problems, unknown);
  return { towns: parsed.towns, townText: unknown.length === 0 ? townText : undefined, townPages };
}
