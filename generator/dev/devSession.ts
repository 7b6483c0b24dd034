import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleClient, type BundledFile } from '../bundle/bundleClient.js';
import { formatError, problemsError } from '../errors.js';
import type { Lang } from '../messages/lang.js';
import { createMemoryLogger, formatMs, type Logger } from '../log.js';
import type { Route } from '../route/route.js';
import type { PageLinks } from '../route/checkLinks.js';
import { htmlText } from '../render/spliced.js';
import type { Assets } from '../../templates/SiteContext.js';
import { affectedPages } from './affectedPages.js';
import { contentType, DevServer, type MemoryFile } from './devServer.js';
import { loadRenderer, type Renderer } from './loadRenderer.js';

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
}

/** A running `site dev`: its address and how to stop it. */
export interface DevSession {
  url: string;
  stop(): Promise<void>;
}

const watched = ['content', 'templates', 'client', 'public'];

/**
 * Builds into memory, serves, watches content/, templates/, client/ and public/, and after each
 * save renders again only what depends on the saved files, then reloads the open pages. A failed
 * rebuild keeps the last good site served and shows the error over it.
 */
export async function startDev(options: DevOptions): Promise<DevSession> {
  const { root, toolRoot, logger } = options;
  const server = new DevServer(path.join(root, 'public'));
  let renderer: Renderer | undefined;
  let bundle: { assets: Assets; files: BundledFile[] } | undefined;
  let routes: Route[] = [];
  let pages = new Map<string, { html: string; links: PageLinks }>();

  const rebuild = async (changed: string[]): Promise<string> => {
    const code = changed.some((file) => /^(templates|client)\//.test(file)) || !renderer;
    const assetsChanged = changed.some((file) => file.startsWith('client/') || /^templates\/.*\.css$/.test(file)) || !bundle;
    if (assetsChanged) bundle = await bundleClient(toolRoot);
    if (code) renderer = await loadRenderer(toolRoot);
    const current = renderer!;
    const prepared = await current.prepareSite(root, { env: options.env ?? process.env, drafts: true }, createMemoryLogger());
    const affected = code || assetsChanged ? 'all' : affectedPages(changed, routes, prepared.routes);
    // Pages not affected keep their HTML and links; a new page is rendered whatever the change.
    const toRender = prepared.routes.filter((route) => affected === 'all' || affected.includes(route) || !pages.has(route.path));
    const next = new Map(prepared.routes.map((route) => [route.path, pages.get(route.path)!]));
    for (const page of current.renderSite(prepared, bundle!.assets, { routes: toRender })) next.set(page.route.path, { html: htmlText(page.html), links: page.links });
    const assetPaths = bundle!.files.map((file) => `/${file.path}`);
    const problems = [...prepared.problems, ...(await current.linkProblems(root, prepared, [...next.values()].map((page) => page.links), assetPaths))];
    if (problems.length > 0) throw problemsError(problems, prepared.problems.length > 0 ? 'Content check' : 'Link check');

    routes = prepared.routes;
    pages = next;
    const files = new Map<string, MemoryFile>();
    for (const route of routes) files.set(`/${route.file}`, { body: pages.get(route.path)!.html, type: contentType(route.file) });
    for (const file of current.generatedFiles(prepared, bundle!.files)) files.set(`/${file.path}`, { body: file.contents instanceof Uint8Array ? file.contents : htmlText(file.contents), type: contentType(file.path) });
    server.setFiles(files);
    return `${toRender.length} ${toRender.length === 1 ? 'page' : 'pages'}`;
  };

  let started = performance.now();
  logger.info(`Building ${root} …`);
  try {
    const what = await rebuild([]);
    logger.info(`built ${what} in ${formatMs(performance.now() - started)}`);
  } catch (error) {
    logger.warn(formatError(error, options.lang));
    server.showProblem(formatError(error, options.lang));
  }
  await server.listen(options.port);
  const url = `http://localhost:${options.port}`;
  logger.info(`Serving ${url} — watching content/, templates/, client/, public/ (Ctrl-C to stop)`);

  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const flush = () => {
    const changed = [...pending];
    pending = new Set();
    running = running.then(async () => {
      try {
        const what = changed.every((file) => file.startsWith('public/')) ? 'public files' : await rebuild(changed);
        server.reload();
        logger.info(`${changed.join(', ')} → rebuilt ${what} and reloaded in ${formatMs(performance.now() - started)}`);
      } catch (error) {
        const text = formatError(error, options.lang);
        logger.warn(`${changed.join(', ')}:\n${text}`);
        server.showProblem(text);
      }
    });
  };
  const watchers: FSWatcher[] = watched.map((folder) =>
    watch(path.join(folder === 'templates' || folder === 'client' ? toolRoot : root, folder), { recursive: true }, (_event, name) => {
      if (!name || !relevant(folder, String(name))) return;
      if (pending.size === 0) started = performance.now();
      pending.add(`${folder}/${String(name).split(path.sep).join('/')}`);
      clearTimeout(timer);
      timer = setTimeout(flush, 40);
    }),
  );
  if (options.open) openBrowser(url);

  return {
    url,
    async stop() {
      clearTimeout(timer);
      watchers.forEach((watcher) => watcher.close());
      await running;
      await server.close();
    },
  };
}

/** Ignores editors' temporary files: only the kinds of file each folder is made of trigger a rebuild. */
function relevant(folder: string, name: string): boolean {
  if (/(^|[/\\])\.|~$/.test(name)) return false;
  if (folder === 'content') return /\.(ya?ml|md)$/.test(name);
  if (folder === 'templates' || folder === 'client') return /\.(tsx?|css)$/.test(name);
  return true;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', url] : [url];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => undefined);
  child.unref();
}
