import path from 'node:path';
import type { Assets } from '../templates/SiteContext.js';
import { cachedPages } from './cache/cachedPages.js';
import { cacheEntryCode } from './cache/linkedPage.js';
import type { SiteCache } from './cache/siteCache.js';
import type { Logger } from './log.js';
import { cacheNotUsed } from './messages/cacheMessages.js';
import { sentenceOf } from './messages/messageKind.js';
import type { PreparedSite } from './prepareSite.js';
import { pageContext } from './renderSite.js';
import { stagePages } from './write/stagePages.js';
import { openStaging } from './write/writeSite.js';

/**
 * Opens the staging folder and writes every page into it, each rendered or linked from the last
 * build's output. A cached page that turns out unusable (gone) means starting again without the
 * cache's pages, once, with a notice: never a stale page, never a failure.
 */
export async function stageAll(options: { root: string }, cache: SiteCache | undefined, outDir: string, writerThread: string, prepared: PreparedSite, assets: Assets, log: Logger) {
  const attempt = async (fresh: boolean) => {
    const pages = cache?.pages(outDir, fresh);
    const staging = await openStaging(outDir, prepared.publicFiles ?? path.join(options.root, 'public'), { writerThread });
    try {
      const staged = await stagePages(cachedPages(prepared.routes, pageContext(prepared, assets), prepared.layout, pages, log.page), staging);
      return { staging, staged, found: pages?.found };
    } catch (error) {
      await staging.abort();
      throw error;
    }
  };
  try {
    return await attempt(false);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== cacheEntryCode) throw error;
    log.warn(sentenceOf(cacheNotUsed, { kind: 'pageGone', detail: (error as Error).message }));
    return attempt(true);
  }
}
