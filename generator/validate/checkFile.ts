import type { z } from 'zod';
import type { Problem } from '../errors.js';
import type { SourceFile } from '../load/loadContent.js';
import { issueToProblems } from './issueToProblems.js';
import { quoted } from '../shared/lang.js';

/** The file's data checked against `schema`, or `undefined` with its problems added to `problems`. */
export function checkFile<T extends z.ZodType>(
  source: SourceFile,
  schema: T,
  problems: Problem[],
): z.infer<T> | undefined {
  const result = schema.safeParse(source.source.data);
  if (result.success) return result.data;
  const found = result.error.issues.flatMap((issue) => issueToProblems(issue, source.source, schema));
  // A misspelt field also leaves the right one missing: report the misspelling only.
  const explained = new Set(found.map((problem) => problem.standsFor).filter(Boolean));
  problems.push(
    ...found.filter((problem) => !(explained.has(problem.field) && problem.message.endsWith('got nothing'))),
  );
  return undefined;
}

/** A whole-file problem: the file is missing, unused or misnamed. */
export function wholeFileProblem(file: string, message: string, hint: string): Problem {
  return { position: { file, line: 0, column: 0 }, field: '', message, hint };
}

/**
 * The problem of a content file whose name leaves nothing for an address once `addressSegment`
 * has kept its letters, digits and hyphens (`???.md`, `€.yaml`); undefined when `segment` is not empty.
 */
export function emptyAddressProblem(file: string, segment: string): Problem | undefined {
  if (segment !== '') return undefined;
  const name = file.slice(file.lastIndexOf('/') + 1);
  const renamed = `${file.slice(0, file.lastIndexOf('/') + 1)}nom-de-la-page${name.slice(name.lastIndexOf('.'))}`;
  return {
    ...wholeFileProblem(
      file,
      `the file name "${name}" cannot make an address: an address keeps only the letters, digits and hyphens of a name`,
      `rename the file with letters or digits, such as ${renamed}.`,
    ),
    fr: {
      message: `le nom de fichier ${quoted(name)} ne peut pas former une adresse\u00a0: une adresse ne garde que les lettres, chiffres et tirets d’un nom`,
      hint: `renommez le fichier avec des lettres ou des chiffres, comme ${renamed}.`,
    },
  };
}
