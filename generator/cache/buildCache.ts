import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LinkedPage } from './linkedPage.js';
import { encodePages, type FileIdentity, type PageEntry, type StoredPages } from './pageIndex.js';

/*
 * A build's view of the pages of the build cache: by page key (see render/pageKey.ts), the
 * file the last build published with its links. A page whose key is there, and whose published
 * file is still the one the cache recorded (same inode, size, modification time and mode), is
 * hard-linked from there instead of rendered and written (see linkedPage); any other page is
 * rendered. Once the new output is published, the rendered pages' files are recorded in turn.
 * The cache holds the pages of the last build only: those of removed pages are dropped.
 */

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

/** A build's view of the cached pages. */
export interface BuildCache {
  /** The generator's version the cache is for (see generatorVersion). */
  readonly codeVersion: string;
  /** The published page of `key` to link as `file`, with its links; none when it must be rendered. */
  find(key: string, file: string): { page: LinkedPage; links: PageEntry['links'] } | undefined;
  /** Notes the page of `key` this build renders as `file`, to record once published. */
  keep(key: string, file: string, links: PageEntry['links']): void;
  /** Pages found in the cache so far. */
  readonly found: number;
  /** Pages of the cache that this build did not take (edited or removed), and pages it rendered. */
  readonly stale: number;
  /** Records the files of the rendered pages, now published in `outDir`; the pages to store. */
  published(outDir: string): { out: string; pages: StoredPages };
}

/**
 * Opens the pages a pack holds (`previous`, published in `previousOut`); without them, every page
 * is rendered and recorded.
 */
export function openBuildCache(codeVersion: string, previous?: { out: string; pages: Map<string, PageEntry> }): BuildCache {
  const next = new Map<string, PageEntry>();
  let found = 0;
  let rendered = 0;
  return {
    codeVersion,
    get found() {
      return found;
    },
    get stale() {
      return rendered + (previous?.pages.size ?? 0) - found;
    },
    find(key, file) {
      const entry = previous?.pages.get(key);
      if (!entry?.identity || entry.file !== file) return undefined;
      const linkFrom = path.join(previous!.out, file);
      if (!sameFile(identityOf(linkFrom), entry.identity)) return undefined;
      next.set(key, entry);
      found++;
      return { page: { linkFrom, size: entry.identity.size }, links: entry.links };
    },
    keep(key, file, links) {
      next.set(key, { file, links });
      rendered++;
    },
    published(outDir) {
      for (const [key, entry] of next) {
        if (entry.identity) continue;
        const identity = identityOf(path.join(outDir, entry.file));
        if (identity) entry.identity = identity;
        else next.delete(key);
      }
      return { out: outDir, pages: encodePages(next) };
    },
  };
}

function identityOf(file: string): FileIdentity | undefined {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats?.isFile() ? { ino: String(stats.ino), size: Number(stats.size), mtimeNs: String(stats.mtimeNs), mode: Number(stats.mode) } : undefined;
}

function sameFile(a: FileIdentity | undefined, b: FileIdentity): boolean {
  return a !== undefined && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.mode === b.mode;
}
