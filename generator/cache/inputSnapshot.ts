import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { fileSignature } from '../load/fileSignature.js';

/**
 * The signature of every file under `folder`, by path from `folder` with forward slashes, each
 * prefixed with `prefix`: size, modification and change times, and inode. Any write or change
 * of permissions changes the change time, which no tool can set back, so a file with its
 * recorded signature is the file that was read or written. Undefined when the folder holds a
 * symbolic link or anything but files and folders (what a link points to may change while the link does not),
 * or cannot be read; an absent folder has no files. `prefix` is put before each path, `into`
 * receives them; `hidden: false` skips names starting with a dot, as the content listing does
 * (see listContent); `known`: signatures already known by path (the writer's), not asked again.
 */
export function fileSignatures(folder: string, options: { prefix?: string; into?: Map<string, string>; hidden?: boolean; known?: ReadonlyMap<string, string> } = {}): Map<string, string> | undefined {
  const { prefix = '', into = new Map<string, string>(), hidden = true, known } = options;
  const visit = (relative: string): boolean => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(folder, relative), { withFileTypes: true });
    } catch (error) {
      return relative === '' && (error as NodeJS.ErrnoException).code === 'ENOENT';
    }
    for (const entry of entries) {
      if (!hidden && entry.name.startsWith('.')) continue;
      const file = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!visit(file)) return false;
      } else if (entry.isFile()) {
        const signature = known?.get(file) ?? signatureOf(path.join(folder, file));
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
  return stats?.isFile() ? fileSignature(stats) : undefined;
}

/**
 * The signatures of the files a build reads, by path from the site root: the content files it
 * lists (`content/…`, see listContent) and every file of `public/`. A build records those it
 * read (see readText) and those of public/ before it copied them: a file saved while it runs
 * differs next time.
 */
export function snapshotInputs(root: string): Map<string, string> | undefined {
  const signatures = fileSignatures(path.join(root, 'content'), { prefix: 'content/', hidden: false });
  return signatures && publicSignatures(root, signatures);
}

/** The signatures of the files of `public/`, added to `into`. */
export function publicSignatures(root: string, into = new Map<string, string>()): Map<string, string> | undefined {
  return fileSignatures(path.join(root, 'public'), { prefix: 'public/', into });
}

/**
 * `signatures` as a record may keep them when they were taken at `since` (epoch milliseconds)
 * or after: a file changed within a few milliseconds of being read can keep its change time
 * (the system clock's tick), and so its signature, as Git's "racily clean" files. Such a file is
 * marked, and the next build reads it again whatever its signature then.
 */
export function withRacyMarked(signatures: Iterable<[string, string]>, since: number): Record<string, string> {
  const marked: Record<string, string> = {};
  for (const [file, signature] of signatures) marked[file] = Number(signature.split(':')[2]) >= since - racyMargin ? `${signature}:racy` : signature;
  return marked;
}

/** Milliseconds before a build started within which a file's change may not show in its signature. */
const racyMargin = 50;

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
