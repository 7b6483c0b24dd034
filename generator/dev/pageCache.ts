/**
 * The pages `site dev` has rendered, each under the key of what it was drawn from (see
 * `pageKey`), within a limit in bytes: the page read least recently goes first. A page whose key
 * changed is a miss, so an edit never serves stale HTML; memory does not grow with the site.
 * Pages are kept as the UTF-8 bytes served, outside V8's heap: an answer copies no string.
 */
export class PageCache {
  private pages = new Map<string, { key: string; html: Buffer }>();
  private total = 0;

  constructor(readonly limit: number) {}

  /** The page at `path` if it was rendered under `key`; marks it as the most recently read. */
  get(path: string, key: string): Buffer | undefined {
    const page = this.pages.get(path);
    if (!page || page.key !== key) return undefined;
    this.pages.delete(path);
    this.pages.set(path, page);
    return page.html;
  }

  /** Keeps `html` for `path` under `key`, then drops the least recently read pages over the limit. */
  set(path: string, key: string, html: Buffer): void {
    this.delete(path);
    this.pages.set(path, { key, html });
    this.total += html.byteLength;
    for (const oldest of this.pages.keys()) {
      if (this.total <= this.limit || oldest === path) break;
      this.delete(oldest);
    }
  }

  delete(path: string): void {
    const page = this.pages.get(path);
    if (!page) return;
    this.pages.delete(path);
    this.total -= page.html.byteLength;
  }

  /** The paths held, least recently read first, with the key each was rendered under. */
  entries(): [path: string, key: string][] {
    return [...this.pages].map(([path, page]) => [path, page.key]);
  }

  /** Memory held by the pages, in bytes. */
  get bytes(): number {
    return this.total;
  }
}
