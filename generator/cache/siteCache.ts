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
   * A view of the cached pages for one attempt at staging the pages; `fresh`: without the last
   * build's pages (a page of it could not be taken: every page is rendered).
   */
  pages(fresh?: boolean): BuildCache;
  /** Writes the pack for the output now published in `outDir`, when it changed; a notice when it could not. */
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
    pages(fresh = false) {
      return (current = openBuildCache(codeVersion, pages && !fresh ? { out: pack!.out, pages } : undefined));
    },
    save(outDir) {
      if (!current || (!current.changed && !bodies.changed && pack?.out === outDir)) return undefined;
      try {
        writeCachePack(root, { codeVersion, markdown: bodies.stored(), ...current.published(outDir) });
        return undefined;
      } catch (error) {
        return sentenceOf(cacheNotWritten, { detail: (error as Error).message });
      }
    },
  };
}
