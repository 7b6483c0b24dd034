import { createHash } from 'node:crypto';
import type { CompiledMarkdown, MarkdownSource } from './compiledMarkdown.js';

/** Versions of one file's body kept: without a bound per file, 100 saves of one page kept 100 bodies (20 MB at 32 pages). */
const versionsMax = 2;

/**
 * Compiled Markdown bodies kept between the states `site dev` prepares, by their text and
 * source: after some saves it prepares the whole site again, and all but the saved pages
 * compile to what they compiled to before. Holds up to `limit` bodies (see keepUpTo), the least
 * recently compiled dropped first, and two versions of a file's body at most (the body of the
 * state served and of the one before). `site build` compiles each page once and keeps none.
 */
export class KeptBodies {
  private readonly bodies = new Map<string, CompiledMarkdown>();
  /** The keys kept for each file, oldest first. */
  private readonly byFile = new Map<string, string[]>();
  private readonly valuesTexts = new WeakMap<Record<string, string>, string>();
  private readonly addressesTexts = new WeakMap<ReadonlyMap<string, string>, string>();
  /** The last key of each file, with what it was made from (the text, shared with the content read). */
  private readonly lastKeys = new Map<string, { markdown: string; from: string; key: string }>();
  private limit = 0;

  /** Keeps up to `limit` bodies from now on (`site dev`: twice its number of pages). */
  keepUpTo(limit: number): void {
    this.limit = limit;
  }

  /** The body kept for `markdown` compiled from `source`, else `compile()`'s, kept. */
  take(markdown: string, source: MarkdownSource, compile: () => CompiledMarkdown): CompiledMarkdown {
    // A body fills placeholders only where it writes `{`, `%7B` in an address (see fillAddress) or
    // an entity (`&#123;`); without one it reads only the site's address (see siteDomainOf): an
    // edit of site.yaml then compiles again only the bodies it changes.
    let values = source.values.siteUrl ?? '';
    if (/[{&]|%7B/.test(markdown)) {
      const known = this.valuesTexts.get(source.values);
      if (known === undefined) this.valuesTexts.set(source.values, (values = JSON.stringify(source.values)));
      else values = known;
    }
    const from = `${source.file}\u0000${source.firstLine}\u0000${source.toc ? 1 : 0}\u0000${source.route ?? ''}\u0000${source.title ?? ''}\u0000${this.addressesText(source.pageAddresses)}\u0000${values}`;
    // A digest: the text itself in the key kept a copy of every body ever compiled. A file not
    // saved since holds the same text: its key is not digested again (0.03 s a save at 10,000 pages).
    const last = this.lastKeys.get(source.file);
    const key =
      last?.markdown === markdown && last.from === from
        ? last.key
        : createHash('sha256').update(`${from}\u0000${markdown}`).digest('base64');
    this.lastKeys.set(source.file, { markdown, from, key });
    let compiled = this.bodies.get(key);
    if (compiled) this.bodies.delete(key);
    else compiled = compile();
    this.bodies.set(key, compiled);
    const versions = (this.byFile.get(source.file) ?? []).filter((known) => known !== key && this.bodies.has(known));
    versions.push(key);
    while (versions.length > versionsMax) this.bodies.delete(versions.shift()!);
    this.byFile.set(source.file, versions);
    if (this.bodies.size > this.limit) this.bodies.delete(this.bodies.keys().next().value!);
    return compiled;
  }

  /**
   * The page addresses a body's `.md` links resolve against, as a digest for the key: the list
   * itself (10,000 addresses) copied into every key held 4 GB at 10,000 pages.
   */
  private addressesText(addresses: ReadonlyMap<string, string> | undefined): string {
    if (!addresses) return '';
    let text = this.addressesTexts.get(addresses);
    if (text === undefined)
      this.addressesTexts.set(
        addresses,
        (text = createHash('sha256')
          .update(JSON.stringify([...addresses]))
          .digest('base64')),
      );
    return text;
  }
}
