import { applyEnv } from '../content/applyEnv.js';
import { addressOfFile, entryCollections, markdownPages, singles, type Entries, type EntryCollectionName, type SingleName, type Singles } from '../content/collections.js';
import { frenchSpacing } from '../../model/frenchSpacing.js';
import { fillPlaceholders, placeholderValues } from '../content/placeholders.js';
import { problemsError, type Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { MarkdownFrontMatter } from '../../model/markdownPage.js';
import { checkFile, entryNameProblem, wholeFileProblem } from './checkFile.js';
import { unusedFiles } from './unusedFiles.js';
import { checkTowns } from '../content/checkTowns.js';
import type { Town, TownText } from '../../model/town.js';

/** A Markdown page ready to render: front matter checked, placeholders filled. */
export interface MarkdownPage {
  file: string;
  /** `/cgv` for `content/pages/cgv.md`, percent-encoded: `/Mentions%20L%C3%A9gales`. */
  route: string;
  front: MarkdownFrontMatter;
  body: string;
}

/** All content, checked and typed: what every later stage reads. */
export interface Content extends Singles, Entries {
  pages: MarkdownPage[];
  /** Rows of `content/local/towns.csv` without problems; empty when there is no table. */
  towns: Town[];
  /** `content/local-town.yaml`, the shared text of town pages; absent without a table or when invalid. */
  townText?: TownText;
}

/** Settings that override content at build time. */
export interface Overrides {
  env: Record<string, string | undefined>;
  baseUrl?: string;
}

/** Content checked as far as it could be: what is valid, and every problem found on the way. */
export interface CheckedContent {
  /** Absent when a file every page reads (`content/site.yaml`, navigation…) is missing or invalid. */
  content?: Content;
  /** Problems of loading, schemas, names, placeholders and settings, in no particular order. */
  problems: Problem[];
  /** Addresses of the pages left out of `content` because their file has a problem. */
  leftOut: string[];
}

/**
 * Checks every file against its schema, fills the placeholders of Markdown pages and collects
 * every problem. An entry or page with a problem is left out, so the later stages can still
 * run on the rest and report their own problems in the same run.
 */
export function checkContent(loaded: LoadedContent, overrides: Overrides): CheckedContent {
  const problems: Problem[] = [...loaded.problems];
  const parsed: Partial<Record<SingleName, unknown>> = {};
  for (const [name, { file, schema }] of Object.entries(singles) as [SingleName, (typeof singles)[SingleName]][]) {
    const source = loaded.files.get(file);
    if (source) parsed[name] = checkFile(source, schema, problems);
    else if (!loaded.problems.some((problem) => problem.position.file === file)) {
      problems.push(wholeFileProblem(file, 'this file is missing', `restore it from the repository (git checkout -- ${file}); every page reads it.`));
    }
  }
  const entries = {} as Record<EntryCollectionName, { file: string; slug: string; data: unknown }[]>;
  for (const [name, { folder, schema, address }] of Object.entries(entryCollections) as [EntryCollectionName, (typeof entryCollections)[EntryCollectionName]][]) {
    entries[name] = [];
    for (const source of loaded.files.values()) {
      if (source.kind !== 'yaml' || !source.path.startsWith(folder) || source.path.slice(folder.length).includes('/')) continue;
      const slug = source.path.slice(folder.length).replace(/\.ya?ml$/, '');
      const misnamed = entryNameProblem(source.path, slug, address);
      if (misnamed) problems.push(misnamed);
      const data = checkFile(source, schema, problems);
      if (data && !misnamed) entries[name].push({ file: source.path, slug, data });
    }
  }
  const pages: MarkdownPage[] = [];
  for (const source of loaded.files.values()) {
    if (source.kind !== 'markdown' || !source.path.startsWith(markdownPages.folder)) continue;
    const front = checkFile(source, markdownPages.schema, problems);
    if (front) pages.push({ file: source.path, route: markdownPages.address(source.path), front, body: source.body ?? '' });
  }
  problems.push(...unusedFiles(loaded));
  const { towns, townText } = checkTowns(loaded, problems);

  let content: Content | undefined;
  const complete = Object.keys(singles).every((name) => parsed[name as SingleName] !== undefined);
  if (parsed.site) {
    const { site, problems: settingProblems } = applyEnv(parsed.site as Singles['site'], overrides.env, overrides.baseUrl);
    problems.push(...settingProblems);
    const values = placeholderValues(site);
    const filled = pages.filter((page) => {
      const result = fillPlaceholders(page.body, values, page.file, loaded.files.get(page.file)?.bodyLine ?? 1);
      page.body = frenchSpacing(result.text);
      problems.push(...result.problems);
      return result.problems.length === 0;
    });
    if (complete) content = { ...(parsed as Singles), ...(entries as Entries), site, pages: filled, towns: townText ? towns : [], townText };
  }
  const failed = new Set(problems.map((problem) => problem.position.file));
  const leftOut = [...failed].map(addressOfFile).filter((address): address is string => address !== undefined);
  return { content, problems, leftOut };
}

/** `checkContent` for callers that need all content valid: fails with every problem at once. */
export function validateContent(loaded: LoadedContent, overrides: Overrides): Content {
  const { content, problems } = checkContent(loaded, overrides);
  if (problems.length > 0 || !content) throw problemsError(problems, 'Content check');
  return content;
}
