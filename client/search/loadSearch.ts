import { searchScript } from '../../model/search.js';

/** A page found: its address, its title and Pagefind's excerpt (escaped text, words found in `<mark>`). */
export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{
    results: { data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }> }[];
  }>;
}

/** Results shown at most: the count says how many were found. */
const shown = 10;

let engine: Promise<Pagefind> | undefined;

/**
 * Searches the index: the first call imports Pagefind's script from the site (it then fetches
 * its WebAssembly and the index's entry); each search fetches the index chunks and page
 * fragments it needs. A failed load is tried again on the next search.
 */
export async function loadSearch(query: string): Promise<{ count: number; hits: SearchHit[] }> {
  engine ??= (import(/* @vite-ignore */ searchScript) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  });
  const pagefind = await engine.catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  const { results } = await pagefind.search(query);
  const hits = await Promise.all(
    results.slice(0, shown).map(async (result) => {
      const data = await result.data();
      return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
    }),
  );
  return { count: results.length, hits };
}
