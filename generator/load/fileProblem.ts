import type { Problem } from '../errors.js';

/** What to say about an operating-system error on a content file, by error code. */
const explanations: Record<string, (file: string) => { message: string; hint: string }> = {
  EACCES: (file) => ({
    message: 'this file cannot be read: permission denied',
    hint: `give your user the right to read it (chmod u+r "${file}"), or move it out of content/.`,
  }),
  ENOENT: () => ({
    message: 'this file disappeared while the site was being read (deleted or renamed during the command)',
    hint: 'run the command again once the file is back in place or the renaming is finished.',
  }),
  ELOOP: () => ({
    message: 'this symbolic link leads back to itself (a loop)',
    hint: 'remove the link; content/ is read without following symbolic links.',
  }),
  EIO: () => ({
    message: 'the disk could not read this file (input/output error)',
    hint: 'copy the file again from the repository, and check the disk if it happens again.',
  }),
};
explanations.EPERM = explanations.EACCES!;

/**
 * Turns an operating-system error met while reading a content file into a problem naming the
 * file and what to do. Returns `undefined` for anything that is not an operating-system error
 * (a bug), which the caller rethrows.
 */
export function fileProblem(file: string, error: unknown): Problem | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || !(error instanceof Error)) return undefined;
  const explain = explanations[code] ?? (() => ({
    message: `this file cannot be read (${code}: ${error.message.replace(/^\w+: /, '')})`,
    hint: 'check that the file exists and that your user can open it, then run the command again.',
  }));
  return { position: { file, line: 0, column: 0 }, field: '', ...explain(file) };
}
