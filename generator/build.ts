import fg from 'fast-glob';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleClient } from './bundle/bundleClient.js';
import { loadContent } from './load/loadContent.js';
import { createLogger, formatBytes, formatMs, type Logger } from './log.js';
import { renderPages } from './render/renderPages.js';
import { checkLinks, summariseDeadLinks } from './route/checkLinks.js';
import type { Route } from './route/route.js';
import { routePages } from './route/routePages.js';
import { validateContent } from './validate/validateContent.js';
import { generateRobots, generateSitemap } from './write/sitemap.js';
import { sitemapStylesheet } from './write/sitemapStylesheet.js';
import { writeSite, type OutputFile } from './write/writeSite.js';

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
}

/** What a finished build reports. */
export interface BuildResult {
  outDir: string;
  routes: Route[];
  pages: number;
  bytes: number;
  milliseconds: number;
  warnings: string[];
}

/** Builds the whole site: load → validate → route → render → bundle → write. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const log = options.logger ?? createLogger();
  const outDir = path.resolve(options.root, options.outDir ?? 'out');
  const started = performance.now();
  const timed = async <T>(name: string, work: () => T | Promise<T>, detail: (value: T) => string): Promise<T> => {
    const start = performance.now();
    const value = await work();
    log.stage(name, detail(value), performance.now() - start);
    return value;
  };

  const bundling = bundleClient(options.toolRoot);
  bundling.catch(() => undefined);
  const loaded = await timed('load', () => loadContent(options.root), (value) => `${value.files.size} content files`);
  const content = await timed('validate', () => validateContent(loaded, { env: options.env ?? process.env, baseUrl: options.baseUrl }), () => 'all content valid');
  const routes = await timed('route', () => routePages(content), (value) => `${value.length} routes`);
  if (!content.site.integrations.chatWebhookUrl) log.warn('no chat webhook configured (integrations.chatWebhookUrl or SITE_CHAT_WEBHOOK_URL): the assistant is left out of the pages');
  const bundle = await timed('bundle', () => bundling, (value) => `${value.files.length} assets, ${formatBytes(sum(value.files.map((file) => file.contents.byteLength)))}`);
  const localLinks = content.local.map((entry) => ({ label: entry.data.name, href: `/${entry.slug}` })).sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  const context = { site: content.site, navigation: content.navigation, assets: bundle.assets, localLinks };
  const rendered = await timed('render', () => renderPages(routes, context), (value) => `${value.length} pages`);

  const publicDir = path.join(options.root, 'public');
  const staticFiles = new Set((await fg('**/*', { cwd: publicDir, onlyFiles: true })).map((file) => `/${file}`));
  bundle.files.forEach((file) => staticFiles.add(`/${file.path}`));
  ['/sitemap.xml', '/sitemap.xsl', '/robots.txt'].forEach((file) => staticFiles.add(file));
  const warnings = summariseDeadLinks(checkLinks(rendered, staticFiles));
  warnings.forEach((warning) => log.warn(warning));

  const files: OutputFile[] = [
    ...rendered.map((page) => ({ path: page.route.file, contents: page.html })),
    ...bundle.files,
    { path: 'sitemap.xml', contents: generateSitemap(routes, content.site.baseUrl) },
    { path: 'sitemap.xsl', contents: sitemapStylesheet(content.site.brand.name) },
    { path: 'robots.txt', contents: generateRobots(content.site.baseUrl) },
  ];
  const written = await timed('write', () => writeSite(outDir, files, publicDir), (value) => `${value.count} files to ${path.relative(process.cwd(), outDir) || '.'}`);
  const milliseconds = performance.now() - started;
  log.info(`Built ${rendered.length} pages (${formatBytes(written.bytes)}) in ${formatMs(milliseconds)}.`);
  return { outDir, routes, pages: rendered.length, bytes: written.bytes, milliseconds, warnings };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
