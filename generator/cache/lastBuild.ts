import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteContextValue } from '../../templates/SiteContext.js';
import { cacheFolder } from './cachePack.js';

/*
 * What the last cached build published, for the next build to see what changed since (see
 * quickBuild.ts). Written once that build's output is in place, removed before a build touches
 * that output in place: a build stopped halfway leaves no record, and the next build is whole.
 */

/** The record's layout: a record of another is not read. */
const recordFormat = 2;

/** The record of the last cached build. */
export interface LastBuild {
  format: typeof recordFormat;
  /** Generator version (see generatorVersion) and build options: any change means a whole build. */
  version: string;
  /** The output folder, absolute. */
  out: string;
  /** Signatures of the files of content/ as read and of public/ before it was copied (see inputSnapshot); `:racy` marks one to read again. */
  inputs: Record<string, string>;
  /** Signatures of every file of the output folder once published. */
  outputs: Record<string, string>;
  /** Routed Markdown pages by source file: their facts (see factsOf). */
  pages: Record<string, string>;
  /** What every page is rendered with but the bundle's assets (see pageContext). */
  context: Omit<SiteContextValue, 'assets'>;
  /** Placeholder values of Markdown bodies. */
  values: Record<string, string>;
  /** The sitemap date of a page without its own. */
  lastmod: string;
  /** Every Markdown page's address by source file, drafts included (relative links). */
  addresses: [string, string][];
  /** Every route as the route stage gave it, before the URL layout: address and file. */
  routed: [string, string][];
  /** The `id`s of every page, by address: an index into `idLists` (pages share their shell's). */
  ids: [string, number][];
  idLists: string[][];
  /** Former addresses (aliases), which pages may link to. */
  aliases: string[];
  /** Digest of the client bundle's files. */
  bundle: string;
  /** The number of pages and the bytes written, for the summary. */
  pageCount: number;
  bytes: number;
}

/**
 * The version a record is for: the generator's (see generatorVersion) and every setting of the
 * build that pages read (base URL, drafts, URL format, the environment variables of applyEnv).
 */
export function buildVersion(codeVersion: string, settings: Record<string, unknown>): string {
  return digest(JSON.stringify([codeVersion, Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1))]));
}

/**
 * Records the anchors of the page at `address` (a quick build rendered it again). The lists no
 * page uses any more are dropped once there are a thousand: the record does not grow with edits.
 */
export function setPageIds(record: Pick<LastBuild, 'ids' | 'idLists'>, address: string, ids: string[]): void {
  record.ids[record.ids.findIndex(([at]) => at === address)] = [address, record.idLists.push(ids) - 1];
  if (record.idLists.length <= record.ids.length + 1000) return;
  const kept = new Map<number, number>();
  const lists: string[][] = [];
  record.ids = record.ids.map(([at, index]) => {
    let next = kept.get(index);
    if (next === undefined) kept.set(index, (next = lists.push(record.idLists[index]!) - 1));
    return [at, next];
  });
  record.idLists = lists;
}

/** Where the record of `root`'s last build is kept. */
export function recordFile(root: string): string {
  return path.join(cacheFolder(root), 'last-build.json');
}

/** The record of `root`'s last build for `version`, or undefined when there is none, or any doubt about it. */
export function readLastBuild(root: string, version: string): LastBuild | undefined {
  try {
    const text = readFileSync(recordFile(root), 'utf8');
    const cut = text.indexOf('\n');
    if (cut < 0 || digest(text.slice(cut + 1)) !== text.slice(0, cut)) return undefined;
    const record = JSON.parse(text.slice(cut + 1)) as LastBuild;
    return record.format === recordFormat && record.version === version ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the record atomically; a record that cannot be written is only a slower next build. */
export function writeLastBuild(root: string, record: Omit<LastBuild, 'format'>): void {
  const file = recordFile(root);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const json = JSON.stringify({ format: recordFormat, ...record });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temporary, `${digest(json)}\n${json}`);
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
    forgetLastBuild(root);
  }
}

/** Removes the record: the next build reads and renders everything it needs. False when it could not. */
export function forgetLastBuild(root: string): boolean {
  try {
    rmSync(recordFile(root), { force: true });
    return true;
  } catch {
    return false;
  }
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
