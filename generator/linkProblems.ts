import type { Problem } from './errors.js';
import { findInContent } from './load/loadContent.js';
import type { PreparedSite } from './prepareSite.js';
import { checkLinks, type PageLinks } from './route/checkLinks.js';
import { deadLinkProblems } from './route/deadLinkProblems.js';
import { repeatedIdProblems, repeatedIds } from './route/repeatedIds.js';
import { staticFiles } from './route/staticFiles.js';

/**
 * Every internal link of `links` that leads nowhere (no route, no `#anchor`, no file of
 * `public/`, the bundle or the generated files), as problems pinned to where the address is
 * written in content; then every id given twice in one page (a link to it, and the islands,
 * would find the first only), pinned to the page's content file.
 */
export async function linkProblems({
  root,
  prepared,
  links,
  assetPaths,
  idsOf,
}: {
  root: string;
  prepared: PreparedSite;
  /** The pages whose links are followed: by default every page. */
  links: PageLinks[];
  assetPaths: string[];
  /** The ids of every page by path, when `links` are not all the pages (see checkLinks). */
  idsOf?: (path: string) => string[] | undefined;
}): Promise<Problem[]> {
  const files = await staticFiles(
    root,
    [
      ...assetPaths,
      ...prepared.aliases.map((alias) => alias.path),
      // The files the encode stage writes after this check: a page's <picture> names them.
      ...(prepared.images?.jobs ?? []).map((job) => `/${job.path}`),
    ],
    prepared.publicFiles,
  );
  // A relative address of a Markdown page was made absolute: it is found where it was written.
  // Looked up for dead links only: `site dev` compiles a body when its `written` is first read.
  const locate = (href: string, file?: string) => {
    const page = file === undefined ? undefined : prepared.content.pages.find((known) => known.file === file);
    const at = page?.written?.get(href);
    return at && file ? { file, ...at } : findInContent(prepared.loaded, href, file);
  };
  const inFile = (needle: string, file: string) => {
    const at = findInContent(prepared.loaded, needle, file);
    return at?.file === file ? at : undefined;
  };
  return [
    ...deadLinkProblems(
      checkLinks({ pages: links, staticFiles: files, leftOut: prepared.leftOut, idsOf }),
      prepared.routes,
      locate,
      (address) => draftAt(prepared, address),
    ),
    ...repeatedIdProblems(repeatedIds(links), prepared.routes, inFile),
  ];
}

/** The file of the page marked `draft: true` whose address is `address`, left out of this build. */
function draftAt(prepared: PreparedSite, address: string): string | undefined {
  for (const [file, at] of prepared.content.bodies.pageAddresses) {
    const front = prepared.loaded.files.get(file)?.source.data as { draft?: unknown } | null | undefined;
    if (at === address && front?.draft === true && !prepared.content.pages.some((page) => page.file === file))
      return file;
  }
  return undefined;
}
