import { applyEnv } from '../content/applyEnv.js';
import {
  addressOfFile,
  isHelpArticle,
  singles,
  type Entries,
  type SingleName,
  type Singles,
} from '../content/collections.js';
import { placeholderValues } from '../content/placeholders.js';
import { fillContentPlaceholders } from '../content/yamlPlaceholders.js';
import type { Bilingual } from '../messages/messageKind.js';
import { compileBodies, type BodyContext } from './compileBodies.js';
import type { Problem } from '../errors.js';
import { problemsError } from '../messages/problemsError.js';
import type { LoadedContent } from '../load/loadContent.js';
import { contentFolder } from '../load/listContent.js';
import type { HelpArticle, MarkdownPage } from './markdownPage.js';
import type { Overrides } from './overrides.js';
import { checkSingles } from './checkSingles.js';
import { checkEntries } from './checkEntries.js';
import { checkMarkdownPages } from './checkMarkdownPages.js';
import { unusedFiles } from './unusedFiles.js';
import { endedHours } from './endedHours.js';
import { frontPlaceholders } from './frontPlaceholders.js';
import { valueSlips } from './valueSlips.js';
import { checkTowns } from './checkTowns.js';
import { referenceProblems } from './referenceProblems.js';
import type { Town } from '../../model/town.js';
import type { TownText } from '../../model/townText.js';
import type { TownPages } from './checkTownPages.js';
import { contentSlips } from './contentSlips.js';
import { checkAnnouncements } from './checkAnnouncements.js';
import type { ShownAnnouncement } from '../../model/announcement.js';
import { pushAll } from '../shared/pushAll.js';

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

/**
 * Checks every file against its schema, fills the placeholders of Markdown pages and collects
 * every problem. An entry or page with a problem is left out, so the later stages can still
 * run on the rest and report their own problems in the same run.
 */
export function checkContent(loaded: LoadedContent, overrides: Overrides): CheckedContent {
  const problems: Problem[] = [...loaded.problems];
  // No content/ folder to read: its one problem says all (see listContent).
  if (problems.some((problem) => problem.position.file === contentFolder))
    return { problems, leftOut: [], warnings: [] };
  const parsed = checkSingles(loaded, problems);
  const entries = checkEntries(loaded, problems);
  const { pages, pageAddresses } = checkMarkdownPages(loaded, problems, overrides);
  pushAll(problems, unusedFiles(loaded));
  const { towns, townText, townPages } = checkTowns(loaded, problems, overrides.keptTownTable);
  const references = referenceProblems({ references: entries.references as Entries['references'], towns, loaded });
  pushAll(problems, references.problems);
  entries.references = references.references;

  let content: Content | undefined;
  const warnings: Bilingual[] = [];
  // Periods of temporary hours past their last day are shown nowhere; each is a warning.
  const hours = endedHours(entries.local, loaded, overrides.today);
  entries.local = hours.entries;
  pushAll(warnings, hours.warnings);
  const announced = checkAnnouncements(loaded, problems, overrides.today);
  pushAll(warnings, announced.warnings);
  // Slips across files (see contentSlips' table): read before placeholders are filled.
  const slips = contentSlips({ parsed: parsed as Partial<Singles>, entries, towns, pages, loaded }, problems);
  const later = overrides.laterSlips;
  if (!later) pushAll(warnings, slips());
  const complete = Object.keys(singles).every((name) => parsed[name as SingleName] !== undefined);
  if (parsed.site) {
    const { site, problems: settingProblems } = applyEnv(
      parsed.site as Singles['site'],
      overrides.env,
      overrides.baseUrl,
    );
    pushAll(problems, settingProblems);
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
      laterWarnings: overrides.laterWarnings,
    });
    if (compiled.warning) warnings.push(compiled.warning);
    pushAll(warnings, compiled.warnings);
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
  const scope = { baseUrl: (parsed.site as Singles['site'] | undefined)?.baseUrl, today: overrides.today };
  pushAll(warnings, valueSlips(loaded, scope, problems, later ? 'refusals' : 'all'));
  later?.((sources) => [...slips(sources), ...valueSlips(sources.loaded, scope, [], 'warnings')]);
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
