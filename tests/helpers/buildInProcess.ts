import { buildSite, type BuildOptions, type BuildResult } from '../../generator/build.js';
import { formatError, isUserError } from '../../generator/errors.js';
import { createMemoryLogger, type Logger } from '../../generator/log.js';
import type { Lang } from '../../generator/shared/lang.js';
import { clientBundle } from './clientBundle.js';
import { repoRoot } from './tempSite.js';

/** A build run in the test's own process, told as `site build --quiet` would tell it in each language. */
export interface BuildOutcome {
  /** The exit code `site build` ends with: 0 built, 1 stopped (a user or an internal error), 2 refused (such as a forbidden `--out`). */
  code: number;
  /** What `site build --quiet` prints on stderr in English: each warning, then the error. */
  stderr: string;
  /** The same in French, as `site build --quiet --lang fr` prints it. */
  french: string;
  /** What the build threw, if it failed. */
  error?: unknown;
}

/**
 * Builds the site at `root` in this process (no Node to start, one build for both languages)
 * and formats its warnings and its error as bin/site.js prints them: `warning: …` lines, then
 * `formatError` of what stopped it. `options` overrides the build's (an empty environment by
 * default, so that the machine's SITE_* variables change nothing; the worker's client bundle,
 * see clientBundle).
 */
export async function buildInProcess(root: string, options: Partial<BuildOptions> = {}): Promise<BuildOutcome> {
  const en = createMemoryLogger('en');
  const fr = createMemoryLogger('fr');
  const logger: Logger = { ...en, warn: (line) => (en.warn(line), fr.warn(line)) };
  const told = (lang: Lang, warnings: string[], error?: unknown) =>
    warnings.map((warning) => `${lang === 'fr' ? 'avertissement\u00a0:' : 'warning:'} ${warning}\n`).join('') +
    (error === undefined ? '' : `${formatError(error, lang)}\n`);
  try {
    await buildFixture({ root, ...options, logger });
    return { code: 0, stderr: told('en', en.warnings), french: told('fr', fr.warnings) };
  } catch (error) {
    return {
      code: isUserError(error) ? error.exitCode : 1,
      stderr: told('en', en.warnings, error),
      french: told('fr', fr.warnings, error),
      error,
    };
  }
}

/**
 * `buildSite` with what a test's build needs by default: this checkout as the generator, an
 * empty environment (the machine's SITE_* variables change nothing), the worker's client bundle
 * (see clientBundle) and a memory logger; `options` overrides any of them.
 */
export function buildFixture(options: Partial<BuildOptions> & { root: string }): Promise<BuildResult> {
  return buildSite({ toolRoot: repoRoot, env: {}, bundle: clientBundle(), logger: createMemoryLogger(), ...options });
}
