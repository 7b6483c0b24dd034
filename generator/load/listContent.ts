import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors.js';
import { fileProblem, readProblem } from './fileProblem.js';
import { unreadKindProblem } from './unreadKind.js';
import { missingContentFolder } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';

/** The content files found under `content/`, and what could not be listed. */
export interface ContentListing {
  /** Paths from the site root with forward slashes, sorted: `content/pages/cgv.md`. */
  files: string[];
  problems: Problem[];
}

const contentFile = /\.(ya?ml|md|csv)$/;

/** Where a problem of the `content/` folder itself is told (see checkContent). */
export const contentFolder = 'content/';

/**
 * Lists the YAML, Markdown and CSV files under `<root>/content`. Symbolic links below `content/` are
 * never followed: one pointing outside would build the site from files that are not part of
 * it, one pointing inside would read a file twice, and a loop would never end. Each is one
 * problem instead. Hidden files (`.draft.md`, editors' `.#lock` links) are skipped; any other
 * file (`guide.markdown`, `CGU.MD`, `notes.txt`, an image) is a problem, never ignored in silence.
 */
export function listContent(root: string): ContentListing {
  const files: string[] = [];
  const problems: Problem[] = [];
  let top: string;
  try {
    top = realpathSync(path.join(root, 'content'));
  } catch (error) {
    const problem = folderProblem(root, error);
    if (!problem) throw error;
    return { files, problems: [problem] };
  }
  const visit = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch (error) {
      const problem = folder === 'content' ? folderProblem(root, error) : fileProblem(folder, error);
      if (!problem) throw error;
      problems.push(problem);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = `${folder}/${entry.name}`;
      const wanted = contentFile.test(entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.isSymbolicLink()) problems.push(...linkProblem(file, wanted, { root, top }));
      else if (entry.isFile()) {
        if (wanted) files.push(file);
        else problems.push(unreadKindProblem(file));
      } else if (wanted) problems.push(readProblem(file, { kind: 'notRegular' }));
    }
  };
  visit('content');
  return { files: files.sort(), problems };
}

/**
 * The one problem of a `content/` folder that is missing (most often a command run from another
 * folder; ENOTDIR: a file of that name) or cannot be opened: checkContent stops at it, rather than
 * tell each file every page reads as missing.
 */
function folderProblem(root: string, error: unknown): Problem | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return ['ENOENT', 'ENOTDIR'].includes(code)
    ? problemOf(missingContentFolder, { root: path.resolve(root) }, { file: contentFolder, line: 0, column: 0 })
    : fileProblem(contentFolder, error);
}

/**
 * The problem of a symbolic link that would be a content file or folder (`wanted`: its name is
 * that of a content file). `top` is where `<root>/content` really is.
 */
function linkProblem(file: string, wanted: boolean, { root, top }: { root: string; top: string }): Problem[] {
  let target: string;
  try {
    target = realpathSync(path.join(root, file));
  } catch (error) {
    if (!wanted && path.extname(file) !== '') return [];
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return [readProblem(file, { kind: 'danglingLink' })];
    }
    const problem = fileProblem(file, error);
    if (!problem) throw error;
    return [problem];
  }
  if (!wanted && !statSync(target).isDirectory()) return [];
  const inside = target === top || target.startsWith(top + path.sep);
  if (!inside) {
    return [readProblem(file, { kind: 'linkOutside', target })];
  }
  const own = `content${target.slice(top.length).split(path.sep).join('/')}`;
  return [readProblem(file, { kind: 'linkInside', target: own })];
}
