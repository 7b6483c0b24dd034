import { createHash } from 'node:crypto';
import type { CompiledMarkdown, CompiledStore, MarkdownSource } from '../markdown/compileMarkdown.js';
import { stableJson } from '../render/pageKey.js';

/*
 * Compiled Markdown bodies of the last build, kept in the cache pack (see cachePack), for the
 * validate stage: at 10,000 pages compiling the bodies is about a quarter of a build, so a build
 * after a one-page edit compiles one body and reads the others. A body's key is its text and
 * everything its compiler reads (file, first line, table of contents, the page's address and
 * every page's address, placeholder values) under the generator's version (which holds the
 * compiler); bodies with problems are never kept.
 */

/** A body as the pack stores it (its HTML as UTF-8). */
export type StoredBody = [key: string, html: Buffer, headings: CompiledMarkdown['headings'], templateTags: CompiledMarkdown['templateTags'], written: [string, { line: number; column: number }][]];

/** The store of compiled bodies, and what to save once the build has them all. */
export interface MarkdownCache extends CompiledStore {
  /** Bodies of the cache that this build did not use (edited or removed), and bodies it compiled. */
  readonly stale: number;
  /** The bodies this build used, to store. */
  stored(): StoredBody[];
}

/** The compiled bodies of `stored` (a pack's); `undefined` when they are damaged. */
export function openMarkdownCache(stored: StoredBody[] = []): MarkdownCache | undefined {
  const previous = new Map<string, StoredBody>();
  for (const body of stored) {
    const [key, , headings, templateTags, written] = body;
    if (typeof key !== 'string' || !Array.isArray(headings) || !Array.isArray(templateTags) || !Array.isArray(written)) return undefined;
    previous.set(key, body);
  }
  // The bodies this build used: as read (written back as they are) or as compiled.
  const used = new Map<string, StoredBody | CompiledMarkdown>();
  let added = 0;
  const texts = new WeakMap<object, string>();
  const textOf = (object: object, text: () => string) => {
    let found = texts.get(object);
    if (found === undefined) texts.set(object, (found = text()));
    return found;
  };
  // The page addresses (10,000 of them) go into every key as one digest, made once per build.
  const keyOf = (markdown: string, source: MarkdownSource) => {
    const values = textOf(source.values, () => stableJson(source.values));
    const addresses = source.pageAddresses ? textOf(source.pageAddresses, () => digest(JSON.stringify([...source.pageAddresses!]))) : '';
    return digest(`${source.file}\u0000${source.firstLine}\u0000${Boolean(source.toc)}\u0000${source.route ?? ''}\u0000${addresses}\u0000${values}\u0000${markdown}`);
  };
  return {
    get stale() {
      return added + previous.size - (used.size - added);
    },
    find(markdown, source) {
      const key = keyOf(markdown, source);
      const found = previous.get(key);
      if (!found) return undefined;
      used.set(key, found);
      const [, html, headings, templateTags, written] = found;
      return { html: html.toString('utf8'), headings, templateTags, problems: [], written: new Map(written) };
    },
    keep(markdown, source, compiled) {
      used.set(keyOf(markdown, source), compiled);
      added++;
    },
    stored: () => [...used].map(([key, body]) => (Array.isArray(body) ? body : [key, Buffer.from(body.html), body.headings, body.templateTags, [...body.written]])),
  };
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
