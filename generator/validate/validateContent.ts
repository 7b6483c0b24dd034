import { applyEnv } from '../content/applyEnv.js';
import {
  addressOfFile,
  entryCollections,
  entrySlug,
  helpArticles,
  isHelpArticle,
  markdownPages,
  singles,
  type Entries,
  type EntryCollectionName,
  type SingleName,
  type Singles,
} from '../content/collections.js';
import { placeholderValues } from '../content/placeholders.js';
import { fillContentPlaceholders } from '../content/yamlPlaceholders.js';
import { missingFile } from '../messages/fileMessages.js';
import { problemOf, type Bilingual } from '../messages/messageKind.js';
import { compileBodies, type BodyContext } from './compileBodies.js';
import type { KeptBodies } from '../markdown/keptBodies.js';
import type { KeptTownTable } from '../load/keptTownTable.js';
import { markdownPageOf, pageAddress, type CheckedPages } from './markdownPageOf.js';
import { problemsError, type Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { checkFile, emptyAddressProblem } from './checkFile.js';
import type { HelpArticle, MarkdownPage } from './markdownPage.js';
import { renamedAddressesWarning } from './renamedAddresses.js';
import { duplicateNames } from './duplicateNames.js';
import { splitItemsWarning } from '../load/flowCommas.js';
import { unusedFiles } from './unusedFiles.js';
import { duplicateIds } from './duplicateIds.js';
import { legalNumbers } from './legalNumbers.js';
import { endedHours } from './endedHours.js';
import { faqChoices } from './faqChoices.js';
import { repeatedOrders } from './repeatedOrders.js';
import { priceSlips } from './priceSlips.js';
import { townRowSlips } from './townRowSlips.js';
import { frontPlaceholders } from './frontPlaceholders.js';
import { valueSlips } from './valueSlips.js';
import { checkTowns } from './checkTowns.js';
import { referenceProblems } from './referenceProblems.js';
import type { Town, TownText } from '../../model/town.js';
import type { TownPages } from './checkTownPages.js';
import { duplicateProductNames } from './duplicateProductNames.js';
import { pageHeads } from './pageHeads.js';
import { duplicateHeads } from './duplicateHeads.js';
import { headLengths } from './headLengths.js';
import { headSlips } from './headSlips.js';
import { copiedTexts } from './copiedTexts.js';
import { wrongRegions } from './wrongRegions.js';
import { checkAnnouncements } from './checkAnnouncements.js';
import type { ShownAnnouncement } from '../../model/announcement.js';

/** All content, checked and typed: what every later stage reads. */
export interface Content extends Singles, Entries {
  pages: MarkdownPage[];
  /** The help articles of `content/aide/`, checked and compiled as Markdown pages are. */
  helpArticles: HelpArticle[];
  /** What the Markdown bodies were compiled with: a page edited alone (`site dev`) is compiled with it too. */
  bodies: Omit<BodyContext, 'loaded'>;
  /** Rows of `content/local/towns.csv` without problems; empty when there is no table. */
  towns: Town[];
  /** `content/local-town.yaml`, the shared text of town pages; absent without a table or when invalid. */
  townText?: TownText;
  /** Editors' files `content/local/towns/<slug>.yaml`, by slug. */
  townPages: TownPages;
  /** The banners of `content/announcements.yaml` not ended on the day of the build (see checkAnnouncements); none without the file. */
  announcements: ShownAnnouncement[];
}

/** Settings that override content at build time. */
export interface Overrides {
  env: Record<string, string | undefined>;
  baseUrl?: string;
  /** Include pages marked `draft: true` (`site build --drafts`, `site dev`). */
  drafts?: boolean;
  /**
   * Compile each Markdown body when it is first read, its problems added here then (`site dev`:
   * see `compileBodies`); by default every body is compiled while checking.
   */
  laterProblems?: Problem[];
  /** Compiled bodies kept between the states `site dev` prepares (see KeptBodies); none by default. */
  keptBodies?: KeptBodies;
  /** The Markdown files `site dev` checked already (see CheckedPages). */
  checkedPages?: CheckedPages;
  /** The town table `site dev` read last (see KeptTownTable). */
  keptTownTable?: KeptTownTable;
  /** Today as `YYYY-MM-DD`, after which no date of change may be (see valueSlips); the day of the build by default. */
  today?: string;
}

/** Content checked as far as it could be: what is valid, and every problem found on the way. */
export interface CheckedContent {
  /** Absent when a file every page reads (`content/site.yaml`, navigation…) is missing or invalid. */
  content?: Content;
  /** Problems of loading, schemas, names, placeholders and settings, in no particular order. */
  problems: Problem[];
  /** Addresses of the pages left out of `content` because their file has a problem. */
  leftOut: string[];
  /** What deserves a word but builds: template tags of other generators shown as text. */
  warnings: Bilingual[];
}

/** Endings a file may carry after its own, reported as a file to rename or save again (see unreadKind). */
const hiddenEndings = ['', '.txt', '.rtf', '.doc', '.docx', '.odt', '.pages'];

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
  const entries = {} as Record<EntryCollectionName, { file: string; slug: string; data: unknown }[]>;
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
  problems.push(...duplicateNames(entries.local, loaded));
  const pages: MarkdownPage[] = [];
  const pageAddresses = new Map<string, string>();
  for (const source of loaded.files.values()) {
    if (source.kind !== 'markdown') continue;
    const collection = source.path.startsWith(markdownPages.folder)
      ? markdownPages
      : isHelpArticle(source.path)
        ? helpArticles
        : undefined;
    if (!collection) continue;
    const slug = (source.source.data as { slug?: unknown } | null)?.slug;
    pageAddresses.set(
      source.path,
      pageAddress(source.path, typeof slug === 'string' ? slug : undefined, collection.address),
    );
    const page = markdownPageOf(source, problems, overrides.checkedPages, collection);
    if (page && (!page.front.draft || overrides.drafts)) pages.push(page);
  }
  problems.push(...unusedFiles(loaded));
  problems.push(...duplicateIds(parsed as Partial<Singles>, loaded));
  problems.push(...duplicateProductNames(parsed as Partial<Singles>, loaded));
  problems.push(...legalNumbers((parsed.site as Singles['site'] | undefined)?.legal, loaded));
  problems.push(...faqChoices(parsed as Partial<Singles>, loaded));
  const { towns, townText, townPages } = checkTowns(loaded, problems, overrides.keptTownTable);
  const references = referenceProblems({ references: entries.references as Entries['references'], towns, loaded });
  problems.push(...references.problems);
  entries.references = references.references;

  let content: Content | undefined;
  const warnings: Bilingual[] = repeatedOrders(entries.sectors as Entries['sectors'], loaded);
  // Periods of temporary hours past their last day are shown nowhere; each is a warning.
  const hours = endedHours(entries.local, loaded, overrides.today);
  entries.local = hours.entries;
  warnings.push(...hours.warnings);
  const announced = checkAnnouncements(loaded, problems, overrides.today);
  warnings.push(...announced.warnings);
  const renamed = renamedAddressesWarning([...loaded.files.keys()], pages);
  if (renamed) warnings.push(renamed);
  const split = splitItemsWarning([...loaded.files.values()].flatMap((file) => file.source.splitItems ?? []));
  if (split) warnings.push(split);
  warnings.push(
    ...priceSlips(parsed as Partial<Singles>, loaded),
    ...townRowSlips({ towns, loaded, localPages: entries.local }),
  );
  // Page slips (issue 44): heads copied or of a length search results cut, texts copied, regions of another département.
  const heads = pageHeads(loaded);
  warnings.push(...duplicateHeads(heads, loaded), ...headLengths(heads), ...headSlips(heads, loaded));
  warnings.push(...copiedTexts([entries.sectors, entries.local], loaded));
  problems.push(...wrongRegions(entries.local, towns, loaded));
  const complete = Object.keys(singles).every((name) => parsed[name as SingleName] !== undefined);
  if (parsed.site) {
    const { site, problems: settingProblems } = applyEnv(
      parsed.site as Singles['site'],
      overrides.env,
      overrides.baseUrl,
    );
    problems.push(...settingProblems);
    parsed.site = site;
    const values = placeholderValues(site);
    const fileOf = Object.fromEntries(Object.entries(singles).map(([name, single]) => [name, single.file]));
    fillContentPlaceholders({ singles: parsed, files: fileOf, entries, sources: loaded.files, values, problems });
    const filledSite = parsed.site as Singles['site'];
    const bodies = { values, pageAddresses, kept: overrides.keptBodies };
    const filled = frontPlaceholders({ pages, loaded, values, problems });
    const compiled = compileBodies({
      pages: filled,
      context: { loaded, ...bodies },
      problems,
      later: overrides.laterProblems,
    });
    if (compiled.warning) warnings.push(compiled.warning);
    warnings.push(...compiled.warnings);
    if (complete)
      content = {
        ...(parsed as Singles),
        ...(entries as Entries),
        site: filledSite,
        pages: compiled.pages.filter((page) => !isHelpArticle(page.file)),
        helpArticles: compiled.pages.filter((page): page is HelpArticle => isHelpArticle(page.file)),
        bodies,
        towns: townText ? towns : [],
        townText,
        townPages,
        announcements: announced.announcements,
      };
  }
  const baseUrl = (parsed.site as Singles['site'] | undefined)?.baseUrl;
  warnings.push(...valueSlips(loaded, { baseUrl, today: overrides.today }, problems));
  const failed = new Set(problems.map((problem) => problem.position.file));
  const leftOut = [...failed].map(addressOfFile).filter((address): address is string => address !== undefined);
  return { content, problems, leftOut, warnings };
}

/** `checkContent` for callers that need all content valid: fails with every problem at once. */
export function validateContent(loaded: LoadedContent, overrides: Overrides): Content {
  const { content, problems } = checkContent(loaded, overrides);
  if (problems.length > 0 || !content) throw problemsError(problems, 'Content check');
  return content;
}
