import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { unreadableFile, type ReadFault } from '../messages/readMessages.js';

/**
 * Turns an operating-system error met while reading a content file into a problem naming the
 * file and what to do. Returns `undefined` for anything that is not an operating-system error
 * (a bug), which the caller rethrows.
 */
export function fileProblem(file: string, error: unknown): Problem | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || !(error instanceof Error)) return undefined;
  const fault: ReadFault =
    code === 'EACCES' || code === 'EPERM'
      ? { kind: 'EACCES', file }
      : code === 'ENOENT' || code === 'ELOOP' || code === 'EIO'
        ? { kind: code }
        : { kind: 'other', code, reason: error.message.replace(/^\w+: /, '') };
  return readProblem(file, fault);
}

/** The problem of a content file that cannot be read, at the file as a whole. */
export function readProblem(file: string, fault: ReadFault): Problem {
  return problemOf(unreadableFile, fault, { file, line: 0, column: 0 });
}
