import type { Stats } from 'node:fs';

/**
 * A file's signature: size, modification and change times, and inode. Any write or change of
 * permissions changes the change time, which no tool can set back, so a file with the
 * signature recorded when it was read (or written) is that same file. See
 * generator/cache/inputSnapshot.ts and generator/quickBuild.ts.
 */
export function fileSignature(stats: Pick<Stats, 'size' | 'mtimeMs' | 'ctimeMs' | 'ino'>): string {
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}
