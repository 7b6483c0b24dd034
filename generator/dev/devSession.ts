import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleClient } from '../bundle/bundleClient.js';
import { formatError } from '../errors.js';
import type { Lang } from '../messages/lang.js';
import { formatMs, type Logger } from '../log.js';
import type { Route } from '../route/route.js';
import { DevServer, type MemoryFile } from './devServer.js';
import { DevSite, isRoute, type Bundle } from './devSite.js';
import { collectGarbage } from './collectGarbage.js';
import { contentReader } from './contentReader.js';
import { broughtProblem, prepareAgain } from './prepareAgain.js';
import { loadRenderer, type Renderer } from './loadRenderer.js';
import * as builtInRenderer from './renderer.js';
import { PageCache } from './pageCache.js';
import { problemDisplay } from './problemDisplay.js';
import { SiteCheck } from './siteCheck.js';
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
}

/** A running `site dev`: its address, what it has rendered, and how to stop it. */
export interface DevSession {
  url: string;
  /** Pages rendered to be served so far (the background link check's renders are not counted), and the page cache's size. */
  stats(): { rendered: number; cachedBytes: number };
  stop(): Promise<void>;
}

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
  const reader = contentReader();
  let site: DevSite | undefined;
  let renderer: Renderer | undefined;
  let bundle: Bundle | undefined;
  let codeVersion = 0;
  let rendered = 0;

  const page = (current: DevSite, route: Route): string => {
    const key = current.key(route);
    const cached = cache.get(route.path, key);
    if (cached !== undefined) return cached;
    const { html, links } = current.render(route);
    rendered++;
    check.note(current, route, links);
    cache.set(route.path, key, html);
    return html;
  };
  // A full collection blocks for a tenth of a second at 10,000 pages: run it once saves stop coming.
  let collecting: NodeJS.Timeout | undefined;
  const collectWhenIdle = () => {
    clearTimeout(collecting);
    collecting = setTimeout(collectGarbage, 1000).unref();
  };
  let checking: Promise<void> | undefined;
  let checked = false;
  const runCheck = (current: DevSite, first: Route[] = [], saved?: ReadonlySet<string>) => {
    const started = performance.now();
    checking = check.run(current, first, saved).then(
      (dead) => {
        if (!dead) return;
        if (!checked && (checked = true)) logger.info(`checked the links of ${current.prepared.routes.length} pages in ${formatMs(performance.now() - started)}`);
        const problems = current.problems();
        show([...problems, ...dead], problems.length > 0 ? 'Content check' : 'Link check');
        collectWhenIdle();
      },
      (error: unknown) => fail(error),
    );
  };
  const resolve = (file: string): MemoryFile | undefined => {
    const current = site;
    const found = current?.find(file);
    if (!current || !found) return undefined;
    if (!isRoute(found)) return found;
    try {
      const html = page(current, found);
      if (!checking) setImmediate(() => checking ?? runCheck(current));
      return { body: html, type: 'text/html; charset=utf-8' };
    } catch (error) {
      fail(error);
      return { body: `<!doctype html><title>Internal error</title><pre>${formatError(error).replace(/[&<]/g, (char) => (char === '&' ? '&amp;' : '&lt;'))}</pre>`, type: 'text/html; charset=utf-8', status: 500 };
    }
  };
  const server = new DevServer(path.join(root, 'public'), resolve);
  const { show, fail } = problemDisplay(server, logger, options.lang);

  /** Prepares the site again after `changed` were saved; returns the tabs to reload, or undefined when nothing changes. */
  const update = async (changed: string[]): Promise<{ reload?: Set<string>; rendered: string[] }> => {
    check.cancel();
    clearTimeout(collecting);
    // esbuild bundles in its own process, while this one prepares the content.
    const bundling = !bundle || changed.some((file) => file.startsWith('client/') || /^templates\/.*\.css$/.test(file)) ? bundleClient(toolRoot) : undefined;
    bundling?.catch(() => undefined);
    if (!renderer || changed.some((file) => /^(templates|client)\//.test(file))) {
      // At start, the stages compiled into this CLI (as `site build` runs them); after a template
      // edit, compiled afresh (a second at start on a busy machine, which the first page need not wait for).
      renderer = renderer ? await loadRenderer(toolRoot) : builtInRenderer;
      codeVersion++;
    }
    const before = site;
    const { prepared, later } = await prepareAgain({ root, env: options.env ?? process.env, renderer, before, changed, reader });
    if (bundling) bundle = await bundling;
    const next = new DevSite(renderer, prepared, bundle!, String(codeVersion), later, before);
    // The Markdown pages saved are compiled now (a body compiles when first read): a problem of theirs shows before any reload.
    const saved = new Set(changed);
    const savedPages = before ? prepared.routes.filter((route) => route.page === 'markdown' && saved.has(route.markdown.file)) : [];
    for (const route of savedPages) next.key(route);
    if (before && broughtProblem(before, next, saved)) return (show(next.problems(), 'Content check', `${changed.join(', ')}:\n`), { rendered: [] });
    site = next;
    for (const [at, key] of cache.entries()) if (next.byPath.get(at) === undefined || next.key(next.byPath.get(at)!) !== key) cache.delete(at);
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
    const edited = savedPages.filter((route) => !fresh.includes(route.path) && before?.byPath.get(route.path) !== undefined && before.key(before.byPath.get(route.path)!) !== next.key(route)).slice(0, 50);
    for (const route of edited) check.note(next, route, next.links(route));
    const problems = next.problems();
    if (problems.length > 0 || (before && check.covers(next))) show([...problems, ...(await check.deadLinks(next, new Set([...fresh, ...edited.map((route) => route.path)])))], problems.length > 0 ? 'Content check' : 'Link check', `${changed.join(', ')}:\n`);
    runCheck(next, edited, before?.sharedKey === next.sharedKey ? saved : undefined);
    return { reload, rendered: fresh };
  };

  const started = performance.now();
  logger.info(`Preparing ${root} …`);
  try {
    await update([]);
    logger.info(`${site!.prepared.routes.length} pages ready in ${formatMs(performance.now() - started)}, each rendered when first asked for`);
  } catch (error) {
    fail(error);
  }
  await server.listen(options.port);
  const url = `http://localhost:${(server.server.address() as { port: number }).port}`;
  logger.info(`Serving ${url} — watching content/, templates/, client/, public/ (Ctrl-C to stop)`);
  // Should no page be asked for soon, the link check starts by itself.
  const idle = setTimeout(() => site && !checking && runCheck(site), 2000);

  let running = Promise.resolve();
  const stopWatching = watchSite(root, toolRoot, (changed) => {
    running = running.then(async () => {
      const saved = performance.now();
      try {
        if (changed.every((file) => file.startsWith('public/'))) return void logger.info(`${changed.join(', ')} → reloaded ${server.reload()} tabs`);
        const { reload, rendered: fresh } = await update(changed);
        if (!reload) return;
        const tabs = reload.size > 0 ? server.reload(reload) : 0;
        logger.info(`${changed.join(', ')} → ${fresh.length > 0 ? `re-rendered ${fresh.join(', ')}` : 'no open page changed'}, reloaded ${tabs} ${tabs === 1 ? 'tab' : 'tabs'} in ${formatMs(performance.now() - saved)}`);
      } catch (error) {
        fail(error, `${changed.join(', ')}:\n`);
      }
    });
  });
  if (options.open) openBrowser(url);

  return {
    url,
    stats: () => ({ rendered, cachedBytes: cache.bytes }),
    async stop() {
      clearTimeout(idle);
      clearTimeout(collecting);
      stopWatching();
      check.cancel();
      await running;
      await server.close();
    },
  };
}

