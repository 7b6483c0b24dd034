import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Lang } from '../shared/lang.js';
import { formatMs, type Logger } from '../log.js';
import type { Route } from '../route/route.js';
import { BackgroundCheck } from './backgroundCheck.js';
import { DevServer } from './devServer.js';
import { isRoute, type MemoryFile } from './memoryFile.js';
import { devImages } from './devImages.js';
import type { DevSite } from './devSite.js';
import { DevState } from './devState.js';
import { PageCache } from './pageCache.js';
import { errorPage, problemDisplay } from './problemDisplay.js';
import { SiteCheck } from './siteCheck.js';
import { WarningLog } from './warningLog.js';
import { openBrowser, watchSite } from './watchSite.js';

export interface DevOptions {
  root: string;
  toolRoot: string;
  port: number;
  env?: Record<string, string | undefined>;
  logger: Logger;
  /** Language of the content problems printed and shown over the page; default English. */
  lang?: Lang;
  /** Opens the site in the default browser once it is served. */
  open?: boolean;
  /** Memory the rendered pages may take, in bytes; default 64 MB. */
  cacheBytes?: number;
  /** Host names answered beside localhost, 127.0.0.1 and [::1] (`--allowed-host`, see hostAllowed). */
  allowedHosts?: string[];
}

/** A running `site dev`: its address, what it has rendered, and how to stop it. */
export interface DevSession {
  url: string;
  /** Pages rendered to be served so far (the background link check's renders are not counted), and the page cache's size. */
  stats(): { rendered: number; cachedBytes: number };
  stop(): Promise<void>;
}

const html = 'text/html; charset=utf-8';
/**
 * Loads, validates and routes all content and bundles the client, then serves: a page is
 * rendered when asked for and cached under its key (see `pageKey`) until what it reads changes.
 * After each save the site is prepared again and only the open tabs whose page's key changed
 * are re-rendered and reloaded; the link check runs in the background, its problems shown over
 * the page and printed as soon as known. Content problems keep the last good state served.
 */
export async function startDev(options: DevOptions): Promise<DevSession> {
  const { root, toolRoot, logger } = options;
  const cache = new PageCache(options.cacheBytes ?? 64 * 1024 * 1024);
  const check = new SiteCheck(root);
  const state = new DevState({ root, toolRoot, env: options.env ?? process.env });
  let rendered = 0;

  const page = (current: DevSite, route: Route): Buffer => {
    const key = current.key(route);
    const cached = cache.get(route.path, key);
    if (cached !== undefined) return cached;
    const drawn = current.render(route);
    rendered++;
    check.note(current, route, drawn.links);
    const bytes = Buffer.from(drawn.html);
    cache.set(route.path, key, bytes);
    return bytes;
  };
  const resolve = (file: string): MemoryFile | undefined => {
    const current = state.site;
    const found = current?.find(file);
    if (!current || !found) return undefined;
    if (!isRoute(found)) return found;
    try {
      const body = page(current, found);
      if (!background.started) setImmediate(() => background.started || background.run(current));
      return { body, type: html };
    } catch (error) {
      display.fail(error);
      return { body: errorPage(error), type: html, status: 500 };
    }
  };
  const images = devImages(root, () => state.site?.prepared.images?.jobs ?? []);
  const server = new DevServer(path.join(root, 'public'), resolve, { allowedHosts: options.allowedHosts }, images);
  const display = problemDisplay(server, logger, options.lang);
  const warnings = new WarningLog(logger);
  const background = new BackgroundCheck(check, logger, display, (site) => warnings.tell(site));

  /** Prepares the site again after `changed` were saved; the tabs to reload and the pages rendered for them, none when the save was refused. */
  const update = async (changed: string[]): Promise<{ reload?: Set<string>; rendered: string[] }> => {
    background.interrupt();
    const { before, next, savedPages, refused } = await state.prepare(changed);
    const context = `${changed.join(', ')}:\n`;
    warnings.saved(changed, before, next);
    if (refused) return (display.show(next.problems(), 'Content check', context), { rendered: [] });
    for (const [at, key] of cache.entries())
      if (next.byPath.get(at) === undefined || next.key(next.byPath.get(at)!) !== key) cache.delete(at);
    // Tabs whose page's key changed reload; their pages are rendered now, so that the reload is served at once.
    const reload = new Set<string>();
    const fresh: string[] = [];
    for (const at of server.openPaths()) {
      const [was, now] = [before?.routeAt(at), next.routeAt(at)];
      if (was && now && before!.key(was) === next.key(now)) continue;
      reload.add(at);
      if (now && !fresh.includes(now.path)) (page(next, now), fresh.push(now.path));
    }
    // The links of the pages just rendered and of the Markdown pages saved are checked before the
    // reload, against every other page's known links; the rest waits for the background check (a
    // town table saved changes 35,000 pages: keying them all here would hold the reload for seconds).
    const edited = savedPages
      .filter(
        (route) =>
          !fresh.includes(route.path) &&
          before?.byPath.get(route.path) !== undefined &&
          before.key(before.byPath.get(route.path)!) !== next.key(route),
      )
      .slice(0, 50);
    for (const route of edited) check.note(next, route, next.links(route));
    const problems = next.problems();
    if (problems.length > 0 || (before && check.covers(next)))
      display.show(
        [...problems, ...(await check.deadLinks(next, new Set([...fresh, ...edited.map((route) => route.path)])))],
        problems.length > 0 ? 'Content check' : 'Link check',
        context,
      );
    // The first state prepared after a failed start: its problem goes before the tabs reload.
    else if (!before) display.show([], 'Content check');
    if (before) background.afterSave(next, edited, before.sharedKey === next.sharedKey ? new Set(changed) : undefined);
    // At start, the check waits for the first page to be served (see `resolve`), or two seconds:
    // begun at once, its slices ran between the first request and its answer.
    else if (changed.length > 0) background.run(next);
    return { reload, rendered: fresh };
  };

  const started = performance.now();
  logger.info(`Preparing ${root} …`);
  try {
    await update([]);
    logger.info(
      `${state.site!.prepared.routes.length} pages ready in ${formatMs(performance.now() - started)}, each rendered when first asked for`,
    );
  } catch (error) {
    display.fail(error);
  }
  await server.listen(options.port);
  const url = `http://localhost:${(server.server.address() as { port: number }).port}`;
  logger.info(`Serving ${url} — watching content/, templates/, client/, public/ (Ctrl-C to stop)`);
  // Should no page be asked for soon, the link check starts by itself.
  const idle = setTimeout(() => state.site && !background.started && background.run(state.site), 2000);

  let running = Promise.resolve();
  const stopWatching = watchSite(root, toolRoot, (changed) => {
    running = running.then(async () => {
      const saved = performance.now();
      try {
        if (changed.every((file) => file.startsWith('public/')))
          return void logger.info(`${changed.join(', ')} → reloaded ${server.reload()} tabs`);
        const { reload, rendered: fresh } = await update(changed);
        if (!reload) return;
        const tabs = reload.size > 0 ? server.reload(reload) : 0;
        logger.info(
          `${changed.join(', ')} → ${fresh.length > 0 ? `re-rendered ${fresh.join(', ')}` : 'no open page changed'}, reloaded ${tabs} ${tabs === 1 ? 'tab' : 'tabs'} in ${formatMs(performance.now() - saved)}`,
        );
      } catch (error) {
        display.fail(error, `${changed.join(', ')}:\n`);
      }
    });
  });
  if (options.open) openBrowser(url);

  return {
    url,
    stats: () => ({ rendered, cachedBytes: cache.bytes }),
    async stop() {
      clearTimeout(idle);
      stopWatching();
      background.interrupt();
      await running;
      await server.close();
    },
  };
}
