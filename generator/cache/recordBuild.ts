import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { BundledFile } from '../bundle/bundleClient.js';
import type { PreparedSite } from '../prepareSite.js';
import { siteContext } from '../renderSite.js';
import type { PageLinks } from '../route/checkLinks.js';
import type { Route } from '../route/route.js';
import { fileSignatures, withRacyMarked } from './inputSnapshot.js';
import { forgetLastBuild, writeLastBuild, type LastBuild } from './lastBuild.js';

/** What a published build leaves to record (see LastBuild). */
export interface PublishedBuild {
  root: string;
  version: string;
  out: string;
  /** When the build started (epoch milliseconds): files changed since may be read again (see withRacyMarked). */
  since: number;
  /** Signatures of the files of public/ taken before the build copied them. */
  publicInputs: Map<string, string>;
  prepared: PreparedSite;
  /** Signatures of the output files as written, by path from the output folder (see Staging). */
  written: ReadonlyMap<string, string>;
  /** Every page's links and ids, as checked. */
  links: PageLinks[];
  bundle: BundledFile[];
  bytes: number;
  /** Whether the build warned (but for the missing chat webhook): a quick build would not say it again. */
  warned: boolean;
}

/**
 * Records a build whose output was just published, for the next build (see quickBuild): not
 * when it warned, or its output folder cannot be read back, or what every page shows does not
 * come back from JSON as it was; then the next build is a whole one.
 */
export function recordLastBuild(build: PublishedBuild): void {
  const record = build.warned ? undefined : recordOf(build);
  if (record) writeLastBuild(build.root, record);
  else forgetLastBuild(build.root);
}

function recordOf(build: PublishedBuild): Omit<LastBuild, 'format'> | undefined {
  const { prepared } = build;
  const context = siteContext(prepared.content);
  const { values } = prepared.content.bodies;
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify([context, values])), [context, values])) return undefined;
  const outputs = fileSignatures(build.out, { known: build.written });
  if (!outputs) return undefined;
  const pages: LastBuild['pages'] = {};
  for (const route of prepared.routes) if (route.page === 'markdown') pages[route.markdown.file] = factsOf(route);
  const lists = new Map<string, number>();
  const idLists: string[][] = [];
  const ids = build.links.map(({ path, ids: list }): [string, number] => {
    const key = list.join('\u0000');
    let index = lists.get(key);
    if (index === undefined) lists.set(key, (index = idLists.push(list) - 1));
    return [path, index];
  });
  return {
    version: build.version,
    out: build.out,
    inputs: withRacyMarked([...prepared.loaded.signatures, ...build.publicInputs], build.since),
    outputs: Object.fromEntries(outputs),
    pages,
    context,
    values,
    lastmod: prepared.content.site.sitemap.lastmod,
    addresses: [...prepared.content.bodies.pageAddresses],
    routed: prepared.layout.routed.map((route) => [route.path, route.file]),
    ids,
    idLists,
    aliases: prepared.aliases.map((alias) => alias.path),
    bundle: bundleDigest(build.bundle),
    pageCount: prepared.routes.length,
    bytes: build.bytes,
  };
}

/**
 * What other files of the output read of a Markdown page (laid out): its address (links, the
 * layout; its file follows from it), its sitemap entry (date, priority, frequency), its former
 * addresses (redirects), as one text. A page whose facts did not change can be rendered again alone.
 */
export function factsOf(route: Route): string {
  const aliases = route.page === 'markdown' ? (route.markdown.front.aliases ?? []) : [];
  const sitemap = route.sitemap ? `${route.sitemap.lastmod} ${route.sitemap.priority} ${route.sitemap.changefreq}` : 'none';
  return `${route.path} ${sitemap}${aliases.length > 0 ? ` ${JSON.stringify(aliases)}` : ''}`;
}

/** A digest of the client bundle's files, names and bytes. */
export function bundleDigest(files: BundledFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\u0000${file.contents.byteLength}\u0000`).update(file.contents);
  return hash.digest('base64url');
}
