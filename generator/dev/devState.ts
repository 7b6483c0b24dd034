import { bundleClient } from '../bundle/bundleClient.js';
import type { Route } from '../route/route.js';
import { contentReader } from './contentReader.js';
import { DevSite, type Bundle } from './devSite.js';
import { loadRenderer, type Renderer } from './loadRenderer.js';
import { broughtProblem, prepareAgain, type Kept } from './prepareAgain.js';
import * as builtInRenderer from './renderer.js';

/** A state of the site prepared after a save, and whether it may be served. */
export interface Prepared {
  before: DevSite | undefined;
  next: DevSite;
  /** The Markdown pages saved, compiled already. */
  savedPages: Route[];
  /** The save brought a problem (see `broughtProblem`): `before` stays served. */
  refused: boolean;
}

/**
 * The code and content `site dev` serves, prepared again after each save: the template-dependent
 * stages (compiled again after a template edit), the client bundle (bundled again after a
 * client or CSS edit, in esbuild's process while this one prepares the content), and the state
 * of the content (see `prepareAgain`).
 */
export class DevState {
  /** The state served; none before the first preparation succeeded. */
  site: DevSite | undefined;
  private renderer: Renderer | undefined;
  /** What is kept between states (compiled bodies, the town table): made anew with each renderer, whose code made it. */
  private kept: Kept | undefined;
  private bundle: Bundle | undefined;
  private codeVersion = 0;
  private readonly reader = contentReader();

  constructor(private readonly options: { root: string; toolRoot: string; env: Record<string, string | undefined> }) {}

  /** Prepares the site after `changed` were saved (everything at start) and serves it unless the save brought a problem. */
  async prepare(changed: string[]): Promise<Prepared> {
    const { root, toolRoot, env } = this.options;
    const bundling =
      !this.bundle || changed.some((file) => file.startsWith('client/') || /^templates\/.*\.css$/.test(file))
        ? bundleClient(toolRoot)
        : undefined;
    bundling?.catch(() => undefined);
    if (!this.renderer || changed.some((file) => /^(templates|client)\//.test(file))) {
      // At start, the stages compiled into this CLI (as `site build` runs them); after a template
      // edit, compiled afresh (a second at start on a busy machine, which the first page need not wait for).
      this.renderer = this.renderer ? await loadRenderer(toolRoot) : builtInRenderer;
      this.kept = {
        bodies: new this.renderer.KeptBodies(),
        townTable: new this.renderer.KeptTownTable(),
        checkedPages: new WeakMap(),
      };
      this.codeVersion++;
    }
    const renderer = this.renderer;
    const before = this.site;
    const again = await prepareAgain({
      root,
      env,
      renderer,
      before,
      changed,
      reader: this.reader,
      kept: this.kept!,
    });
    if (bundling) this.bundle = await bundling;
    const { prepared, later } = again;
    const next = new DevSite({
      renderer,
      prepared,
      bundle: this.bundle!,
      codeVersion: String(this.codeVersion),
      later,
      warnings: again,
      previous: before,
    });
    // The Markdown pages saved are compiled now (a body compiles when first read): a problem of theirs shows before any reload.
    const saved = new Set(changed);
    const savedPages =
      before && changed.some((file) => file.endsWith('.md'))
        ? prepared.routes.filter((route) => route.page === 'markdown' && saved.has(route.markdown.file))
        : [];
    for (const route of savedPages) next.key(route);
    const refused = before !== undefined && broughtProblem(before, next, saved);
    if (!refused) this.site = next;
    return { before, next, savedPages, refused };
  }
}
