import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CachedCopy } from './cacheEntry.js';
import { readIndex, writeIndex, type IndexEntry } from './cacheIndex.js';

/*
 * The persistent build cache of a project, in node_modules/.cache/site-build/: the pages of the
 * last build by page key (see render/pageKey.ts), each with its links, so that a build renders
 * only the pages whose key is new and copies the others. Each build keeps the pages it renders
 * in a folder of its own (`pages-<process>-<time>`), then writes the index (see cacheIndex),
 * then removes the entries no page uses any more. Whatever goes wrong with the cache is never a
 * failed build: the cache is ignored, or left unwritten, with a notice.
 */

/** Where a project's cache lives. */
export function cacheFolder(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'site-build');
}

/**
 * The generator's version for the cache: the compiled CLI (generator, templates, model), the
 * writing thread and the package's version. Any change of the code makes every page new.
 */
export function generatorVersion(toolRoot: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(path.join(toolRoot, 'package.json'), 'utf8')).version as string);
  for (const file of ['cli.cjs', 'writerThread.cjs']) hash.update(readFileSync(path.join(toolRoot, 'dist', file)));
  return hash.digest('base64url');
}

/** A build's view of the cache. */
export interface BuildCache {
  /** The generator's version the cache is for (see generatorVersion). */
  readonly codeVersion: string;
  /** Why the cache's pages are not used or new ones not kept, as one line; none when all is well. */
  readonly notice?: string;
  /** The cached page of `key` (its entry to copy and its links), now also part of the new index. */
  find(key: string): { copy: CachedCopy; links: IndexEntry['links'] } | undefined;
  /** The entry file to write the page of `key` rendered by this build; none when nothing can be kept. */
  keep(key: string, links: IndexEntry['links']): string | undefined;
  /** Pages found in the cache so far. */
  readonly found: number;
  /** Writes the new index and drops the entries no page uses; a notice when that failed. */
  commit(): string | undefined;
  /** Forgets what this build kept (a build that stopped before all its pages were written). */
  discard(): void;
}

/** Opens the cache of `root` for `codeVersion`; `ignore` (`--no-cache`): starts it anew. */
export function openBuildCache(root: string, codeVersion: string, ignore = false): BuildCache {
  const folder = cacheFolder(root);
  const indexFile = path.join(folder, 'index.json');
  const own = `pages-${process.pid}-${Date.now().toString(36)}`;
  const { index, doubt } = ignore ? {} : readIndex(indexFile, codeVersion);
  const next = new Map<string, IndexEntry>();
  let notice = doubt && `build cache not used: ${doubt}; every page is rendered again`;
  let writable = true;
  try {
    mkdirSync(path.join(folder, own), { recursive: true });
  } catch (error) {
    writable = false;
    notice = `build cache unavailable (${(error as Error).message}): every page is rendered, none is kept`;
  }
  let found = 0;
  let kept = 0;
  return {
    codeVersion,
    notice,
    get found() {
      return found;
    },
    find(key) {
      const entry = writable ? index?.entries.get(key) : undefined;
      if (!entry) return undefined;
      next.set(key, entry);
      found++;
      return { copy: { cached: path.join(folder, entry.folder, `${key}.html`) }, links: entry.links };
    },
    keep(key, links) {
      if (!writable) return undefined;
      next.set(key, { folder: own, links });
      kept++;
      return path.join(folder, own, `${key}.html`);
    },
    commit() {
      if (!writable) return undefined;
      try {
        const same = kept === 0 && next.size === index?.entries.size;
        if (!same) writeIndex(indexFile, { codeVersion, entries: next });
        for (const [key, entry] of index?.entries ?? []) if (next.get(key)?.folder !== entry.folder) rmSync(path.join(folder, entry.folder, `${key}.html`), { force: true });
        removeUnused(folder, new Set([...next.values()].map((entry) => entry.folder)));
        return undefined;
      } catch (error) {
        return `build cache not updated (${(error as Error).message}): the next build renders every page again`;
      }
    },
    discard() {
      if (writable) rmSync(path.join(folder, own), { recursive: true, force: true });
    },
  };
}

/**
 * Removes the entry folders no entry uses (those of interrupted builds, or emptied) and
 * temporary index files, except those of a build still running.
 */
function removeUnused(folder: string, used: Set<string>): void {
  for (const name of readdirSync(folder)) {
    const pid = /^pages-(\d+)-/.exec(name)?.[1] ?? /^(?:index|markdown)\.json\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid === undefined || used.has(name) || (Number(pid) !== process.pid && running(Number(pid)))) continue;
    rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
