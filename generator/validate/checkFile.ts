import type { z } from 'zod';
import type { Problem } from '../errors.js';
import type { SourceFile } from '../load/loadContent.js';
import { problemOf } from '../messages/messageKind.js';
import { emptyFile } from '../messages/fileMessages.js';
import { emptyAddress } from '../messages/routeMessages.js';
import { issueToProblems } from './issueToProblems.js';

/** The file's data checked against `schema`, or `undefined` with its problems added to `problems`. */
export function checkFile<T extends z.ZodType>(
  source: SourceFile,
  schema: T,
  problems: Problem[],
): z.infer<T> | undefined {
  const result = schema.safeParse(source.source.data);
  if (result.success) return result.data;
  // An empty file misses every field: one problem says so, with the fields to write.
  const data = source.source.data;
  if (source.kind === 'yaml' && (data == null || (typeof data === 'object' && Object.keys(data).length === 0))) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path[0]).filter((key) => key !== undefined))];
    const file = source.path;
    problems.push(problemOf(emptyFile, { file, fields: fields.map(String) }, { file, line: 0, column: 0 }));
    return undefined;
  }
  const found = result.error.issues.flatMap((issue) => issueToProblems(issue, source.source, schema));
  // A misspelt field also leaves the right one missing: report the misspelling only.
  const explained = new Set(found.map((problem) => problem.standsFor).filter(Boolean));
  problems.push(
    ...found.filter((problem) => !(explained.has(problem.field) && problem.message.endsWith('got nothing'))),
  );
  return undefined;
}

/**
 * The problem of a content file whose name leaves nothing for an address once `addressSegment`
 * has kept its letters, digits and hyphens (`???.md`, `€.yaml`); undefined when `segment` is not empty.
 */
export function emptyAddressProblem(file: string, segment: string): Problem | undefined {
  if (segment !== '') return undefined;
  const name = file.slice(file.lastIndexOf('/') + 1);
  const renamed = `${file.slice(0, file.lastIndexOf('/') + 1)}nom-de-la-page${name.slice(name.lastIndexOf('.'))}`;
  return problemOf(emptyAddress, { name, renamed }, { file, line: 0, column: 0 });
}
