/** Where a problem sits in a content file. Line and column are 1-based. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
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
}

/**
 * A mistake in content, configuration or command-line input. Printed without a stack trace;
 * everything else that escapes a stage is an internal error and keeps its stack.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
    /** 1 for a failed build or serve, 2 for a command-line mistake (such as a forbidden `--out`). */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

/** Formats one problem as `content/site.yaml:12:5 contact.phone: expected text, got a number`, hint on the next line. */
export function formatProblem(problem: Problem): string {
  const { file, line, column } = problem.position;
  const field = problem.field ? ` ${problem.field}:` : '';
  const where = line > 0 ? `${file}:${line}:${column}` : file;
  const head = problem.sentence ?? `${where}${field} ${problem.message}`;
  return problem.hint ? `${head}\n  hint: ${problem.hint}` : head;
}

/**
 * Whether an error is a user error. Checked by name as well as class: `site dev` reloads the
 * pipeline's code after template edits, and each copy has its own `UserError` class.
 */
export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError || (error instanceof Error && error.name === 'UserError' && Array.isArray((error as UserError).problems));
}

/** The text a user sees for an error: every problem, then a count; or "Internal error:" and the stack. */
export function formatError(error: unknown): string {
  if (isUserError(error)) {
    if (error.problems.length === 0) return error.message;
    const list = error.problems.map(formatProblem).join('\n');
    return `${list}\n\n${error.message}`;
  }
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `Internal error: ${stack}`;
}

/** Builds the user error for a list of problems, with a count that reads well. */
export function problemsError(problems: Problem[], what: string): UserError {
  const sorted = [...problems].sort((a, b) => a.position.file.localeCompare(b.position.file) || a.position.line - b.position.line || a.position.column - b.position.column);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return new UserError(`${what} failed: ${count} found. Nothing was written; the previous output is unchanged.`, sorted);
}
