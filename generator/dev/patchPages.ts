import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { Bilingual } from '../messages/messageKind.js';
import type { PreparedSite } from '../prepareSite.js';
import type { Route } from '../route/route.js';
import type { Renderer } from './loadRenderer.js';
import { PatchedFiles } from './patchedFiles.js';
import { pushAll } from '../shared/pushAll.js';

/** A save that `patchPages` or `patchTowns` may apply to the state before it. */
export interface SaveToPatch {
  renderer: Renderer;
  /** The state before the save, and its problems. */
  prepared: PreparedSite;
  problems: readonly Problem[];
  /** The files saved, from the site root. */
  saved: string[];
  /** The routes before the save, by address. */
  byPath: Pick<ReadonlyMap<string, Route>, 'get'>;
  /** Where the warnings of the bodies compiled go (their slips), when the save is patched. */
  warnings?: Bilingual[];
}

/** Front-matter fields of a Markdown page that other pages depend on (addresses, redirects, which pages exist). */
const sharedFields = ['slug', 'aliases', 'draft'];

/**
 * The site after Markdown pages were saved, made from `prepared` without preparing the rest
 * again: each saved page read, checked and compiled alone (by the same functions as a whole
 * preparation) and its route replaced. A Markdown page feeds no other page and nothing every
 * page shares, unless its address, aliases or draft mark change. So this answers only when
 * every file saved is a page already in the site, with no problem before or now, and those
 * fields unchanged; otherwise undefined, and the caller prepares the whole site. At 10,000
 * pages, a few milliseconds instead of about 700.
 */
export function patchPages({ renderer, prepared, problems, saved, warnings }: SaveToPatch): PreparedSite | undefined {
  const { loaded, content } = prepared;
  if (
    saved.length === 0 ||
    !saved.every((file) => file.startsWith('content/pages/') && file.endsWith('.md') && loaded.files.has(file))
  )
    return undefined;
  if (problems.some((problem) => saved.includes(problem.position.file))) return undefined;
  const read = renderer.readContent(loaded.root, saved);
  if (read.problems.length > 0 || read.files.size !== saved.length) return undefined;
  // The slips of their values that refuse (a date to come, a link to localhost), as a whole preparation finds them.
  const refused: Problem[] = [];
  renderer.valueSlips(read, { baseUrl: content.site.baseUrl }, refused, 'refusals');
  if (refused.length > 0) return undefined;
  const next: LoadedContent = { ...loaded, files: PatchedFiles.of(loaded.files, read.files) };
  const pages = [...content.pages];
  const routes = [...prepared.routes];
  const told: Bilingual[] = [];
  for (const [file, source] of read.files) {
    if (sharedOf(loaded.files.get(file)!.source.data) !== sharedOf(source.source.data)) return undefined;
    const found: Problem[] = [];
    const checked = renderer.markdownPageOf(source, found);
    // Its title and description with their placeholders filled (`{brand}`), or refused.
    const [page] = checked
      ? renderer.frontPlaceholders({ pages: [checked], loaded: next, values: content.bodies.values, problems: found })
      : [];
    const index = pages.findIndex((known) => known.file === file);
    const at = routes.findIndex((route) => route.page === 'markdown' && route.markdown.file === file);
    if (!page || found.length > 0 || index < 0 || at < 0 || page.route !== pages[index]!.route) return undefined;
    const compiled = renderer.compileBody(page, { loaded: next, ...content.bodies });
    if (compiled.problems.length > 0) return undefined;
    pushAll(told, renderer.bodyWarnings(page, compiled));
    renderer.applyBody(page, compiled, { loaded: next });
    pages[index] = page;
    // Address and file as laid out before: they have not changed.
    routes[at] = {
      ...renderer.markdownRoute(page, content.site),
      path: routes[at]!.path,
      file: routes[at]!.file,
    };
  }
  if (warnings) pushAll(warnings, told);
  return { ...prepared, loaded: next, content: { ...content, pages }, routes, layout: { ...prepared.layout, routes } };
}

/** The fields of `sharedFields` in a front matter, as one text to compare. */
function sharedOf(data: unknown): string {
  return JSON.stringify(sharedFields.map((field) => (data as Record<string, unknown> | null)?.[field]));
}
