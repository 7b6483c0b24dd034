import { performance } from 'node:perf_hooks';
import type { Problem } from '../errors.js';
import type { PageLinks } from '../route/checkLinks.js';
import type { Route } from '../route/route.js';
import type { DevSite } from './devSite.js';

/** How long a slice of background work may hold the event loop before pages are served again. */
const sliceMs = 15;

/**
 * The whole-site checks of `site dev` (dead links and anchors, as `site build` runs them), kept
 * off the path of requests: every page's links are held (a few hundred bytes a page), each
 * under the key it was rendered with, so that after an edit only the pages whose key changed
 * are rendered again, in slices that let requests through.
 */
export class SiteCheck {
  private links = new Map<string, { key: string; links: PageLinks }>();
  private generation = 0;
  private last: { site: DevSite; problems: Problem[] } | undefined;
  /** Whether a page's links changed since the last whole check. */
  private moved = false;

  constructor(private readonly root: string) {}

  /** Records the links of a page just rendered. */
  note(site: DevSite, route: Route, links: PageLinks): void {
    this.keep(route.path, site.key(route), links);
  }

  private keep(path: string, key: string, links: PageLinks): void {
    const known = this.links.get(path)?.links;
    if (!known || !sameLinks(known, links)) this.moved = true;
    this.links.set(path, { key, links });
  }

  /** Stops a run under way (its result is dropped): the site changed. */
  cancel(): void {
    this.generation++;
  }

  /** Whether the links of every page of `site` are known (perhaps from before an edit). */
  covers(site: DevSite): boolean {
    // Every page of the last whole check's state is known: a state with the same addresses needs
    // no look at its 35,000 routes (25 ms of each save of the town table).
    if (this.last && site.index.sharesPlaces(this.last.site.index)) return true;
    return site.prepared.routes.every((route) => this.links.has(route.path));
  }

  /**
   * Dead links of `site` from the links known now (see `covers`). With `only`, the links of
   * those pages alone are followed (the others still count as targets): the quick check of the
   * pages just edited, merged with what the last whole check found elsewhere.
   */
  async deadLinks(site: DevSite, only?: ReadonlySet<string>): Promise<Problem[]> {
    const generation = this.generation;
    // No map of every page: the ids are looked up in the links held. What a save makes for every
    // page lives through V8's young collections, and V8 let the old generation grow rather than
    // collect it: 392 → 641 MB over 60 saves at 13,369 pages (`npm run bench`, section 7).
    const links: PageLinks[] = [];
    const follow = (path: string) => {
      const known = site.byPath.has(path) ? this.links.get(path) : undefined;
      if (known) links.push(known.links);
    };
    if (only) only.forEach(follow);
    else for (const route of site.prepared.routes) follow(route.path);
    const problems = await site.renderer.linkProblems({
      root: this.root,
      prepared: site.prepared,
      links,
      assetPaths: site.assetPaths(),
      idsOf: (path) => (site.byPath.has(path) ? (this.links.get(path)?.links.ids ?? []) : undefined),
    });
    if (only) {
      for (const problem of this.last?.problems ?? [])
        if (!problems.some((found) => found.message === problem.message)) problems.push(problem);
    } else if (generation === this.generation) {
      // A whole check overtaken by a save does not stand for the links noted since.
      this.last = { site, problems };
      this.moved = false;
    }
    return problems;
  }

  /**
   * Brings every page's links up to date, `first` first, then checks them all. With `saved`
   * (the shared key is unchanged), a page whose links are known and which reads none of the
   * saved files is not even keyed: at 35,000 pages, digesting every route is what takes time.
   * Resolves to the problems, or to undefined when a newer run or an edit overtook this one.
   */
  async run(site: DevSite, first: Route[] = [], saved?: ReadonlySet<string>): Promise<Problem[] | undefined> {
    const generation = ++this.generation;
    let slice = performance.now();
    for (const list of [first, site.prepared.routes])
      for (const route of list) {
        if (saved && this.links.has(route.path) && !route.sources.some((source) => saved.has(source))) continue;
        const key = site.key(route);
        if (this.links.get(route.path)?.key !== key) this.keep(route.path, key, site.links(route));
        if (performance.now() - slice > sliceMs) {
          await new Promise((resolve) => setImmediate(resolve));
          if (generation !== this.generation) return undefined;
          slice = performance.now();
        }
      }
    if (this.links.size > site.byPath.size) {
      for (const path of this.links.keys()) if (!site.byPath.has(path)) this.links.delete(path);
      this.last = undefined; // its pages are no longer all known (see covers)
    }
    // Every page's links as the last whole check saw them, and nothing else it read changed: its
    // result stands. The usual edit of a page's text ends here, with nothing made per page.
    const last = this.last;
    const problems =
      last && !this.moved && (last.site === site || (last.problems.length === 0 && sameTargets(last.site, site)))
        ? ((this.last = { site, problems: last.problems }), last.problems)
        : await this.deadLinks(site);
    return generation === this.generation ? problems : undefined;
  }
}

/** Whether two lists of links are the same. */
function sameLinks(a: PageLinks, b: PageLinks): boolean {
  const same = (x: string[] = [], y: string[] = []) =>
    x === y || (x.length === y.length && x.every((item, at) => item === y[at]));
  return same(a.hrefs, b.hrefs) && same(a.sharedHrefs, b.sharedHrefs) && same(a.ids, b.ids);
}

/** Whether links lead to the same places in both states: the same pages at the same addresses, the same redirects, pages left out and public files. */
function sameTargets(before: DevSite, site: DevSite): boolean {
  const [was, now] = [before.prepared, site.prepared];
  return (
    site.index.sharesPlaces(before.index) &&
    was.aliases === now.aliases &&
    was.leftOut === now.leftOut &&
    was.publicFiles === now.publicFiles &&
    before.bundle === site.bundle
  );
}
