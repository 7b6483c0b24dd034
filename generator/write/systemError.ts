import path from 'node:path';
import type { UserError } from '../errors.js';
import { userErrorOf } from '../messages/messageKind.js';
import { writeFailed, writeFailures, type WriteFailure } from '../messages/writeMessages.js';
import { shown } from './outputFolder.js';

/**
 * Turns an operating-system error met while reading or writing files into one sentence naming
 * the file and what to do; `undefined` for anything else (a bug, reported as an internal error).
 */
export function systemError(error: unknown, outDir: string): UserError | undefined {
  const { code, path: file, dest } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string };
  if (!code || !writeFailures.includes(code as WriteFailure)) return undefined;
  const where = dest && code !== 'ENOENT' ? shown(dest) : file ? shown(file) : undefined;
  return userErrorOf(writeFailed, { code: code as WriteFailure, file: where, out: shown(path.resolve(outDir)) });
}
