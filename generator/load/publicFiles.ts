import type { Dirent } from 'node:fs';
import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { publicLinkRefused, type LinkRefusal } from '../messages/publicMessages.js';

/** A file of `public/` to publish: where it goes in the output folder, and the file whose bytes it gets. */
export interface PublicFile {
  /** Relative to the output folder, with `/`: `img/logo.svg`. */
  path: string;
  /** The real file read: the file itself, or the target of a link that stays inside `public/`. */
  source: string;
}

/** What `public/` publishes, what it leaves out, and the links it refuses. */
export interface PublicFiles {
  files: PublicFile[];
  /** Names starting with a dot, a folder once with a final `/`: `public/.env`, `public/.git/`. */
  leftOut: string[];
  /** A link leading outside `public/`, to a name left out, nowhere, or back into a folder holding it. */
  problems: Problem[];
}

/**
 * Whether a path of `public/` or of the site (`.git/config`, `/img/.env`) is never published: a
 * name starting with a dot at any depth (`.env`, `.git/`, `.DS_Store`), but for `.well-known/`
 * at the top (RFC 8615: `security.txt`, domain checks). Both servers answer 404 for them too.
 */
export function unpublished(address: string): boolean {
  const names = address.split('/').filter((name) => name !== '');
  return names.some((name, index) => name.startsWith('.') && !(index === 0 && name === '.well-known'));
}

/**
 * Lists what `publicDir` publishes. A link is followed with its real path: one that stays
 * inside `public/` publishes its target's bytes as a file of its own (a folder, as its files),
 * since a link copied as a link would let the host serve whatever it points to (nginx served
 * `/etc/passwd` that way). Any other link is a problem naming it (`shownAs/…`).
 */
export async function listPublicFiles(publicDir: string, shownAs = 'public'): Promise<PublicFiles> {
  const root = await realpath(publicDir);
  const listing: PublicFiles = { files: [], leftOut: [], problems: [] };
  const refuse = (at: string, target: string, why: LinkRefusal['why']) => {
    const link = `${shownAs}/${at}`;
    listing.problems.push(
      problemOf(publicLinkRefused, { link, target, why, folder: shownAs }, { file: link, line: 0, column: 0 }),
    );
  };

  // `within`: the real folders being walked, outermost first; a link back into one would never end.
  const walk = async (real: string, relative: string, within: string[]): Promise<void> => {
    const entries: Dirent[] = await readdir(real, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const at = relative ? `${relative}/${entry.name}` : entry.name;
      if (unpublished(at)) {
        listing.leftOut.push(`${shownAs}/${at}${entry.isDirectory() ? '/' : ''}`);
        continue;
      }
      let source = path.join(real, entry.name);
      if (entry.isSymbolicLink()) {
        const followed = await followLink(source, root, within);
        if (typeof followed !== 'string') {
          refuse(at, followed.target, followed.why);
          continue;
        }
        source = followed;
      }
      // Folders and regular files only: a socket or a named pipe is nothing a host could serve.
      const kind = entry.isSymbolicLink() ? await stat(source) : entry;
      if (kind.isDirectory()) await walk(source, at, [...within, source]);
      else if (kind.isFile()) listing.files.push({ path: at, source });
    }
  };
  await walk(root, '', [root]);
  return listing;
}

/** The real path a link of `public/` leads to, when `public/` may publish it; otherwise why not. */
async function followLink(
  link: string,
  root: string,
  within: string[],
): Promise<string | Omit<LinkRefusal, 'link' | 'folder'>> {
  const target = await realpath(link).catch(() => undefined);
  if (target === undefined) {
    return { target: path.resolve(path.dirname(link), await readlink(link).catch(() => '?')), why: 'missing' };
  }
  if (target !== root && !target.startsWith(root + path.sep)) return { target, why: 'outside' };
  if (unpublished(path.relative(root, target).split(path.sep).join('/'))) return { target, why: 'hidden' };
  if (within.includes(target)) return { target, why: 'loop' };
  return target;
}
