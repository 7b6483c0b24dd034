import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/**
 * The signature of every file under `folder`, by path from `folder` with forward slashes, each
 * prefixed with `prefix`: size, modification and change times, and inode. Any write or change
 * of permissions changes the change time, which no tool can set back, so a file with its
 * recorded signature is the file that was read or written. Undefined when the folder holds a symbolic link or
 * anything but files and folders (what a link points to may change while the link does not),
 * or cannot be read; an absent folder has no files.
 */
export function fileSignatures(folder: string, prefix = '', into = new Map<string, string>()): Map<string, string> | undefined {
  const visit = (relative: string): boolean => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(folder, relative), { withFileTypes: true });
    } catch (error) {
      return relative === '' && (error as NodeJS.ErrnoException).code === 'ENOENT';
    }
    for (const entry of entries) {
      const file = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!visit(file)) return false;
      } else if (entry.isFile()) {
        const signature = signatureOf(path.join(folder, file));
        if (!signature) return false;
        into.set(prefix + file, signature);
      } else return false;
    }
    return true;
  };
  return visit('') ? into : undefined;
}

/** The signature of one file (see fileSignatures), undefined when it is not a file. */
export function signatureOf(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}` : undefined;
}

/**
 * The signatures of the files a build reads (`content/…` and `public/…`, by path from the site
 * root). Taken before the build reads anything: a file saved while it runs differs next time.
 */
export function snapshotInputs(root: string): Map<string, string> | undefined {
  const signatures = fileSignatures(path.join(root, 'content'), 'content/');
  return signatures && fileSignatures(path.join(root, 'public'), 'public/', signatures);
}

/** The files of `now` whose signature differs from `before`'s; undefined when one was added or removed. */
export function changedFiles(before: Readonly<Record<string, string>>, now: Map<string, string>): string[] | undefined {
  if (Object.keys(before).length !== now.size) return undefined;
  const changed: string[] = [];
  for (const [file, signature] of now) {
    const was = before[file];
    if (was === undefined) return undefined;
    if (was !== signature) changed.push(file);
  }
  return changed;
}
