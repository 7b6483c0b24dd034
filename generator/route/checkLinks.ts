import type { DeadReason } from '../messages/linkMessages.js';
import { normalizeAddress } from '../shared/address.js';
import { deadReason } from './deadReason.js';

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

/** Every address of a page, those it shares with others first. */
export function pageHrefs(links: Pick<PageLinks, 'hrefs' | 'sharedHrefs'>): string[] {
  return links.sharedHrefs ? [...links.sharedHrefs, ...links.hrefs] : links.hrefs;
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
