import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { StoredBody } from './markdownCache.js';
import type { StoredPages } from './pageIndex.js';

/*
 * The build cache of a project is one file, node_modules/.cache/site-build/cache.pack: read once
 * when a build starts, written once when it has published its pages. It holds the compiled
 * Markdown bodies and, for each page, its key, its links and the identity of the file the last
 * build published (the pages themselves stay in out/, which the next build hard-links from).
 * Layout: a header (a mark, the lengths of the two parts, their CRC-32), a JSON part, then the
 * bodies' HTML one after the other as UTF-8, which the JSON points into: 30 MB of HTML at 10,000
 * pages would cost JSON's escaping both ways, and a body kept from the last pack is written back
 * as the bytes it was read as. A pack cut short by a killed build or a full disk, or changed by
 * hand, is refused, and the build is a cold one.
 * Written beside, then renamed: a build killed at any moment leaves the old pack or the new one.
 */

const mark = Buffer.from('SBP2');
const headerSize = 16;
/** Raise it whenever the pack's layout changes: an older pack is then ignored. */
const format = 2;

/** What a pack holds. */
export interface CachePack {
  /** The generator's version the pack is for (see generatorVersion). */
  codeVersion: string;
  /** The output folder (absolute) where the pages of `pages` were published. */
  out: string;
  markdown: StoredBody[];
  pages: StoredPages;
}

/** Why a pack is not used: damaged, unreadable, or made by other code. */
export type PackDoubt = { kind: 'damaged' | 'unreadable'; detail: string } | { kind: 'version' };

/** Where a project's cache lives. */
export function cacheFolder(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'site-build');
}

/** Where the pack of `root` is kept. */
export function packFile(root: string): string {
  return path.join(cacheFolder(root), 'cache.pack');
}

/** Reads the pack of `root` for `codeVersion`: the pack, or why it cannot be trusted, or neither when there is none. */
export function readCachePack(root: string, codeVersion: string): { pack?: CachePack; doubt?: PackDoubt } {
  let data: Buffer;
  try {
    data = readFileSync(packFile(root));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    return { doubt: { kind: 'unreadable', detail: (error as Error).message } };
  }
  const notPack = { doubt: { kind: 'damaged', detail: 'not a cache pack' } } as const;
  if (data.byteLength < headerSize || !data.subarray(0, 4).equals(mark)) return notPack;
  const jsonLength = data.readUInt32LE(4);
  const body = data.subarray(headerSize);
  if (jsonLength + data.readUInt32LE(8) !== body.byteLength) return { doubt: { kind: 'damaged', detail: 'cut short' } };
  if (data.readUInt32LE(12) !== crc32(body)) return { doubt: { kind: 'damaged', detail: 'its contents changed' } };
  let stored: { format?: unknown; pack?: Omit<CachePack, 'markdown'> & { markdown: [string, number, number, ...unknown[]][] } };
  try {
    stored = JSON.parse(body.subarray(0, jsonLength).toString('utf8')) as typeof stored;
  } catch {
    return notPack;
  }
  if (stored?.format !== format || stored.pack?.codeVersion !== codeVersion) return { doubt: { kind: 'version' } };
  const { out, markdown, pages } = stored.pack;
  if (typeof out !== 'string' || !Array.isArray(markdown) || typeof pages !== 'object' || pages === null) return notPack;
  const html = body.subarray(jsonLength);
  const bodies: StoredBody[] = [];
  for (const [key, start, length, ...rest] of markdown) {
    if (!Number.isInteger(start) || !Number.isInteger(length) || start + length > html.byteLength) return notPack;
    bodies.push([key, html.subarray(start, start + length), ...rest] as StoredBody);
  }
  return { pack: { ...stored.pack, markdown: bodies } };
}

/** Writes the pack of `root` atomically, and removes what killed builds left (their temporary packs). Throws when it cannot. */
export function writeCachePack(root: string, pack: CachePack): void {
  const file = packFile(root);
  let length = 0;
  const markdown = pack.markdown.map(([key, html, ...rest]) => [key, (length += html.byteLength) - html.byteLength, html.byteLength, ...rest]);
  const json = Buffer.from(JSON.stringify({ format, pack: { ...pack, markdown } }));
  const body = Buffer.concat([json, ...pack.markdown.map(([, html]) => html)]);
  const header = Buffer.alloc(headerSize);
  mark.copy(header);
  header.writeUInt32LE(json.byteLength, 4);
  header.writeUInt32LE(length, 8);
  header.writeUInt32LE(crc32(body), 12);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temporary, Buffer.concat([header, body]));
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  for (const name of readdirSync(path.dirname(file))) {
    const pid = /^cache\.pack\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid !== undefined && !running(Number(pid))) rmSync(path.join(path.dirname(file), name), { force: true });
  }
}

/** Removes the pack of `root` (`--no-cache`); one that cannot be removed is still checked page by page when read. */
export function removeCachePack(root: string): void {
  try {
    rmSync(packFile(root), { force: true });
  } catch {
    // Read next time: each page it holds is linked only if its published file is the one recorded.
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
