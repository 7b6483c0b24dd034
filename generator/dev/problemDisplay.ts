import { formatError, UserError, type Problem } from '../errors.js';
import { problemsError } from '../messages/problemsError.js';
import type { CheckName } from '../messages/runMessages.js';
import type { Lang } from '../shared/lang.js';
import type { Logger } from '../log.js';
import type { DevServer } from './devServer.js';

/** Where `site dev` reports problems: the terminal and the overlay of every open tab. */
export interface ProblemDisplay {
  /** Shows `problems` (titled `what`), or takes the shown ones away when there are none; prints only what changed. */
  show(problems: Problem[], what: CheckName, context?: string): void;
  /** Shows an error that stopped a stage (a broken `site.yaml`, a template bug). */
  fail(error: unknown, context?: string): void;
}

/** Problems printed and shown over the page in `lang`, each set once, with file:line as `site build` prints them. */
export function problemDisplay(server: DevServer, logger: Logger, lang: Lang | undefined): ProblemDisplay {
  let shown = '';
  const display: ProblemDisplay = {
    show(problems, what, context = '') {
      const text = problems.length > 0 ? formatError(problemsError(problems, what, true), lang) : '';
      if (text === shown) return;
      shown = text;
      if (text) {
        logger.error(`${context}${text}`);
        server.showProblem(text);
      } else {
        logger.info('every problem fixed');
        server.clearProblem();
      }
    },
    fail(error, context = '') {
      // Content that cannot be prepared (the only check that stops site dev): its problems, told
      // as a save's are, not with the build's « Nothing was written ».
      if (error instanceof UserError && error.problems.length > 0)
        return display.show(error.problems, 'Content check', context);
      shown = formatError(error, lang);
      logger.error(`${context}${shown}`);
      server.showProblem(shown);
    },
  };
  return display;
}

/** The page served in place of one whose rendering failed: the error, as the terminal shows it. */
export function errorPage(error: unknown): string {
  return `<!doctype html><title>Internal error</title><pre>${formatError(error).replace(/[&<]/g, (char) => (char === '&' ? '&amp;' : '&lt;'))}</pre>`;
}
