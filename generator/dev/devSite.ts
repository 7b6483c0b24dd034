import type { Assets, SiteContextValue } from '../../templates/SiteContext.js';
import type { BundledFile } from '../bundle/bundleClient.js';
import type { PreparedSite } from '../prepareSite.js';
import type { Content } from '../validate/validateContent.js';
import type { Problem } from '../errors.js';
import type { PageLinks } from '../route/checkLinks.js';
import type { Route } from '../route/route.js';
import { contentType, type MemoryFile } from './memoryFile.js';
import type { Renderer } from './loadRenderer.js';
import { candidates, RouteIndex, type RouteLookup } from './routeIndex.js';
import type { Bilingual } from '../messages/messageKind.js';
import { noSlips, type StateWarnings } from './warningLog.js';

/** The browser bundle: the assets pages name, and its files. */
export interface Bundle {
  assets: Assets;
  files: BundledFile[];
}

/** What a state of `site dev` is made of. */
export interface DevSiteParts {
  renderer: Renderer;
  prepared: PreparedSite;
  bundle: Bundle;
  /** Changes with the code of the templates, so that every page's key does. */
  codeVersion: string;
  later?: Problem[];
  /** Its warnings (see StateWarnings); none by default. */
  warnings?: StateWarnings & { laterWarnings: Bilingual[] };
  /**
   * The state before an edit: the keys of the routes it shares with this one (the same objects,
   * see `patchPages`) are kept when what every page shares is unchanged.
   */
  previous?: DevSite;
}

/**
 * One state of the site as `site dev` serves it: content prepared (loaded, validated, routed),
 * nothing rendered. A page is rendered when asked for, through the same stages as `site
 * build`; each page has the key of what it is drawn from (see `pageKey`), computed once.
 */
export class DevSite implements StateWarnings {
  /** The routes by path and by file, sharing the maps of the state before when every address kept its place. */
  readonly index: RouteIndex;
  readonly byFile: RouteLookup;
  readonly byPath: RouteLookup;
  private readonly context: SiteContextValue;
  /** The key of what every page shares (see `contextKey`): when it changes, every page does. */
  readonly sharedKey: string;
  private readonly keys: WeakMap<Route, string>;
  /** The digest of each département's shell (see pageKey), kept while the shell is. */
  private readonly shellKeys: WeakMap<Route, string>;
  private readonly bundleFiles: Map<string, MemoryFile>;
  private generated: Map<string, MemoryFile> | undefined;
  private queue: Route[] = [];
  private stream: Iterator<{ route: Route; html: unknown; links: PageLinks }> | undefined;
  readonly renderer: Renderer;
  private readonly codeVersion: string;
  readonly prepared: PreparedSite;
  readonly bundle: Bundle;
  /** Where the Markdown bodies, compiled when first read, put their problems (see `compileBodies`): they join the problems of this state as pages are rendered or keyed. */
  readonly later: Problem[];
  readonly warnings: StateWarnings['warnings'];
  readonly slips: StateWarnings['slips'];
  /** Where its bodies put their warnings as they compile, as their problems go to `later`. */
  readonly laterWarnings: Bilingual[];

  constructor({ renderer, prepared, bundle, codeVersion, later = [], warnings, previous }: DevSiteParts) {
    this.renderer = renderer;
    this.prepared = prepared;
    this.bundle = bundle;
    this.later = later;
    this.warnings = warnings?.warnings ?? [];
    this.slips = warnings?.slips ?? noSlips;
    this.laterWarnings = warnings?.laterWarnings ?? [];
    this.index = RouteIndex.of(prepared.routes, previous?.index);
    this.byFile = this.index.byFile;
    this.byPath = this.index.byPath;
    // A save that changed only Markdown pages (see patchPages) keeps what every page shares:
    // its context and key are not made again (at 35,000 towns, a walk of the table and 200 KB of text).
    const same =
      previous?.renderer === renderer &&
      previous.bundle === bundle &&
      previous.codeVersion === codeVersion &&
      sameButPages(previous.prepared.content, prepared.content);
    this.codeVersion = codeVersion;
    this.context = same ? previous.context : renderer.pageContext(prepared, bundle.assets);
    this.sharedKey = same ? previous.sharedKey : renderer.contextKey(this.context, codeVersion);
    this.keys =
      previous?.renderer === renderer && previous.sharedKey === this.sharedKey ? previous.keys : new WeakMap();
    this.shellKeys = previous?.shellKeys ?? new WeakMap();
    this.bundleFiles = new Map(
      bundle.files.map((file) => [`/${file.path}`, { body: file.contents, type: contentType(file.path) }]),
    );
  }

  /** The content problems of this state known so far: those of preparing it, then of the bodies compiled since. */
  problems(): Problem[] {
    return [...this.prepared.problems, ...this.later];
  }

  /** The digest of everything the page's HTML depends on: equal keys, equal bytes. */
  key(route: Route): string {
    let key = this.keys.get(route);
    if (key === undefined) this.keys.set(route, (key = this.renderer.pageKey(route, this.sharedKey, this.shellKeys)));
    return key;
  }

  /** Renders one page as `site build` would, with its links. */
  render(route: Route): { html: string; links: PageLinks } {
    const page = this.draw(route);
    return { html: this.renderer.htmlText(page.html), links: page.links };
  }

  /**
   * The links of one page, rendered as `render` does but its text never joined: a town page is
   * its département's shell and a few values, and the link check of 35,000 of them would
   * otherwise make (and throw away) 35,000 strings of 40 KB.
   */
  links(route: Route): PageLinks {
    return this.draw(route).links;
  }

  private draw(route: Route): { html: Parameters<Renderer['htmlText']>[0]; links: PageLinks } {
    // One stream of renderSite for the whole state, fed one route at a time: the shells of
    // Markdown and town pages are rendered once, not once per request. renderEach walks its
    // list as it grows; should it ever stop doing so, the page is rendered on its own.
    this.stream ??= this.renderer.renderSite(this.prepared, this.bundle.assets, {
      routes: this.queue,
      context: this.context,
    });
    this.queue.push(route);
    let next: IteratorResult<{ route: Route; html: unknown; links: PageLinks }>;
    try {
      next = this.stream.next();
    } catch (error) {
      this.restart();
      throw error;
    }
    if (next.done || next.value.route !== route) {
      this.restart();
      next = this.renderer
        .renderSite(this.prepared, this.bundle.assets, { routes: [route], context: this.context })
        .next();
    }
    return next.value as { html: Parameters<Renderer['htmlText']>[0]; links: PageLinks };
  }

  /** The page (route) or file (bundle, sitemap, redirects, robots.txt) served at a file path such as `/metz.html`. */
  find(file: string): Route | MemoryFile | undefined {
    const route = this.byFile.get(file);
    if (route) return route;
    const bundled = this.bundleFiles.get(file);
    if (bundled) return bundled;
    // `/metz` asked first, before `/metz.html`: not a reason to make the sitemaps.
    if (this.routeAt(file)) return undefined;
    // Written on first need: at 35,000 towns the sitemaps are not worth making before a visitor asks.
    this.generated ??= new Map(
      this.renderer.generatedFiles(this.prepared, []).map((item) => [
        `/${item.path}`,
        {
          body: item.contents instanceof Uint8Array ? item.contents : this.renderer.htmlText(item.contents),
          type: contentType(item.path),
        },
      ]),
    );
    return this.generated.get(file);
  }

  /** The route a browser tab at `pathname` shows, if any. */
  routeAt(pathname: string): Route | undefined {
    for (const file of candidates(pathname)) {
      const route = this.byFile.get(file);
      if (route) return route;
    }
    return undefined;
  }

  /** Addresses of the bundle's files, which pages may link to. */
  assetPaths(): string[] {
    return [...this.bundleFiles.keys()];
  }

  private restart(): void {
    this.queue = [];
    this.stream = undefined;
  }
}

/**
 * Whether two states' content differ in their Markdown pages at most: every other part is the
 * same object. The page context (see pageContext) reads no Markdown page.
 */
function sameButPages(before: Content, next: Content): boolean {
  const keys = Object.keys(next) as (keyof Content)[];
  return (
    keys.length === Object.keys(before).length && keys.every((key) => key === 'pages' || before[key] === next[key])
  );
}
