import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sentenceOf, type Bilingual } from '../messages/messageKind.js';
import { publicLeftOut, publicScripts } from '../messages/publicMessages.js';
import type { PublicFiles } from './publicFiles.js';

/** Files a browser may run scripts from when opened at their own address, by extension. */
const scriptable = new Set(['.svg', '.html', '.htm', '.xhtml', '.xml', '.xsl', '.xslt']);

/**
 * A script element, an event handler attribute (`onload=`, `onclick =`) or a `javascript:`
 * address. Deliberately broad: a false alarm costs a warning, a miss a script on the site's origin.
 */
const scriptPattern = /<script\b|[\s"'/]on[a-z]+\s*=|javascript\s*(?::|&#)/i;

/** Whether a file of `public/` can run scripts when a browser opens it at the site's address. */
export async function runsScripts(file: string): Promise<boolean> {
  if (!scriptable.has(path.extname(file).toLowerCase())) return false;
  return scriptPattern.test(await readFile(file, 'latin1'));
}

/**
 * What the build tells about `public/` from its listing (see listPublicFiles): the names it
 * leaves out, and the files that can run scripts on the site's origin, which a host sending no
 * Content-Security-Policy (GitHub Pages, S3) would run.
 */
export async function publicWarnings({ files, leftOut }: PublicFiles): Promise<Bilingual[]> {
  // macOS leaves one in every folder opened in the Finder: left out without a word.
  const told = leftOut.filter((name) => !name.endsWith('/.DS_Store'));
  const scripts: string[] = [];
  for (const file of files) if (await runsScripts(file.source)) scripts.push(`public/${file.path}`);
  const warnings: Bilingual[] = [];
  if (told.length > 0) warnings.push(sentenceOf(publicLeftOut, { files: told }));
  if (scripts.length > 0) warnings.push(sentenceOf(publicScripts, { files: scripts }));
  return warnings;
}
