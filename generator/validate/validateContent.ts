import type { z } from 'zod';
import { applyEnv } from '../content/applyEnv.js';
import { entryCollections, markdownPages, singles, type Entries, type EntryCollectionName, type SingleName, type Singles } from '../content/collections.js';
import { frenchSpacing } from '../../model/frenchSpacing.js';
import { fillPlaceholders, placeholderValues } from '../content/placeholders.js';
import { problemsError, type Problem } from '../errors.js';
import type { LoadedContent, SourceFile } from '../load/loadContent.js';
import type { MarkdownFrontMatter } from '../../model/markdownPage.js';
import { issueToProblems } from './issueToProblems.js';

/** A Markdown page ready to render: front matter checked, placeholders filled. */
export interface MarkdownPage {
  file: string;
  /** `/cgv` for `content/pages/cgv.md`. */
  route: string;
  front: MarkdownFrontMatter;
  body: string;
}

/** All content, checked and typed: what every later stage reads. */
export interface Content extends Singles, Entries {
  pages: MarkdownPage[];
}

/** Settings that override content at build time. */
export interface Overrides {
  env: Record<string, string | undefined>;
  baseUrl?: string;
}

/**
 * Checks every file against its schema and collects every problem before failing once,
 * so an editor sees all their mistakes in one run.
 */
export function validateContent(loaded: LoadedContent, overrides: Overrides): Content {
  const problems: Problem[] = [...loaded.problems];
  const parsed = {} as Record<SingleName, unknown>;
  for (const [name, { file, schema }] of Object.entries(singles) as [SingleName, (typeof singles)[SingleName]][]) {
    const source = loaded.files.get(file);
    if (!source) {
      if (!loaded.problems.some((problem) => problem.position.file === file)) problems.push(missingFile(file));
      continue;
    }
    parsed[name] = check(source, schema, problems);
  }
  const entries = {} as Record<EntryCollectionName, Entries[EntryCollectionName]>;
  for (const [name, { folder, schema }] of Object.entries(entryCollections) as [EntryCollectionName, (typeof entryCollections)[EntryCollectionName]][]) {
    const list: { file: string; slug: string; data: unknown }[] = [];
    for (const source of loaded.files.values()) {
      if (source.kind !== 'yaml' || !source.path.startsWith(folder) || source.path.slice(folder.length).includes('/')) continue;
      const data = check(source, schema, problems);
      if (data) list.push({ file: source.path, slug: source.path.slice(folder.length).replace(/\.ya?ml$/, ''), data });
    }
    entries[name] = list as Entries[EntryCollectionName];
  }
  const pages: MarkdownPage[] = [];
  for (const source of loaded.files.values()) {
    if (source.kind !== 'markdown' || !source.path.startsWith(markdownPages.folder)) continue;
    const front = check(source, markdownPages.schema, problems);
    if (front) pages.push({ file: source.path, route: routeOf(source.path), front, body: source.body ?? '' });
  }
  problems.push(...unusedFiles(loaded));
  if (problems.length > 0 || !parsed.site) throw problemsError(problems, 'Content check');

  const { site, problems: envProblems } = applyEnv(parsed.site as Singles['site'], overrides.env, overrides.baseUrl);
  const values = placeholderValues(site);
  for (const page of pages) {
    const bodyLine = loaded.files.get(page.file)?.bodyLine ?? 1;
    const filled = fillPlaceholders(page.body, values, page.file, bodyLine);
    page.body = frenchSpacing(filled.text);
    envProblems.push(...filled.problems);
  }
  if (envProblems.length > 0) throw problemsError(envProblems, 'Content check');
  return { ...(parsed as Singles), ...(entries as Entries), site, pages };
}

function check<T extends z.ZodType>(source: SourceFile, schema: T, problems: Problem[]): z.infer<T> | undefined {
  const result = schema.safeParse(source.source.data);
  if (result.success) return result.data;
  const found = result.error.issues.flatMap((issue) => issueToProblems(issue, source.source, schema));
  // A misspelt field also leaves the right one missing: report the misspelling only.
  const explained = new Set(found.map((problem) => problem.standsFor).filter(Boolean));
  problems.push(...found.filter((problem) => !(explained.has(problem.field) && problem.message.endsWith('got nothing'))));
  return undefined;
}

function routeOf(file: string): string {
  return '/' + file.slice(markdownPages.folder.length).replace(/\.md$/, '').replace(/\/index$/, '');
}

function missingFile(file: string): Problem {
  return {
    position: { file, line: 0, column: 0 },
    field: '',
    message: 'this file is missing',
    hint: 'restore it from the repository (git checkout -- ' + file + '); every page reads it.',
  };
}

function unusedFiles(loaded: LoadedContent): Problem[] {
  const known = new Set<string>(Object.values(singles).map((single) => single.file));
  const folders = Object.values(entryCollections).map((collection) => collection.folder);
  const inFolder = (file: string) => folders.some((folder) => file.startsWith(folder) && !file.slice(folder.length).includes('/'));
  return [...loaded.files.values()]
    .filter((file) => (file.kind === 'yaml' ? !known.has(file.path) && !inFolder(file.path) : !file.path.startsWith(markdownPages.folder)))
    .map((file) => ({
      position: { file: file.path, line: 0, column: 0 },
      field: '',
      message: 'no page reads this file',
      hint: `check its name and folder: Markdown pages go in ${markdownPages.folder}, one YAML file per entry in ${folders.join(', ')}, and the other YAML files read are ${[...known].join(', ')}.`,
    }));
}
