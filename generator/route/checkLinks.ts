import { decodeHTMLAttribute } from 'entities';
import type { Problem, SourcePosition } from '../errors.js';
import { deadLink, draftLink, missingAsset, type DeadReason } from '../messages/linkMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { normalizeAddress } from '../shared/address.js';
import type { Route } from './route.js';

/** An internal link that leads nowhere. */
export interface DeadLink {
  page: string;
  href: string;
  reason: DeadReason;
}

/** The internal links and the anchors of a page: all the link check needs, without the HTML. */
export interface PageLinks {
  path: string;
  /** Internal addresses the page links to or shows (`href` and `src`, starting with `/` or `#`), each once. */
  hrefs: string[];
  /**
   * Addresses the page has in common with other pages drawn from the same shell (a town and its
   * département's), one array held by all of them: 35,000 town pages would otherwise hold
   * 35,000 copies. They count as coming before `hrefs` (see `pageHrefs`).
   */
  sharedHrefs?: string[];
  /** Values of its `id` attributes. */
  ids: string[];
}

/**
 * Reads the internal links, images and anchors of HTML the site's templates write (the page's
 * own markup): a Markdown body's are read from its Markdown instead (see pageLinks), never out
 * of its code.
 */
export function extractLinks(html: string): { hrefs: string[]; ids: string[] } {
  const hrefs = new Set<string>();
  for (const [, raw] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const href = attributeValue(raw!);
    if ((href.startsWith('/') || href.startsWith('#')) && !href.startsWith('//')) hrefs.add(own(href));
  }
  return {
    hrefs: [...hrefs],
    ids: [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => own(attributeValue(match[1]!))),
  };
}

/**
 * An attribute's value as the browser reads it, its character references decoded before the
 * address is cut at `?` and `#`: React writes the `'` of `L'Hôpital` as `&#x27;`, whose `#` was
 * taken for the start of an anchor (`#x27;H%C3%B4pital`), and `&amp;`, `&quot;` the same way.
 */
function attributeValue(raw: string): string {
  return raw.includes('&') ? decodeHTMLAttribute(raw) : raw;
}

/** Every address of a page, those it shares with others first. */
export function pageHrefs(links: Pick<PageLinks, 'hrefs' | 'sharedHrefs'>): string[] {
  return links.sharedHrefs ? [...links.sharedHrefs, ...links.hrefs] : links.hrefs;
}

/**
 * The text as a string of its own. A match cut from a page is a slice that keeps the whole page
 * in memory (V8's sliced strings): kept for the link check, the links of 35,000 town pages held
 * 2 GB of HTML. Copied, with nothing kept between calls: pages drawn from one shell share the
 * shell's lists (see townShell), and a Markdown body's links come from its tokens (see pageLinks).
 */
function own(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * Checks every internal link of the pages against the routes, their `id` anchors and the
 * static files, addresses compared percent-encoded (a link may be written either way).
 * `leftOut` are the addresses of pages not rendered because of a problem already reported:
 * links to them are not dead. Collects all dead links; the caller decides how loud to be.
 */
export function checkLinks({
  pages,
  staticFiles,
  leftOut = [],
  idsOf,
}: {
  /** The pages whose links are followed. */
  pages: PageLinks[];
  staticFiles: ReadonlySet<string>;
  leftOut?: Iterable<string>;
  /**
   * The ids of every page of the site by path, undefined for no such page; by default those of
   * `pages`. `site dev` follows the links of a few pages against the ids it holds of all.
   */
  idsOf?: (path: string) => string[] | undefined;
}): DeadLink[] {
  const anchors = pageAnchors(idsOf ?? idsIn(pages));
  const files = new Set([...staticFiles, ...leftOut].map(normalizeAddress));
  const dead: DeadLink[] = [];
  // Every page repeats the navigation's and the footer's links: an address that does not
  // depend on the page it is on (anything but `#anchor` and `?query`) is checked once, and a
  // list of addresses shared by many pages is gone through once, down to those that depend on
  // the page and those that lead nowhere.
  const known = new Map<string, DeadReason | null>();
  const reasonOf = (href: string) => {
    let reason = known.get(href);
    if (reason === undefined) known.set(href, (reason = deadReason(href, '', { anchors: anchors.of, files }) ?? null));
    return reason;
  };
  // `#anchor` on the page itself, found among its ids: pages drawn from one shell share their set.
  const onPage = (href: string, page: PageLinks) =>
    href.startsWith('#') && anchors.listOf(page.path) === page.ids && anchors.setOf(page.ids).has(href.slice(1));
  const shared = new Map<string[], string[]>();
  const left = (hrefs: string[]) => {
    let kept = shared.get(hrefs);
    if (!kept) shared.set(hrefs, (kept = hrefs.filter((href) => !href.startsWith('/') || reasonOf(href))));
    return kept;
  };
  for (const page of pages) {
    for (const list of page.sharedHrefs ? [left(page.sharedHrefs), page.hrefs] : [page.hrefs]) {
      for (const href of list) {
        const reason = href.startsWith('/')
          ? reasonOf(href)
          : onPage(href, page)
            ? null
            : deadReason(href, page.path, { anchors: anchors.of, files });
        if (reason) dead.push({ page: page.path, href, reason });
      }
    }
  }
  return dead;
}

/** The ids of `pages` by path. */
function idsIn(pages: PageLinks[]): (path: string) => string[] | undefined {
  const ids = new Map(pages.map((page) => [page.path, page.ids]));
  return (path) => ids.get(path);
}

/** The ids of each page, as a set made when first asked for (once for pages sharing their list of ids). */
function pageAnchors(idsOf: (path: string) => string[] | undefined): {
  of: (path: string) => Set<string> | undefined;
  listOf: (path: string) => string[] | undefined;
  setOf: (list: string[]) => Set<string>;
} {
  const sets = new Map<string[], Set<string>>();
  const setOf = (list: string[]) => {
    let set = sets.get(list);
    if (!set) sets.set(list, (set = new Set(list)));
    return set;
  };
  return {
    of: (path) => {
      const list = idsOf(path);
      return list ? setOf(list) : undefined;
    },
    listOf: idsOf,
    setOf,
  };
}

/** What a link may lead to: the ids of each page (undefined: no such page), and the files beside the pages. */
interface LinkTargets {
  anchors: (path: string) => Set<string> | undefined;
  files: ReadonlySet<string>;
}

/** Why `href`, written on the page at `from`, leads nowhere; undefined when it leads somewhere. */
function deadReason(href: string, from: string, { anchors, files }: LinkTargets): DeadReason | undefined {
  const [target = '', anchor] = href.split('#');
  const pathOnly = target.split('?')[0]!;
  const targetPath = pathOnly === '' ? from : normalizeAddress(pathOnly);
  if (files.has(targetPath)) return undefined;
  const ids = anchors(targetPath);
  if (!ids && fileKind(targetPath)) return { kind: 'file', target: targetPath, public: `public${decoded(targetPath)}` };
  if (!ids) return { kind: 'page', target: targetPath };
  if (anchor && !ids.has(anchor)) return { kind: 'anchor', target: targetPath, anchor };
  return undefined;
}

/** `image` for `/images/a.svg`, `file` for `/documents/a.pdf`, undefined for a page's address. */
function fileKind(address: string): 'image' | 'file' | undefined {
  const name = address.slice(address.lastIndexOf('/') + 1);
  if (/\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(name)) return 'image';
  return /\.[a-z0-9]{2,4}$/i.test(name) && !/\.html?$/i.test(name) ? 'file' : undefined;
}

function decoded(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

/**
 * Dead links as problems, one per target: pinned to where the address is written in content when
 * `locate` finds it (told the content file of the first page that carries it, to look there
 * first), else to that file.
 */
export function deadLinkProblems(
  dead: DeadLink[],
  routes: Route[],
  locate: (href: string, file?: string) => SourcePosition | undefined = () => undefined,
  /** The file of the page marked `draft: true` at an address, left out of the build: a link to it is told so. */
  draftAt: (address: string) => string | undefined = () => undefined,
): Problem[] {
  if (dead.length === 0) return []; // `site dev` asks after every save: no map of 35,000 routes for nothing
  const sources = new Map(routes.map((route) => [route.path, route.sources[0] ?? `the ${route.path} page template`]));
  const byTarget = new Map<string, DeadLink[]>();
  for (const link of dead) byTarget.set(link.href, [...(byTarget.get(link.href) ?? []), link]);
  return [...byTarget].map(([href, links]) => {
    const position = locate(href, routes.find((route) => route.path === links[0]!.page)?.sources[0]) ?? {
      file: sources.get(links[0]!.page) ?? 'a page template',
      line: 0,
      column: 0,
    };
    const from = links.map((link) => link.page);
    const reason = links[0]!.reason;
    const draft = reason.kind === 'page' ? draftAt(reason.target) : undefined;
    if (draft) return problemOf(draftLink, { href, file: draft, from }, position);
    if (reason.kind !== 'file') return problemOf(deadLink, { href, reason, from }, position);
    const inPublic = /^\/public\//.test(href) ? href.slice('/public'.length) : undefined;
    return problemOf(
      missingAsset,
      { href, image: fileKind(href.split(/[?#]/)[0]!) === 'image', file: reason.public, from, inPublic },
      position,
    );
  });
}
