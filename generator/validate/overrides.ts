import type { Problem } from '../errors.js';
import type { SlipSources } from './contentSlips.js';
import type { Bilingual } from '../messages/messageKind.js';
import type { KeptTownTable } from '../load/keptTownTable.js';
import type { KeptBodies } from '../markdown/keptBodies.js';
import type { CheckedPages } from './markdownPageOf.js';

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
  /** With `laterProblems`: where the warnings of those bodies (the editors' slips) go then. */
  laterWarnings?: Bilingual[];
  /**
   * `site dev`: the warnings of the slips across files and in the values of YAML files and front
   * matter (a title twice, a typographic slip) are not worked out while preparing; their work is
   * handed here, to run once saves pause, on these files or those of a state patched from them.
   * By default they are told with the other warnings.
   */
  laterSlips?: (slips: (sources: SlipSources) => Bilingual[]) => void;
  /** Compiled bodies kept between the states `site dev` prepares (see KeptBodies); none by default. */
  keptBodies?: KeptBodies;
  /** The Markdown files `site dev` checked already (see CheckedPages). */
  checkedPages?: CheckedPages;
  /** The town table `site dev` read last (see KeptTownTable). */
  keptTownTable?: KeptTownTable;
  /** Today as `YYYY-MM-DD`, after which no date of change may be (see valueSlips); the day of the build by default. */
  today?: string;
}
