import type { Logger } from '../log.js';
import type { SlipSources } from '../validate/contentSlips.js';
import type { Bilingual } from '../messages/messageKind.js';

/** A content warning as the stages give it: in both languages, or already in one. */
export type Warning = Parameters<Logger['warn']>[0];

/** The warnings of one state of `site dev`: those of preparing it, of its slips, and of its bodies compiled since. */
export interface StateWarnings {
  /** Told while the content was prepared: the legal notice's gaps, heavy images, ended hours… */
  warnings: readonly Warning[];
  slips: Slips;
  /** Told by each Markdown body when it compiles (see `compileBodies`): its slips. */
  laterWarnings: readonly Bilingual[];
}

/**
 * The warnings of a state's slips across files and in the values of YAML files (see
 * `Overrides.laterSlips`), worked out when first asked for; `on` gives those of a state patched
 * from it, worked out on its files and town rows (a title edited alone is read again).
 */
export interface Slips {
  (): readonly Bilingual[];
  on(sources: SlipSources): Slips;
}

/** The slips `work` finds in `sources`, worked out once, when first asked for. */
export function laterSlips(work: (sources: SlipSources) => Bilingual[], sources: SlipSources): Slips {
  let found: Bilingual[] | undefined;
  return Object.assign(() => (found ??= work(sources)), { on: (next: SlipSources) => laterSlips(work, next) });
}

/** No slips, for a state made without them. */
export const noSlips: Slips = Object.assign(() => [], { on: () => noSlips });

/**
 * The content warnings of `site dev`, printed as `site check` prints them, each once: at start,
 * then those a save brings. A save prints again the warnings that name a file saved (still there
 * after the edit), and a warning fixed is printed again should it come back.
 */
export class WarningLog {
  /** What was printed, by its English text (which names its places, `file:line:column`), and still stands. */
  private readonly told = new Set<string>();
  /** The slips of the last state told. */
  private slips: readonly Bilingual[] = [];

  constructor(private readonly logger: Logger) {}

  /** After a save of `files`, from `before` to `next`: forgets what the save may have fixed, then prints what is new but the slips. */
  saved(files: readonly string[], before: StateWarnings | undefined, next: StateWarnings): void {
    for (const key of this.told) if (namesFile(key, files)) this.told.delete(key);
    // Warnings of preparing that the save fixed (those of bodies come back only as the bodies compile).
    this.forget(before?.warnings ?? [], next.warnings);
    this.print([...next.warnings, ...next.laterWarnings]);
  }

  /**
   * Prints the warnings of `state` not printed yet: its slips, worked out now if they were not,
   * and the warnings of the bodies compiled since (by a request or the link check).
   */
  tell(state: StateWarnings): void {
    const slips = state.slips();
    // The slips of the state told before that this one has no more: fixed, perhaps in a file they do not name.
    this.forget(this.slips, slips);
    this.slips = slips;
    this.print([...state.warnings, ...slips, ...state.laterWarnings]);
  }

  private forget(before: readonly Warning[], now: readonly Warning[]): void {
    const kept = new Set(now.map(keyOf));
    for (const warning of before) if (!kept.has(keyOf(warning))) this.told.delete(keyOf(warning));
  }

  private print(warnings: readonly Warning[]): void {
    for (const warning of warnings) {
      const key = keyOf(warning);
      if (this.told.has(key)) continue;
      this.told.add(key);
      this.logger.warn(warning);
    }
  }
}

/** Whether a warning's text names a place in one of `files` (`content/pages/cgv.md:12:3`). */
export function namesFile(text: string, files: readonly string[]): boolean {
  return files.some((file) => text.includes(`${file}:`));
}

function keyOf(warning: Warning): string {
  return typeof warning === 'string' ? warning : warning.en;
}
