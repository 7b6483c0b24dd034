import { lstat, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { userErrorOf } from '../messages/messageKind.js';
import { outputRefused, type Refusal } from '../messages/writeMessages.js';

/**
 * The build record: a small hidden file every build writes first into its new output folder, so it
 * ends up in the output folder too. A folder holding it was made by `site build` and may be
 * replaced or removed by the next one; a folder without it is never deleted, but for the empty
 * work folder of a build killed before writing it (see removeLeftovers).
 */
export const buildRecord = '.site-build';

/**
 * The build record's text. It is published with the site, so it names no path of the machine
 * that built it: the folder's name (`.out-next-<process>-…` beside `out`) says the rest.
 */
export const buildRecordText = 'Written by "site build": the next build into this folder replaces it as a whole.\n';

/** Folders of a project that an output folder may neither be, hold, nor lie inside. */
const projectFolders = ['content', 'public', 'templates', 'client', 'generator', '.git'];

/**
 * Refuses (exit code 2) an output folder that would make the build delete part of the project
 * (or of the generator's own folder, `toolRoot`, when apart): the root or a folder above it, one
 * of its source folders, a folder inside one, or an existing folder that no earlier build wrote
 * (it has no build record).
 */
export async function checkOutputFolder(root: string, outDir: string, toolRoot = root): Promise<void> {
  const out = path.resolve(root, outDir);
  const refuse = (why: Refusal) => {
    throw userErrorOf(outputRefused, { out: shown(out), why }, 2);
  };
  for (const project of new Set([path.resolve(root), path.resolve(toolRoot)])) {
    if (out === project || isInside(out, project)) refuse({ kind: 'project' });
    for (const folder of projectFolders) {
      const source = path.join(project, folder);
      if (out === source) refuse({ kind: 'source', folder });
      if (isInside(source, out)) refuse({ kind: 'insideSource', folder });
    }
  }
  await checkReplaceable(out);
}

/** Refuses (exit code 2) to replace an existing file, or a folder that no earlier build wrote. */
export async function checkReplaceable(outDir: string): Promise<void> {
  const out = path.resolve(outDir);
  const found = await stat(out).catch(() => undefined);
  if (!found) return;
  const entries = found.isDirectory() ? await readdir(out) : [];
  if (found.isDirectory() && (entries.length === 0 || entries.includes(buildRecord))) return;
  const why: Refusal = found.isDirectory() ? { kind: 'foreign', record: buildRecord } : { kind: 'file' };
  throw userErrorOf(outputRefused, { out: shown(out), why }, 2);
}

/** A path as the user sees it: relative to the current folder when inside it, else absolute. */
export function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative || '.';
}

/** Whether `inner` lies strictly inside `outer`. */
function isInside(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Names of the folders a build of `outDir` works in, beside it. */
export function workFolderName(outDir: string, kind: 'next' | 'old', pid = process.pid): string {
  return `.${path.basename(path.resolve(outDir))}-${kind}-${pid}-${Date.now().toString(36)}`;
}

/**
 * Removes the new output folders and retired ones that interrupted builds of `outDir` left beside it:
 * only those made by a process that no longer runs (their name says which) and that a build left
 * (see leftByBuild).
 */
export async function removeLeftovers(outDir: string): Promise<string[]> {
  const out = path.resolve(outDir);
  const parent = path.dirname(out);
  // `staging`: the name builds before 2026-11 gave the new output folder.
  const pattern = new RegExp(`^\\.${escape(path.basename(out))}-(next|old|staging)-(\\d+)-[0-9a-z]+$`);
  const removed: string[] = [];
  for (const name of await readdir(parent).catch(() => [])) {
    const pid = Number(pattern.exec(name)?.[2]);
    if (!pid || isRunning(pid)) continue;
    const folder = path.join(parent, name);
    if (!(await leftByBuild(folder))) continue;
    // Best effort: a leftover that cannot be removed (permissions) must not stop this build.
    if (
      await rm(folder, { recursive: true, force: true }).then(
        () => true,
        () => false,
      )
    )
      removed.push(name);
  }
  return removed;
}

/**
 * Whether `folder` is what a build leaves when it is killed (SIGKILL, a power cut), so that removing
 * it loses nothing of anyone's: a real folder, not a link, that holds the build record, written
 * first, and so whatever it holds besides is the build's (its pages, assets and copy of `public/`);
 * or that is empty, or holds only the start of the record: the build was killed between making the
 * folder and writing the record, or while writing it. Anything else may be someone's, and stays.
 */
async function leftByBuild(folder: string): Promise<boolean> {
  const found = await lstat(folder).catch(() => undefined);
  if (!found?.isDirectory()) return false;
  const entries = await readdir(folder).catch(() => undefined);
  if (!entries) return false;
  if (entries.length === 0) return true;
  const file = path.join(folder, buildRecord);
  if (!(await lstat(file).catch(() => undefined))?.isFile()) return false;
  const record = await readFile(file, 'utf8').catch(() => undefined);
  if (record === undefined) return false;
  return record === buildRecordText || (entries.length === 1 && buildRecordText.startsWith(record));
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
