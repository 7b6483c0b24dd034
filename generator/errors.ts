import type { Lang } from './shared/lang.js';
import { printable } from './shared/printable.js';

/** Where a problem sits in a content file. Line and column are 1-based. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** The French of a problem's texts; a problem without it is shown in English in both languages. */
export interface ProblemFr {
  message: string;
  hint?: string;
  sentence?: string;
}

/** One problem an editor can fix: where, which field, what is wrong, how to fix it. */
export interface Problem {
  position: SourcePosition;
  /** Dotted field path such as `contact.phone` or `documents[2].size`; empty for the whole file. */
  field: string;
  message: string;
  hint?: string;
  /** A whole sentence that replaces the `file:line:column field: message` form, e.g. for unknown fields. */
  sentence?: string;
  /** For a misspelt field: the field it most likely stands for, whose "missing" problem it explains. */
  standsFor?: string;
  /** The same problem told in French, for editors whose locale is French (or `--lang fr`). */
  fr?: ProblemFr;
}

/**
 * A mistake in content, configuration or command-line input. Printed without a stack trace;
 * everything else that escapes a stage is an internal error and keeps its stack.
 */
export class UserError extends Error {
  readonly problems: Problem[];
  /** 1 for a failed build or serve, 2 for a command-line mistake (such as a forbidden `--out`). */
  readonly exitCode: 1 | 2;
  /** The message in French, when it has been translated. */
  readonly fr?: string;

  constructor(message: string, { problems = [], exitCode = 1, fr }: UserErrorDetails = {}) {
    super(message);
    this.name = 'UserError';
    this.problems = problems;
    this.exitCode = exitCode;
    if (fr !== undefined) this.fr = fr;
  }
}

/** What a user error carries beside its message; each part has the default of a plain refusal. */
export interface UserErrorDetails {
  /** The problems found, each with its place (default: none). */
  problems?: Problem[];
  /** 1 for a failed build or serve (default), 2 for a command-line mistake (such as a forbidden `--out`). */
  exitCode?: 1 | 2;
  /** The message in French, when it has been translated. */
  fr?: string;
}

/** Formats one problem as `content/site.yaml:12:5 contact.phone: expected text, got a number`, hint on the next line. */
export function formatProblem(problem: Problem): string {
  return formatProblemIn(problem, 'en');
}

/**
 * `formatProblem` in a language: in French (`… contact.phone : attendu un texte…`, `conseil :`)
 * when `lang` is `fr` and the problem has been translated, in English otherwise.
 */
export function formatProblemIn(problem: Problem, lang: Lang): string {
  const { file, line, column } = problem.position;
  const text = lang === 'fr' && problem.fr ? problem.fr : problem;
  const colon = lang === 'fr' && problem.fr ? '\u00a0:' : ':';
  const field = problem.field ? ` ${problem.field}${colon}` : '';
  const where = line > 0 ? `${file}:${line}:${column}` : file;
  const head = text.sentence ?? `${where}${field} ${text.message}`;
  // What content wrote is quoted in the message: its control characters are shown, not run by the terminal.
  return printable(
    text.hint ? `${head}\n  ${lang === 'fr' && problem.fr ? 'conseil' : 'hint'}${colon} ${text.hint}` : head,
  );
}

/**
 * Whether an error is a user error. Checked by name as well as class: `site dev` reloads the
 * pipeline's code after template edits, and each copy has its own `UserError` class.
 */
export function isUserError(error: unknown): error is UserError {
  return (
    error instanceof UserError ||
    (error instanceof Error && error.name === 'UserError' && Array.isArray((error as UserError).problems))
  );
}

/** The text a user sees for an error: every problem, then a count; or "Internal error:" and the stack. */
export function formatError(error: unknown, lang: Lang = 'en'): string {
  if (isUserError(error)) {
    const message = printable(lang === 'fr' && error.fr ? error.fr : error.message);
    if (error.problems.length === 0) return message;
    const list = error.problems.map((problem) => formatProblemIn(problem, lang)).join('\n');
    return `${list}\n\n${message}`;
  }
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  // The CLI loads without its source map (reading it took 30–50 ms of every command): the stack
  // then names lines of dist/cli.cjs, and says how to see those of the TypeScript sources.
  const mapped = process.sourceMapsEnabled || !stack.includes('cli.cjs:');
  return `Internal error: ${stack}${mapped ? '' : '\n(run the command again with NODE_OPTIONS=--enable-source-maps to see the lines of generator/ and templates/)'}`;
}
