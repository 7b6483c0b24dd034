import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledMarkdown, CompiledStore, MarkdownSource } from '../markdown/compileMarkdown.js';
import { stableJson } from '../render/pageKey.js';
import { cacheFolder } from './buildCache.js';

/*
 * Compiled Markdown bodies of the last build, in node_modules/.cache/site-build/markdown.json,
 * for the validate stage: at 10,000 pages compiling the bodies is about a quarter of a build,
 * so a build after a one-page edit compiles one body and reads the others. A body's key is its
 * text and everything its compiler reads (file, first line, table of contents, placeholder
 * values) under the generator's version (which holds the compiler); bodies with problems are
 * never kept. Written beside, then renamed, and only when it changed.
 */

const format = 2;

type Stored = [key: string, html: string, headings: CompiledMarkdown['headings'], templateTags: CompiledMarkdown['templateTags'], written: [string, { line: number; column: number }][]];

/** The store of compiled bodies, and how to save it once the build has them all. */
export interface MarkdownCache extends CompiledStore {
  /** Why the file was not read, as one line; none when all is well or there was none. */
  readonly notice?: string;
  /** Writes the bodies this build used, when they differ from the file's; a notice when that failed. */
  commit(): string | undefined;
}

/** Opens the compiled bodies of `root` for `codeVersion`; `rebuild` (`--no-cache`): starts anew. */
export function openMarkdownCache(root: string, codeVersion: string, rebuild = false): MarkdownCache {
  const file = path.join(cacheFolder(root), 'markdown.json');
  const previous = new Map<string, CompiledMarkdown>();
  const used = new Map<string, CompiledMarkdown>();
  let notice: string | undefined;
  let added = 0;
  try {
    const stored = JSON.parse(rebuild ? 'null' : readFileSync(file, 'utf8')) as { format: number; codeVersion: string; entries: Stored[] } | null;
    if (stored?.format === format && stored.codeVersion === codeVersion) {
      for (const [key, html, headings, templateTags, written] of stored.entries) {
        if (typeof key !== 'string' || typeof html !== 'string' || !Array.isArray(headings) || !Array.isArray(templateTags) || !Array.isArray(written)) throw new SyntaxError('damaged');
        previous.set(key, { html, headings, templateTags, problems: [], written: new Map(written) });
      }
    }
  } catch (error) {
    previous.clear();
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') notice = 'build cache of compiled Markdown not used: its file is damaged; every body is compiled again';
  }
  const valueKeys = new WeakMap<object, string>();
  const textOf = (object: object, text: () => string) => {
    let found = valueKeys.get(object);
    if (found === undefined) valueKeys.set(object, (found = text()));
    return found;
  };
  // The page addresses (10,000 of them) go into every key as one digest, made once per build.
  const keyOf = (markdown: string, source: MarkdownSource) => {
    const values = textOf(source.values, () => stableJson(source.values));
    const addresses = source.pageAddresses ? textOf(source.pageAddresses, () => createHash('sha256').update(JSON.stringify([...source.pageAddresses!])).digest('base64url')) : '';
    return createHash('sha256').update(`${source.file}\u0000${source.firstLine}\u0000${Boolean(source.toc)}\u0000${source.route ?? ''}\u0000${addresses}\u0000${values}\u0000${markdown}`).digest('base64url');
  };
  return {
    notice,
    find(markdown, source) {
      const key = keyOf(markdown, source);
      const found = previous.get(key);
      if (found) used.set(key, found);
      return found;
    },
    keep(markdown, source, compiled) {
      used.set(keyOf(markdown, source), compiled);
      added++;
    },
    commit() {
      if (added === 0 && used.size === previous.size) return undefined;
      const entries: Stored[] = [...used].map(([key, body]) => [key, body.html, body.headings, body.templateTags, [...body.written]]);
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(temporary, JSON.stringify({ format, codeVersion, entries }));
        renameSync(temporary, file);
        return undefined;
      } catch (error) {
        rmSync(temporary, { force: true });
        return `build cache of compiled Markdown not updated (${(error as Error).message})`;
      }
    },
  };
}
