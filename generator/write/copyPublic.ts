import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { problemsError } from '../messages/problemsError.js';
import { listPublicFiles, type PublicFiles } from '../load/publicFiles.js';

/** Files copied at once: enough to keep the disk busy, few enough never to run out of file handles. */
const batch = 64;

/**
 * Copies what `public/` publishes (`source`: the folder, or its listing made by prepareSite; see
 * listPublicFiles) into the new output folder: regular files
 * only, a link inside `public/` as a copy of its target, no name starting with a dot but
 * `.well-known/`. A link leading outside `public/` fails the build with a problem naming it,
 * before anything is copied. Returns the listing, for what it left out.
 */
export async function copyPublic(source: string | PublicFiles, output: string): Promise<PublicFiles> {
  const listing = typeof source === 'string' ? await listPublicFiles(source) : source;
  if (listing.problems.length > 0) throw problemsError(listing.problems, 'Content check');
  const folders = new Set(listing.files.map((file) => path.dirname(path.join(output, file.path))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (let start = 0; start < listing.files.length; start += batch) {
    await Promise.all(
      listing.files.slice(start, start + batch).map((file) =>
        copyFile(file.source, path.join(output, file.path)).catch((error: NodeJS.ErrnoException) => {
          error.path ??= output; // a failed copy may name no file
          throw error;
        }),
      ),
    );
  }
  return listing;
}
