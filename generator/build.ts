import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleClient } from './bundle/bundleClient.js';
import { encodeImages, imageCacheFolder } from './images/encodeImages.js';
import { unencoded } from './validate/imageProblems.js';
import { problemsError } from './messages/problemsError.js';
import { createLogger, formatBytes, formatMs, type Logger } from './log.js';
import { sentenceOf } from './messages/messageKind.js';
import { noChatWebhook } from './messages/writeMessages.js';
import { prepareSite } from './prepareSite.js';
import { indexSearch } from './search/indexSearch.js';
import { linkProblems } from './linkProblems.js';
import { assetPaths, generatedFiles, renderSite, siteProblems } from './renderSite.js';
import type { Route } from './route/route.js';
import { checkOutputFolder } from './write/outputFolder.js';
import type { UrlFormat } from './host/hostRules.js';
import { precompressStage } from './write/precompressStage.js';
import { writePages } from './write/writePages.js';
import { systemError } from './write/systemError.js';
import { openNewOutput } from './write/writeSite.js';

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
  /** Also build the pages marked `draft: true` (marked on the page, left out of the sitemap, noindex). */
  drafts?: boolean;
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** URL layout: `file` (default, `/cgv` → `cgv.html`) or `directory` (`/cgv/` → `cgv/index.html`). */
  format?: UrlFormat;
  /** Also write `.gz` and `.br` twins of every HTML, CSS, JS, SVG and XML file. */
  precompress?: boolean;
  /** Refuse a site not ready to publish: quote and demo requests that reach nobody (see unreachableRequests). */
  production?: boolean;
  /**
   * The client already bundled from this `toolRoot` (it depends on nothing else): a caller that
   * builds many sites with one generator, as the tests do, bundles once. Default: bundle now.
   */
  bundle?: ReturnType<typeof bundleClient>;
}

/** What a finished build reports. */
export interface BuildResult {
  outDir: string;
  routes: Route[];
  pages: number;
  bytes: number;
  milliseconds: number;
}

/**
 * Builds the whole site: load → validate → route (prepareSite), bundle, render, check links,
 * encode images, index the search (Pagefind, into the same new folder), write. Pages go to a new
 * output folder as they render; it replaces the output folder only when every stage succeeded.
 * Any problem stops the build once, with every problem, nothing written.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const log = options.logger ?? createLogger();
  const outDir = path.resolve(options.root, options.outDir ?? 'out');
  await checkOutputFolder(options.root, outDir, options.toolRoot);
  const started = performance.now();
  const bundling = options.bundle ?? bundleClient(options.toolRoot);
  bundling.catch(() => undefined); // awaited below, after the content stages

  const overrides = { env: options.env ?? process.env, baseUrl: options.baseUrl, drafts: options.drafts };
  const prepared = await prepareSite({
    root: options.root,
    overrides,
    log,
    format: options.format,
    production: options.production,
  });
  if (!prepared.content.site.integrations.chatWebhookUrl) log.warn(sentenceOf(noChatWebhook, {}));

  let start = performance.now();
  const bundle = await bundling;
  const assets = assetPaths(bundle.files);
  log.stage(
    'bundle',
    `${bundle.files.length} assets, ${formatBytes(sum(bundle.files.map((file) => file.contents.byteLength)))}`,
    performance.now() - start,
  );

  // Content problems: the pages are still rendered for their dead links, but none is written.
  if (prepared.problems.length > 0)
    throw problemsError(
      (await siteProblems({ root: options.root, prepared, assets: bundle.assets, assetPaths: assets })).problems,
      'Content check',
    );

  const output = await openNewOutput(outDir, prepared.publicFiles ?? path.join(options.root, 'public'));
  try {
    const written = await writePages(renderSite(prepared, bundle.assets, { onPage: log.page }), output);
    log.stage('render', `${prepared.routes.length} pages`, written.rendering);

    start = performance.now();
    const dead = await linkProblems({ root: options.root, prepared, links: written.links, assetPaths: assets });
    log.stage(
      'links',
      dead.length === 0 ? 'every link leads somewhere' : `${dead.length} dead`,
      performance.now() - start,
    );
    if (dead.length > 0) throw problemsError(dead, 'Link check');

    start = performance.now();
    const jobs = prepared.images?.jobs ?? [];
    const failed = await encodeImages(jobs, imageCacheFolder(options.root), (files) =>
      output.write(files.map(({ job, bytes }) => ({ path: job.path, contents: bytes }))),
    );
    if (failed.length > 0) throw problemsError(unencoded(failed, prepared.loaded), 'Image check');
    log.stage('encode', `${jobs.length} image files (.cache/images keeps them)`, performance.now() - start);

    start = performance.now();
    const search = await indexSearch(prepared.routes, output.folder);
    await output.write(search.files);
    log.stage('search', `${search.pages} pages indexed, ${formatBytes(search.bytes)}`, performance.now() - start);

    start = performance.now();
    await output.write(generatedFiles(prepared, bundle.files));
    if (options.precompress) await precompressStage(output.folder, log);
    await (
      await output.commit()
    ).cleared;
    log.stage(
      'write',
      `${output.count} files to ${path.relative(process.cwd(), outDir) || '.'}`,
      written.waiting + performance.now() - start,
    );
  } catch (error) {
    await output.abort();
    // The search and compression stages read back the new output folder: its files deleted or
    // moved away under the build are told as a failed write is (see systemError).
    throw systemError(error, outDir) ?? error;
  }
  const milliseconds = performance.now() - started;
  log.info(`Built ${prepared.routes.length} pages (${formatBytes(output.bytes)}) in ${formatMs(milliseconds)}.`);
  return { outDir, routes: prepared.routes, pages: prepared.routes.length, bytes: output.bytes, milliseconds };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
