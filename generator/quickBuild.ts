import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Assets } from '../templates/SiteContext.js';
import type { BundledFile } from './bundle/bundleClient.js';
import { changedFiles, fileSignatures, publicSignatures, signatureOf, snapshotInputs, withRacyMarked } from './cache/inputSnapshot.js';
import { packFile } from './cache/cachePack.js';
import { buildVersion, forgetLastBuild, readLastBuild, recordFile, setPageIds, writeLastBuild, type LastBuild } from './cache/lastBuild.js';
import { bundleDigest, factsOf } from './cache/recordBuild.js';
import { envNames } from './content/applyEnv.js';
import type { Problem } from './errors.js';
import type { UrlFormat } from './host/hostRules.js';
import { layOut } from './host/urlLayout.js';
import { readContent } from './load/loadContent.js';
import { formatBytes, formatMs, type Logger } from './log.js';
import { sentenceOf } from './messages/messageKind.js';
import { noChatWebhook } from './messages/writeMessages.js';
import { createPageRenderer } from './render/renderPages.js';
import { htmlText } from './render/spliced.js';
import { assetPaths } from './renderSite.js';
import { checkLinks, type PageLinks } from './route/checkLinks.js';
import { repeatedIds } from './route/repeatedIds.js';
import type { Route } from './route/route.js';
import { markdownRoute } from './route/routePages.js';
import { staticFiles } from './route/staticFiles.js';
import { compileBody } from './validate/compileBodies.js';
import { markdownPageOf } from './validate/markdownPageOf.js';
import type { Overrides } from './validate/validateContent.js';
import { removeLeftovers } from './write/outputFolder.js';
import { replaceInPlace } from './write/replaceInPlace.js';

/** Edited pages from which a build is a whole one, in a new folder, rather than a quick one in place. */
const quickLimit = 100;

/** The settings of a build that a quick one depends on. */
export interface QuickOptions {
  root: string;
  /** The generator's version (see generatorVersion); none: the build keeps no cache. */
  codeVersion?: string;
  /** `--no-cache`: a whole build, recorded for the next. */
  rebuild?: boolean;
  precompress?: boolean;
  overrides: Pick<Overrides, 'env' | 'baseUrl' | 'drafts'>;
  format?: UrlFormat;
}

/**
 * A quick build's result, or what the whole build that follows records once published; `warm`:
 * a cache was kept by an earlier build (a record or a pack), so keeping its pages is worth it.
 */
export type QuickAttempt = { pages: number; bytes: number; routes: Route[] } | { publicInputs?: Map<string, string>; version: string; warm?: boolean; since?: number };

type Bundle = { assets: Assets; files: BundledFile[] };

/**
 * Builds quickly when it can (see quickBuild); otherwise the signatures of the files of public/
 * before they are copied, for the whole build to record with those of the content files it
 * reads (none without a cache or with precompressed twins, which the quick build does not write).
 */
export async function tryQuickBuild(options: QuickOptions, out: string, bundling: Promise<Bundle>, log: Logger, started: number): Promise<QuickAttempt> {
  const { overrides } = options;
  const settings = { baseUrl: overrides.baseUrl, drafts: Boolean(overrides.drafts), format: options.format ?? 'file', env: envNames.map((name) => overrides.env[name] ?? null) };
  const version = buildVersion(options.codeVersion ?? '', settings);
  const warm = options.codeVersion !== undefined && !options.rebuild && (existsSync(recordFile(options.root)) || existsSync(packFile(options.root)));
  if (options.codeVersion === undefined || options.precompress) return { version, warm };
  const record = options.rebuild ? undefined : readLastBuild(options.root, version);
  const since = Date.now();
  const inputs = record?.out === out ? snapshotInputs(options.root) : undefined;
  if (inputs) await removeLeftovers(out); // what killed builds left beside out/, as a whole build removes it
  const quick = inputs && (await quickBuild(options, { out, record: record!, inputs, bundling, log, started, since }));
  return quick || { publicInputs: publicSignatures(options.root), version, warm, since };
}

/**
 * A build that renders again only the Markdown pages edited since the last build and replaces
 * their files in the output it published, when nothing else can have changed: no file of
 * content/ or public/ added, removed or changed but those pages, the output folder as that
 * build left it (every file's signature), the same generator, options and bundle; and each page
 * valid, still at its address with the same sitemap entry and former addresses, keeping its
 * anchors, without a dead link. A Markdown page feeds no other page: each is read, checked,
 * compiled and rendered alone, with what the last build recorded of the rest (the site every
 * page shows, placeholder values, addresses, anchors), as `site dev` patches a saved page
 * (patchPages). Otherwise undefined, nothing touched: the caller builds the whole site. The
 * record is removed before the first file is replaced, so a build stopped halfway is followed
 * by a whole one; each file is replaced at once (rename), never seen half-written.
 */
async function quickBuild(options: QuickOptions, build: { out: string; record: LastBuild; inputs: Map<string, string>; bundling: Promise<Bundle>; log: Logger; started: number; since: number }): Promise<{ pages: number; bytes: number; routes: Route[] } | undefined> {
  const { out, record, inputs, log } = build;
  const edited = changedFiles(record.inputs, inputs);
  if (!edited || edited.length > quickLimit || edited.some((file) => !record.pages[file])) return undefined;
  const outputs = fileSignatures(out);
  if (!outputs || outputs.size !== Object.keys(record.outputs).length || [...outputs].some(([file, signature]) => record.outputs[file] !== signature)) return undefined;

  let start = performance.now();
  const loaded = readContent(options.root, edited);
  const problems: Problem[] = [...loaded.problems];
  const pageAddresses = new Map(record.addresses);
  const routes = edited.map((file) => {
    const source = loaded.files.get(file);
    const page = source && !source.source.splitItems && markdownPageOf(source, problems);
    if (!page || (page.front.draft && !options.overrides.drafts)) return undefined;
    const compiled = compileBody(page, { loaded, values: record.values, pageAddresses });
    if (compiled.problems.length > 0 || compiled.templateTags.length > 0) return undefined;
    page.html = compiled.html;
    page.written = compiled.written;
    return markdownRoute(page, record.lastmod);
  });
  if (problems.length > 0 || !routes.every((route) => route !== undefined)) return undefined;
  const layout = layOut(routes, [], options.format ?? 'file', record.context.site.baseUrl, record.routed);
  if (layout.routes.some((route, index) => factsOf(route) !== record.pages[edited[index]!])) return undefined;
  const checked = performance.now() - start;

  start = performance.now();
  const bundle = await build.bundling;
  if (bundleDigest(bundle.files) !== record.bundle) return undefined;
  const bundled = performance.now() - start;
  start = performance.now();
  const render = createPageRenderer({ ...record.context, assets: bundle.assets });
  const pages = layout.routes.map((route) => {
    const rendered = render(route);
    const { html, links } = layout.page(rendered.html, { path: route.path, ...rendered.links });
    return { file: route.file, text: htmlText(html), links };
  });
  const rendering = performance.now() - start;

  start = performance.now();
  const idsOf = new Map(record.ids.map(([address, index]) => [address, record.idLists[index]!]));
  if (pages.some((page) => !idsOf.get(page.links.path)?.every((id) => page.links.ids.includes(id)))) return undefined; // an anchor other pages may link to is gone
  const links: PageLinks[] = [...idsOf].map(([address, ids]) => ({ path: address, hrefs: [], ids }));
  for (const page of pages) links.push(page.links);
  const files = await staticFiles(options.root, [...assetPaths(bundle.files), ...record.aliases]);
  if (checkLinks(links, files).length > 0 || repeatedIds(pages.map((page) => page.links)).length > 0) return undefined; // the whole build says what
  const linking = performance.now() - start;

  start = performance.now();
  if (!forgetLastBuild(options.root)) return undefined;
  let written: { bytes: number };
  try {
    written = replaceInPlace(out, pages);
  } catch {
    return undefined; // the whole build that follows says what went wrong
  }
  const next: LastBuild = { ...record, inputs: withRacyMarked(inputs, build.since), bytes: record.bytes + written.bytes };
  for (const page of pages) {
    next.outputs[page.file] = signatureOf(path.join(out, page.file)) ?? '';
    setPageIds(next, page.links.path, page.links.ids);
  }
  writeLastBuild(options.root, next);

  log.stage('load', `${edited.length === 1 ? '1 edited page' : `${edited.length} edited pages`}, nothing else changed`, checked);
  log.stage('bundle', `${bundle.files.length} assets, as last built`, bundled);
  log.stage('render', `${record.pageCount} pages, ${record.pageCount - pages.length} as published`, rendering);
  log.stage('links', 'every link leads somewhere', linking);
  log.stage('write', `${pages.length} ${pages.length === 1 ? 'file' : 'files'} replaced in ${path.relative(process.cwd(), out) || '.'}`, performance.now() - start);
  if (!record.context.site.integrations.chatWebhookUrl) log.warn(sentenceOf(noChatWebhook, {}));
  log.info(`Built ${record.pageCount} pages (${formatBytes(next.bytes)}) in ${formatMs(performance.now() - build.started)}.`);
  return { pages: record.pageCount, bytes: next.bytes, routes: layout.routes };
}
