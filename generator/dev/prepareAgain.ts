import type { Problem } from '../errors.js';
import { createMemoryLogger } from '../log.js';
import type { Bilingual } from '../messages/messageKind.js';
import type { PreparedSite } from '../prepareSite.js';
import type { CheckedPages } from '../validate/markdownPageOf.js';
import type { contentReader } from './contentReader.js';
import type { DevSite } from './devSite.js';
import type { Renderer } from './loadRenderer.js';
import { patchPages } from './patchPages.js';
import { pushAll } from '../shared/pushAll.js';
import { patchTowns } from './patchTowns.js';
import { laterSlips, namesFile, type StateWarnings, type Warning } from './warningLog.js';
import type { SlipSources } from '../validate/contentSlips.js';

/** What `site dev` keeps between the states it prepares: compiled bodies (see KeptBodies) and the town table (see KeptTownTable). */
export interface Kept {
  bodies: InstanceType<Renderer['KeptBodies']>;
  /** The Markdown files checked already (see CheckedPages). */
  checkedPages: CheckedPages;
  townTable: InstanceType<Renderer['KeptTownTable']>;
}

/** A save, as `prepareAgain` needs it. */
export interface Save {
  root: string;
  env: Record<string, string | undefined>;
  renderer: Renderer;
  /** The state served before the save; none at start. */
  before: DevSite | undefined;
  /** The files saved, from the site root (`content/pages/cgv.md`). */
  changed: string[];
  reader: ReturnType<typeof contentReader>;
  /** What is kept between states, made by `renderer`. */
  kept: Kept;
}

/** A state of the content prepared after a save, with its warnings (see StateWarnings). */
export interface Again extends StateWarnings {
  prepared: PreparedSite;
  /** Where the problems of its Markdown bodies go as they are compiled (see `compileBodies`). */
  later: Problem[];
  laterWarnings: Bilingual[];
}

/**
 * The content of the site after a save. Markdown pages saved alone are patched into the state
 * before (`patchPages`: a few milliseconds at 10,000 pages), and so are rows of the town table
 * (`patchTowns`); anything else prepares the whole site again,
 * reading only the files saved and compiling only the bodies that changed.
 */
export async function prepareAgain(save: Save): Promise<Again> {
  const { root, renderer, before, changed, reader, kept } = save;
  const compiled: Bilingual[] = [];
  const patch = before?.renderer === renderer && {
    renderer,
    prepared: before.prepared,
    problems: before.problems(),
    saved: changed,
    byPath: before.byPath,
    warnings: compiled,
  };
  const patched = patch ? (patchPages(patch) ?? patchTowns(patch)) : undefined;
  if (patched) {
    reader.remember(patched.loaded);
    // The bodies not saved keep adding to the lists of the state before; a body saved replaces its warnings.
    const { later, warnings, laterWarnings, slips } = before!;
    const others = laterWarnings.filter((warning) => !namesFile(warning.en, changed));
    laterWarnings.length = 0;
    pushAll(laterWarnings, others);
    pushAll(laterWarnings, compiled);
    return { prepared: patched, later, warnings, laterWarnings, slips: slips.on(slipSources(patched)) };
  }
  const later: Problem[] = [];
  const laterWarnings: Bilingual[] = [];
  const warnings: Warning[] = [];
  // The slips' warnings are worked out when first asked for: when a check of this state ran to its end (see BackgroundCheck).
  let slips: (sources: SlipSources) => Bilingual[] = () => [];
  const prepared = await renderer.prepareSite({
    root,
    overrides: {
      env: save.env,
      drafts: true,
      laterProblems: later,
      laterWarnings,
      keptBodies: kept.bodies,
      keptTownTable: kept.townTable,
      checkedPages: kept.checkedPages,
      laterSlips: (work) => void (slips = work),
    },
    log: { ...createMemoryLogger(), warn: (warning) => void warnings.push(warning) },
    format: 'file',
    load: () => reader.read(renderer, root, changed),
  });
  // The bodies of two states are kept: those of the pages not edited compile to what they did.
  kept.bodies.keepUpTo(2 * prepared.content.pages.length + 100);
  return { prepared, later, warnings, laterWarnings, slips: laterSlips(slips, slipSources(prepared)) };
}

/** What the slips of a prepared state read: its files and its town rows. */
function slipSources(prepared: PreparedSite): SlipSources {
  return { loaded: prepared.loaded, towns: prepared.content.towns };
}

/**
 * Whether `next` has a problem the save brought, which keeps the last good state served: one in
 * a file saved, or one not known before. A problem left elsewhere does not block every edit.
 */
export function broughtProblem(before: DevSite, next: DevSite, saved: ReadonlySet<string>): boolean {
  const known = new Set(before.problems().map(problemId));
  return next.problems().some((problem) => saved.has(problem.position.file) || !known.has(problemId(problem)));
}

/** A problem as one text, to tell whether it was known before a save. */
function problemId(problem: Problem): string {
  return `${problem.position.file}:${problem.position.line}:${problem.position.column} ${problem.message}`;
}
