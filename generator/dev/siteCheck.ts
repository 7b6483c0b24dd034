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

  constructor(private readonly root: string) {}

  /** Records the links of a page just rendered. */
  note(site: DevSite, route: Route, links: PageLinks): void {
    this.links.set(route.path, { key: site.key(route), links });
  }

  /** Stops a run under way (its result is dropped): the site changed. */
  cancel(): void {
    this.generation++;
  }

  /** Whether the links of every page of `site` are known (perhaps from before an edit). */
  covers(site: DevSite): boolean {
    return site.prepared.routes.every((route) => this.links.has(route.path));
  }

  /**
   * Dead links of `site` from the links known now (see `covers`). With `only`, the links of
   * those pages alone are followed (the others still count as targets): the quick check of the
   * pages just edited, merged with what the last whole check found elsewhere.
   */
  async deadLinks(site: DevSite, only?: ReadonlySet<string>): Promise<Problem[]> {
    const links = site.prepared.routes.map((route) => {
      const known = this.links.get(route.path)?.links ?? { path: route.path, hrefs: [], ids: [] };
      return !only || only.has(route.path) ? known : { path: known.path, hrefs: [], ids: known.ids };
    });
    const problems = await site.renderer.linkProblems({
      root: this.root,
      prepared: site.prepared,
      links,
      assetPaths: site.assetPaths(),
    });
    if (!only) this.last = { site, problems };
    else
      for (const problem of this.last?.problems ?? [])
        if (!problems.some((found) => found.message === problem.message)) problems.push(problem);
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
    let rendered = 0;
    for (const route of [...first, ...site.prepared.routes]) {
      if (saved && this.links.has(route.path) && !route.sources.some((source) => saved.has(source))) continue;
      const key = site.key(route);
      if (this.links.get(route.path)?.key !== key)
        (this.links.set(route.path, { key, links: site.links(route) }), rendered++);
      if (performance.now() - slice > sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        if (generation !== this.generation) return undefined;
        slice = performance.now();
      }
    }
    if (this.links.size > site.byPath.size)
      for (const path of this.links.keys()) if (!site.byPath.has(path)) this.links.delete(path);
    // Nothing new since the check made before the reload: its result stands.
    const problems = rendered === 0 && this.last?.site === site ? this.last.problems : await this.deadLinks(site);
    return generation === this.generation ? problems : undefined;
  }
}
