import { UserError, type Problem } from '../errors.js';
import { sentenceOf } from './messageKind.js';
import { checkFailed, type CheckName } from './runMessages.js';

/**
 * The error a check stops with: its problems sorted by file, line and column, and a closing line
 * that counts them and says nothing was written (`dev`: that they stay shown), in both languages.
 */
export function problemsError(problems: Problem[], check: CheckName, dev = false): UserError {
  const sorted = [...problems].sort(
    (a, b) =>
      a.position.file.localeCompare(b.position.file) ||
      a.position.line - b.position.line ||
      a.position.column - b.position.column,
  );
  const { en, fr } = sentenceOf(checkFailed, { check, count: problems.length, dev });
  return new UserError(en, { problems: sorted, fr });
}
