import type { Bilingual } from '../messages/messageKind.js';
import { sentenceOf } from '../messages/messageKind.js';
import { cacheNotUsed, cacheNotWritten } from '../messages/cacheMessages.js';
import { openBuildCache, type BuildCache } from './buildCache.js';
import { readCachePack, writeCachePack } from './cachePack.js';
import { openMarkdownCache, type MarkdownCache } from './markdownCache.js';
import { decodePages, type PageEntry } from './pageIndex.js';

/** The build cache of one build: the pack read when it starts, its compiled bodies and pages, saved once the output is published. */
export interface SiteCache {
  /** The compiled Markdown bodies, for compileMarkdown (see useCompiledStore). */
  readonly bodies: MarkdownCache;
  /**
   * A view of the cached pages for one attempt at staging the pages for `outDir`: the last build's
   * pages are linked only into the folder that replaces them (two published folders never share
   * a file, which editing one would change in both); `fresh`: without them (a page of the last
   * build could not be taken: every page is rendered).
   */
  pages(outDir: string, fresh?: boolean): BuildCache;
  /**
   * Writes the pack for the output now published in `outDir` (see `worthSaving`); a notice when
   * it could not.
   */
  save(outDir: string): Bilingual | undefined;
}

/**
 * Reads the cache pack of `root` once (see cachePack). `rebuild` (`--no-cache`): the pack is not
 * read, and written anew. A pack that cannot be trusted is a cold build, with a notice to `warn`.
 */
export function openSiteCache(root: string, codeVersion: string, rebuild: boolean, warn: (line: Bilingual) => void): SiteCache {
  const { pack, doubt } = rebuild ? {} : readCachePack(root, codeVersion);
  if (doubt) warn(sentenceOf(cacheNotUsed, doubt));
  let pages: Map<string, PageEntry> | undefined;
  let bodies = pack && openMarkdownCache(pack.markdown);
  if (pack) pages = decodePages(pack.pages);
  if (pack && (!bodies || !pages)) {
    warn(sentenceOf(cacheNotUsed, { kind: 'damaged', detail: 'not a cache pack' }));
    pages = undefined;
    bodies = undefined;
  }
  bodies ??= openMarkdownCache()!;
  let current: BuildCache | undefined;
  return {
    bodies,
    pages(outDir, fresh = false) {
      return (current = openBuildCache(codeVersion, pages && !fresh && pack!.out === outDir ? { out: outDir, pages } : undefined));
    },
    save(outDir) {
      if (!current || !worthSaving(pack?.out === outDir, current.stale + bodies.stale, current.found + current.stale)) return undefined;
      try {
        writeCachePack(root, { codeVersion, markdown: bodies.stored(), ...current.published(outDir) });
        return undefined;
      } catch (error) {
        return sentenceOf(cacheNotWritten, { detail: (error as Error).message });
      }
    },
  };
}

/**
 * Whether to write the pack again: always after a cold build or into another output folder;
 * else once the pages and bodies it lacks or holds for nothing (`stale`: an edited page counts
 * four, its old and new page, its old and new body) pass 4 % of the `pages`, about one page in
 * a hundred edited since it was written. Until then the pack still tells the truth about every
 * other page: the next build renders and compiles again those few (a millisecond each) and links
 * the rest, and a build after a one-page edit of 10,000 pages does not pay for writing 30 MB
 * (a tenth of its time).
 */
function worthSaving(sameOutput: boolean, stale: number, pages: number): boolean {
  return !sameOutput || stale > pages / 25;
}
