import type { z } from 'zod';
import type { Problem } from '../errors.js';
import type { SourceFile } from '../load/loadContent.js';
import { issueToProblems } from './issueToProblems.js';
import { badFileName } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';

/** The file's data checked against `schema`, or `undefined` with its problems added to `problems`. */
export function checkFile<T extends z.ZodType>(source: SourceFile, schema: T, problems: Problem[]): z.infer<T> | undefined {
  const result = schema.safeParse(source.source.data);
  if (result.success) return result.data;
  const found = result.error.issues.flatMap((issue) => issueToProblems(issue, source.source, schema));
  // A misspelt field also leaves the right one missing: report the misspelling only.
  const explained = new Set(found.map((problem) => problem.standsFor).filter(Boolean));
  problems.push(...found.filter((problem) => !(explained.has(problem.field) && problem.message.endsWith('got nothing'))));
  return undefined;
}

/** A whole-file problem: the file is missing, unused or misnamed. */
export function wholeFileProblem(file: string, message: string, hint: string): Problem {
  return { position: { file, line: 0, column: 0 }, field: '', message, hint };
}

/**
 * The problem of an entry file whose name cannot be an address (the name is the page's address
 * and the entry's id in templates): lowercase letters, digits and single hyphens only.
 */
export function entryNameProblem(file: string, slug: string, address: (slug: string) => string): Problem | undefined {
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return undefined;
  const suggested = slug.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'nom-de-la-page';
  const renamed = `${file.slice(0, file.lastIndexOf('/') + 1)}${suggested}${file.slice(file.lastIndexOf('.'))}`;
  return problemOf(badFileName, { name: slug, renamed, address: address(suggested) }, { file, line: 0, column: 0 });
}
