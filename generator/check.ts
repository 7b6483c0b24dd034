import { isUserError, type Problem } from './errors.js';
import { createMemoryLogger } from './log.js';
import type { Lang } from './shared/lang.js';
import { prepareSite } from './prepareSite.js';
import { siteProblems } from './renderSite.js';
import { similarTownWarning } from './similarity/similarTownWarning.js';

/** What `site check` looks at. */
export interface CheckOptions {
  root: string;
  env?: Record<string, string | undefined>;
  /** The language of the warnings (the problems carry both). */
  lang?: Lang;
  /** Also refuse what a published site must not lack, as `site build --production`. */
  production?: boolean;
}

/** Placeholder asset paths: `check` renders pages to find their links but bundles nothing. */
const assets = {
  css: { href: '/assets/site.css', integrity: '' },
  js: { href: '/assets/main.js', integrity: '' },
  preload: [],
  chatCss: { href: '/assets/chat.css', integrity: '' },
};

/**
 * Validates all content, cross references and internal links (routes and `#anchors`) without
 * bundling or writing anything: the stages of `site build` up to its link check (see
 * renderSite). Returns every problem found, the number of pages checked and the warnings
 * (template tags of other generators shown as text).
 */
export async function checkSite(
  options: CheckOptions,
): Promise<{ problems: Problem[]; pages: number; warnings: string[] }> {
  const logger = createMemoryLogger(options.lang);
  let prepared;
  try {
    prepared = await prepareSite({
      root: options.root,
      overrides: { env: options.env ?? process.env },
      log: logger,
      production: options.production,
    });
  } catch (error) {
    if (isUserError(error))
      return {
        problems: error.problems.length > 0 ? error.problems : [sentenceProblem(error.message, error.fr)],
        pages: 0,
        warnings: logger.warnings,
      };
    throw error;
  }
  const found = await siteProblems({
    root: options.root,
    prepared,
    assets,
    assetPaths: [assets.css.href, assets.js.href, assets.chatCss.href],
  });
  const similar = similarTownWarning(prepared, assets);
  if (similar) logger.warn(similar);
  return { ...found, warnings: logger.warnings };
}

function sentenceProblem(message: string, fr?: string): Problem {
  return {
    position: { file: '', line: 0, column: 0 },
    field: '',
    message,
    sentence: message,
    ...(fr ? { fr: { message: fr, sentence: fr } } : {}),
  };
}
