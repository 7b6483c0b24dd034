import { stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatProblemIn, type Problem } from './errors.js';
import { problemsError } from './messages/problemsError.js';
import { loadContent, type LoadedContent } from './load/loadContent.js';
import { listPublicFiles, type PublicFiles } from './load/publicFiles.js';
import { publicWarnings } from './load/publicWarnings.js';
import { cameraImages } from './validate/cameraImages.js';
import { readImages, type ReadImages } from './images/readImages.js';
import { imageProblems } from './validate/imageProblems.js';
import { documentSizes } from './validate/documentSizes.js';
import { heavyImages } from './validate/heavyImages.js';
import type { UrlFormat } from './host/hostRules.js';
import { layOut, type UrlLayout } from './host/urlLayout.js';
import type { Logger } from './log.js';
import type { Alias } from './route/aliases.js';
import type { Route } from './route/route.js';
import { routeSite } from './route/routeSite.js';
import { checkContent, type Content } from './validate/validateContent.js';
import type { Overrides } from './validate/overrides.js';
import { unreachableRequests } from './validate/unreachableRequests.js';
import { insecureBaseUrl } from './validate/insecureBaseUrl.js';
import { legalNoticeGaps } from './validate/legalNoticeGaps.js';
import { announcementPages } from './validate/announcementPages.js';
import { pushAll } from './shared/pushAll.js';

/** Content read, checked and routed: what every command (build, check, dev) starts from. */
export interface PreparedSite {
  loaded: LoadedContent;
  content: Content;
  /** The pages to render: every route whose content is valid. */
  routes: Route[];
  /**
   * Problems of loading, checking, placeholders and routing that left the rest able to go on:
   * the pages concerned are not in `routes`. Any problem here means nothing may be written; the
   * caller adds the later stages' problems (dead links) and reports them all once.
   */
  problems: Problem[];
  /**
   * Addresses of the pages left out because of those problems. They stay known to the link
   * check, so a link to a page with a schema error is not also reported as a dead link.
   */
  leftOut: string[];
  /** Former addresses of Markdown pages (`aliases:`), each redirected to its page. */
  aliases: Alias[];
  /** The URL layout the routes and aliases are laid out in, and how rendered pages follow it. */
  layout: UrlLayout;
  /**
   * What `public/` publishes (see listPublicFiles); its refused links are among `problems`.
   * Absent when `public/` cannot be read: the write stage then reads it and says why.
   */
  publicFiles?: PublicFiles;
  /** The images of `public/`: their sizes, read before render, and the files to encode (see readImages). */
  images?: ReadImages;
  /** Bytes of the documents the documentation offers, by address, read from their files (see documentSizes). */
  fileSizes?: Record<string, number>;
}

/**
 * Runs the first three stages (load → validate → route), naming each as it goes. Throws the
 * problems found so far only when nothing further can run: a file every page reads
 * (`content/site.yaml`, the navigation…) is missing or invalid. `load` reads `content/`
 * (`site dev` passes one that reads again only the files saved).
 */
export async function prepareSite({
  root,
  overrides,
  log,
  format = 'file',
  load = loadContent,
  production = false,
}: {
  root: string;
  overrides: Overrides;
  log: Logger;
  /** How addresses are laid out (see layOut). */
  format?: UrlFormat;
  /** Reads `content/` (`site dev` passes one that reads again only the files saved). */
  load?: (root: string) => LoadedContent | Promise<LoadedContent>;
  /** `--production`: also refuse what a published site must not lack (requests that reach nobody). */
  production?: boolean;
}): Promise<PreparedSite> {
  const timed = async <T>(name: string, work: () => T | Promise<T>, detail: (value: T) => string): Promise<T> => {
    const start = performance.now();
    const value = await work();
    log.stage(name, detail(value), performance.now() - start);
    return value;
  };
  const loaded = await timed(
    'load',
    () => load(root),
    (value) => `${value.files.size} content files`,
  );
  const checked = await timed(
    'validate',
    () => checkContent(loaded, overrides),
    (value) => count(value.problems, 'all content valid'),
  );
  for (const warning of checked.warnings) log.warn(warning);
  const content = checked.content;
  if (!content) throw problemsError(checked.problems, 'Content check');
  const routed = await timed(
    'route',
    () => routeSite(content, loaded),
    (value) => `${value.routes.length} routes${value.problems.length > 0 ? `, ${count(value.problems, '')}` : ''}`,
  );
  const layout = layOut({ routes: routed.routes, aliases: routed.aliases, format, baseUrl: content.site.baseUrl });
  const publicFiles = await listPublic(path.join(root, 'public'));
  for (const warning of publicFiles ? await publicWarnings(publicFiles) : []) log.warn(warning);
  for (const warning of publicFiles ? await heavyImages(publicFiles, loaded) : []) log.warn(warning);
  const problems = [...checked.problems, ...routed.problems, ...(publicFiles?.problems ?? [])];
  const paths = [...routed.routes.map((route) => route.path), ...routed.leftOut];
  pushAll(problems, announcementPages(content.announcements, paths, loaded));
  const unreachable = production ? unreachableRequests(content.site, loaded) : undefined;
  if (unreachable) problems.push(unreachable);
  const insecure = insecureBaseUrl({ baseUrl: content.site.baseUrl, loaded, overrides, production });
  if (insecure?.warning) log.warn(insecure.warning);
  if (insecure?.problem) problems.push(insecure.problem);
  // The legal notice's empty fields: a published site must state them, a trial may lack them.
  const legalGaps = legalNoticeGaps(content.site, loaded);
  if (production) pushAll(problems, legalGaps);
  else for (const gap of legalGaps) log.warn({ en: formatProblemIn(gap, 'en'), fr: formatProblemIn(gap, 'fr') });
  if (publicFiles) pushAll(problems, cameraImages(publicFiles, loaded, problems));
  const images = await timed(
    'images',
    () => readImages(publicFiles),
    (value) => `${Object.keys(value.table).length} images, ${value.jobs.length} files to publish`,
  );
  const documents = publicFiles ? await documentSizes(content.documentation, publicFiles, loaded) : undefined;
  for (const warning of documents?.warnings ?? []) log.warn(warning);
  const told = imageProblems(images, loaded);
  for (const warning of told.warnings) log.warn(warning);
  pushAll(problems, told.problems);
  return {
    loaded,
    content,
    routes: layout.routes,
    problems,
    leftOut: [...checked.leftOut, ...routed.leftOut],
    aliases: layout.aliases,
    layout,
    publicFiles,
    images,
    fileSizes: documents?.sizes,
  };
}

/** What `publicDir` publishes: nothing when there is no such folder; undefined when it cannot be listed (not a folder, unreadable). */
async function listPublic(publicDir: string): Promise<PublicFiles | undefined> {
  if (!(await stat(publicDir).catch(() => undefined))) return { files: [], leftOut: [], problems: [] };
  return listPublicFiles(publicDir).catch(() => undefined);
}

function count(problems: Problem[], none: string): string {
  if (problems.length === 0) return none;
  return problems.length === 1 ? '1 problem' : `${problems.length} problems`;
}
