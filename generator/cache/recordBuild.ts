import { createHash } from 'node:crypto';
import type { BundledFile } from '../bundle/bundleClient.js';
import type { PreparedSite } from '../prepareSite.js';
import type { PageLinks } from '../route/checkLinks.js';
import type { Route } from '../route/route.js';
import { fileSignatures } from './inputSnapshot.js';
import { forgetLastBuild, writeLastBuild, type LastBuild } from './lastBuild.js';

/** What a published build leaves to record (see LastBuild). */
export interface PublishedBuild {
  root: string;
  version: string;
  out: string;
  /** Signatures of content/ and public/ taken before the build read them. */
  inputs: Map<string, string>;
  prepared: PreparedSite;
  /** Every page's links and ids, as checked. */
  links: PageLinks[];
  bundle: BundledFile[];
  bytes: number;
}

/** Records a build whose output was just published, for the next build (see quickBuild). */
export function recordLastBuild(build: PublishedBuild): void {
  const record = recordBuild(build);
  if (record) writeLastBuild(build.root, record);
  else forgetLastBuild(build.root);
}

/**
 * The record of a build whose output was just published; undefined when the output folder
 * cannot be read back (the next build is then a whole one).
 */
function recordBuild(build: PublishedBuild): Omit<LastBuild, 'format'> | undefined {
  const outputs = fileSignatures(build.out);
  if (!outputs) return undefined;
  const { prepared } = build;
  const aliases = aliasesByTarget(prepared);
  const pages: LastBuild['pages'] = {};
  for (const route of prepared.routes) if (route.page === 'markdown') pages[route.markdown.file] = factsOf(route, aliases);
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
    inputs: Object.fromEntries(build.inputs),
    outputs: Object.fromEntries(outputs),
    shared: [...prepared.loaded.files.keys(), ...prepared.loaded.tables.keys()].filter((file) => pages[file] === undefined),
    pages,
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
 * What other files of the output read of a Markdown page: its address and file (links, the
 * layout), its sitemap entry (dates, priority), its former addresses (redirects), as one text.
 * digested. A page whose facts did not change can be rendered again alone.
 */
export function factsOf(route: Route, aliases: Map<string, string[]>): string {
  return createHash('sha256').update(JSON.stringify([route.path, route.file, route.sitemap ?? null, aliases.get(route.path) ?? []])).digest('base64url').slice(0, 22);
}

/** The former addresses of the pages, by the address of the page they lead to. */
export function aliasesByTarget(prepared: PreparedSite): Map<string, string[]> {
  const byTarget = new Map<string, string[]>();
  for (const alias of prepared.aliases) byTarget.set(alias.target.path, [...(byTarget.get(alias.target.path) ?? []), alias.path]);
  return byTarget;
}

/** A digest of the client bundle's files, names and bytes. */
export function bundleDigest(files: BundledFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\u0000${file.contents.byteLength}\u0000`).update(file.contents);
  return hash.digest('base64url');
}
