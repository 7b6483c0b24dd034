import path from 'node:path';
import { UserError } from '../errors.js';
import { shown } from './outputFolder.js';

/** What to do about each operating-system failure a build can meet while writing. */
const remedies: Record<string, string> = {
  ENOSPC: 'the disk is full. Free some space, then build again',
  EDQUOT: 'the disk quota is used up. Free some space, then build again',
  EACCES: 'permission denied. Give yourself write access to the folder (or choose another one with --out), then build again',
  EPERM: 'the operating system does not allow it. Check the folder’s permissions (or choose another one with --out), then build again',
  EROFS: 'the disk is read-only. Choose another folder with --out',
  ENOENT: 'it disappeared during the build (was it deleted or moved?). Build again once nothing else changes the project',
  EMFILE: 'too many files are open. Close other programs, then build again',
  ENAMETOOLONG: 'the name is too long for this file system. Shorten the page’s address or the folder’s path',
};

/**
 * Turns an operating-system error met while reading or writing files into one sentence naming
 * the file and what to do; `undefined` for anything else (a bug, reported as an internal error).
 */
export function systemError(error: unknown, outDir: string): UserError | undefined {
  const { code, path: file, dest } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string };
  if (!code || !(code in remedies)) return undefined;
  const where = dest && code !== 'ENOENT' ? shown(dest) : file ? shown(file) : 'a file';
  return new UserError(`Could not write the site: ${where}: ${remedies[code]}. ${shown(path.resolve(outDir))} is unchanged.`);
}
