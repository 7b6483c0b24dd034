import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cartCatalogue } from '../templates/cartProducts.js';
import { bundleClient } from './bundle/bundleClient.js';
import { problemsError } from './errors.js';
import { findInContent } from './load/loadContent.js';
import { createLogger, formatBytes, formatMs, type Logger } from './log.js';
import { localLinks, prepareSite } from './prepareSite.js';
import { renderEach } from './render/renderPages.js';
import { checkLinks, deadLinkProblems, type PageLinks } from './route/checkLinks.js';
import type { Route } from './route/route.js';
import { staticFiles } from './route/staticFiles.js';
import { generateRobots, generateSitemap } from './write/sitemap.js';
import { sitemapStylesheet } from './write/sitemapStylesheet.js';
import { withStaging, type OutputFile } from './write/writeSite.js';

/** What a build needs to know. Paths may be relative to `root`. */
export interface BuildOptions {
  /** Folder holding `content/` and `public/`. */
  root: string;
  /** Folder holding `templates/` and `client/` (the generator's own checkout). */
  toolRoot: string;
  /** Output folder, replaced as a whole on success. Default `out`. */
  outDir?: string;
  /** Overrides `baseUrl` of `content/site.yaml` and `SITE_BASE_URL`. */
  baseUrl?: string;
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /**
   * Link the files the previous build into `outDir` wrote identically instead of writing them
   * again (its manifest is kept in the tool's cache). Default true.
   */
  reuse?: boolean;
}

/** What a finished build reports. */
export interface BuildResult {
  outDir: string;
  routes: Route[];
  pages: number;
  bytes: number;
  milliseconds: number;
}

/** Builds the whole site: load → validate → route → bundle → render → check links → write. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const log = options.logger ?? createLogger();
  const outDir = path.resolve(options.root, options.outDir ?? 'out');
  const started = performance.now();
  const bundling = bundleClient(options.toolRoot);
  bundling.catch(() => undefined);

  const { loaded, content, routes } = await prepareSite(options.root, { env: options.env ?? process.env, baseUrl: options.baseUrl }, log);
  if (!content.site.integrations.chatWebhookUrl) log.warn('no chat webhook configured (integrations.chatWebhookUrl or SITE_CHAT_WEBHOOK_URL): the assistant is left out of the pages');

  let start = performance.now();
  const bundle = await bundling;
  log.stage('bundle', `${bundle.files.length} assets, ${formatBytes(sum(bundle.files.map((file) => file.contents.byteLength)))}`, performance.now() - start);

  // Pages are rendered and written to the staging folder in batches, then dropped: memory stays
  // flat however many pages there are. Only their links are kept for the check.
  start = performance.now();
  const publicDir = path.join(options.root, 'public');
  const cacheDir = options.reuse === false ? undefined : path.join(options.toolRoot, 'node_modules', '.cache', 'site-output');
  const written = await withStaging(outDir, publicDir, async (staging) => {
    const context = { site: content.site, navigation: content.navigation, assets: bundle.assets, localLinks: localLinks(content), cartProducts: cartCatalogue(content, content.site.brand.product) };
    const links: PageLinks[] = [];
    // Batches are written while the next ones are rendered; a few may wait in line, no more.
    let batch: OutputFile[] = [];
    const writing: Promise<void>[] = [];
    for (const page of renderEach(routes, context, log.page)) {
      links.push(page.links);
      batch.push({ path: page.route.file, contents: page.html });
      if (batch.length >= 20) {
        if (writing.length >= 8) await writing.shift();
        const written = staging.write(batch);
        written.catch(() => undefined); // awaited below; a render error first must not leave it unhandled
        writing.push(written);
        batch = [];
      }
    }
    writing.push(staging.write(batch));
    await Promise.all(writing);
    log.stage('render', `${routes.length} pages`, performance.now() - start);

    start = performance.now();
    const files = await staticFiles(options.root, bundle.files.map((file) => `/${file.path}`));
    const dead = deadLinkProblems(checkLinks(links, files), routes, (href) => findInContent(loaded, href));
    if (dead.length > 0) throw problemsError(dead, 'Link check');
    await staging.write([
      ...bundle.files,
      { path: 'sitemap.xml', contents: generateSitemap(routes, content.site.baseUrl) },
      { path: 'sitemap.xsl', contents: sitemapStylesheet(content.site.brand.name) },
      { path: 'robots.txt', contents: generateRobots(content.site.baseUrl) },
    ]);
  }, cacheDir);
  const unchanged = written.reused > 0 ? `, ${written.reused} unchanged` : '';
  log.stage('write', `${written.count} files to ${path.relative(process.cwd(), outDir) || '.'}${unchanged}`, performance.now() - start);
  const milliseconds = performance.now() - started;
  log.info(`Built ${routes.length} pages (${formatBytes(written.bytes)}) in ${formatMs(milliseconds)}.`);
  return { outDir, routes, pages: routes.length, bytes: written.bytes, milliseconds };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
