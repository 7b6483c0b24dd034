import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BundledFile } from './bundle/bundleClient.js';
import type { Assets } from '../templates/SiteContext.js';
import { changedFiles, fileSignatures, signatureOf, snapshotInputs } from './cache/inputSnapshot.js';
import { buildVersion, forgetLastBuild, readLastBuild, writeLastBuild, type LastBuild } from './cache/lastBuild.js';
import { envNames } from './content/applyEnv.js';
import { aliasesByTarget, bundleDigest, factsOf } from './cache/recordBuild.js';
import { readContent } from './load/loadContent.js';
import { formatBytes, formatMs, type Logger } from './log.js';
import { sentenceOf } from './messages/messageKind.js';
import { noChatWebhook } from './messages/writeMessages.js';
import { prepareSite } from './prepareSite.js';
import { htmlText } from './render/spliced.js';
import { assetPaths, renderSite } from './renderSite.js';
import { checkLinks, type PageLinks } from './route/checkLinks.js';
import type { Route } from './route/route.js';
import { staticFiles } from './route/staticFiles.js';
import type { UrlFormat } from './host/hostRules.js';
import { replaceInPlace } from './write/replaceInPlace.js';
import type { Overrides } from './validate/validateContent.js';

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
  overrides: Omit<Overrides, 'unread' | 'laterProblems'>;
  format?: UrlFormat;
}

/** A quick build's result, or what the whole build that follows records once published. */
export type QuickAttempt = { pages: number; bytes: number; routes: Route[] } | { inputs?: Map<string, string>; version: string };

/**
 * Builds quickly when it can (see quickBuild); otherwise the signatures of the inputs taken
 * before anything is read, for the whole build to record (none without a cache or with
 * precompressed twins, which the quick build does not write).
 */
export async function tryQuickBuild(options: QuickOptions, out: string, bundling: Promise<Bundle>, log: Logger, started: number): Promise<QuickAttempt> {
  const { overrides } = options;
  const settings = { baseUrl: overrides.baseUrl, drafts: overrides.drafts, format: options.format ?? 'file', env: envNames.map((name) => overrides.env[name] ?? null) };
  const version = buildVersion(options.codeVersion ?? '', settings);
  if (options.codeVersion === undefined || options.precompress) return { version };
  const inputs = snapshotInputs(options.root);
  const record = inputs && !options.rebuild ? readLastBuild(options.root, version) : undefined;
  const quick = record?.out === out && (await quickBuild({ ...options, out, record, inputs: inputs!, bundling, log, started }));
  return quick || { inputs, version };
}

type Bundle = { assets: Assets; files: BundledFile[] };

interface QuickBuild extends QuickOptions {
  out: string;
  record: LastBuild;
  inputs: Map<string, string>;
  bundling: Promise<Bundle>;
  log: Logger;
  started: number;
}

/**
 * A build that renders again only the Markdown pages edited since the last build and replaces
 * their files in the output it published, when nothing else can have changed: no file of
 * content/ or public/ added, removed or changed but those pages, the output folder as that
 * build left it (every file's signature), the same generator, options and bundle; and each page
 * still at its address with the same sitemap entry, former addresses and anchors, valid, with
 * no dead link. Only the files those pages and the site-wide files read are loaded (not the
 * other pages). Otherwise undefined, nothing touched: the caller builds the whole site. The
 * record is removed before the first file is replaced, so a build stopped halfway is followed
 * by a whole one; each file is replaced at once (rename), never seen half-written.
 */
async function quickBuild(build: QuickBuild): Promise<{ pages: number; bytes: number; routes: Route[] } | undefined> {
  const { root, out, record, inputs, log, started } = build;
  const edited = changedFiles(record.inputs, inputs);
  if (!edited || edited.length > quickLimit || edited.some((file) => !record.pages[file])) return undefined;
  const outputs = fileSignatures(out);
  if (!outputs || outputs.size !== Object.keys(record.outputs).length || [...outputs].some(([file, signature]) => record.outputs[file] !== signature)) return undefined;

  const stages: [string, string, number][] = [];
  const warnings: unknown[] = [];
  const quiet: Logger = { stage: (...line) => stages.push(line), page() {}, info() {}, warn: (line) => warnings.push(line) };
  const read = [...record.shared, ...edited]; // in the order listed: collections keep their order
  const prepared = await prepareSite(root, { ...build.overrides, unread: { pageAddresses: record.addresses, routed: record.routed } }, quiet, build.format, () => readContent(root, read));
  if (prepared.problems.length > 0 || warnings.length > 0) return undefined;
  const aliases = aliasesByTarget(prepared);
  const routes = edited.map((file) => prepared.routes.find((route) => route.page === 'markdown' && route.markdown.file === file));
  if (routes.some((route, index) => !route || factsOf(route, aliases) !== record.pages[edited[index]!])) return undefined;

  let start = performance.now();
  const bundle = await build.bundling;
  if (bundleDigest(bundle.files) !== record.bundle) return undefined;
  stages.push(['bundle', `${bundle.files.length} assets, as last built`, performance.now() - start]);
  start = performance.now();
  const pages = [...renderSite(prepared, bundle.assets, { routes: routes as Route[] })].map((page) => ({ file: page.route.file, text: htmlText(page.html), links: page.links }));
  stages.push(['render', `${record.pageCount} pages, ${record.pageCount - pages.length} as published`, performance.now() - start]);

  start = performance.now();
  const idsOf = new Map(record.ids.map(([address, index]) => [address, record.idLists[index]!]));
  if (pages.some((page) => !idsOf.get(page.links.path)?.every((id) => page.links.ids.includes(id)))) return undefined; // an anchor other pages may link to is gone
  const links: PageLinks[] = [...idsOf].map(([address, ids]) => ({ path: address, hrefs: [], ids }));
  for (const page of pages) links.push(page.links);
  const files = await staticFiles(root, [...assetPaths(bundle.files), ...record.aliases]);
  if (checkLinks(links, files).length > 0) return undefined;
  stages.push(['links', 'every link leads somewhere', performance.now() - start]);

  start = performance.now();
  if (!forgetLastBuild(root)) return undefined;
  let written: { bytes: number };
  try {
    written = replaceInPlace(out, pages);
  } catch {
    return undefined; // the whole build that follows says what went wrong
  }
  const next: LastBuild = { ...record, inputs: Object.fromEntries(inputs), bytes: record.bytes + written.bytes };
  for (const page of pages) {
    next.outputs[page.file] = signatureOf(path.join(out, page.file)) ?? '';
    const at = next.ids.findIndex(([address]) => address === page.links.path);
    next.ids[at] = [page.links.path, next.idLists.push(page.links.ids) - 1];
  }
  writeLastBuild(root, next);
  stages.push(['write', `${pages.length} ${pages.length === 1 ? 'file' : 'files'} replaced in ${path.relative(process.cwd(), out) || '.'}`, performance.now() - start]);

  for (const [name, detail, ms] of stages) log.stage(name, name === 'load' ? `${detail}, ${Object.keys(record.pages).length - edited.length} pages unchanged` : detail, ms);
  if (!prepared.content.site.integrations.chatWebhookUrl) log.warn(sentenceOf(noChatWebhook, {}));
  log.info(`Built ${record.pageCount} pages (${formatBytes(next.bytes)}) in ${formatMs(performance.now() - started)}.`);
  return { pages: record.pageCount, bytes: next.bytes, routes: prepared.routes };
}
