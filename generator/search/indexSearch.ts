import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { searchFolder, isSearchedPath } from '../../model/search.js';
import type { Route } from '../route/route.js';
import type { OutputFile } from '../write/writeSite.js';

/** Pagefind's ready-made interfaces (the island draws its own) and the index of pages of no language: not published. */
const unused = /^(pagefind-(ui|component-ui|modular-ui|highlight)\.|wasm\.unknown\.)/;

/** What the search stage made: the files to publish under `pagefind/`, and how many pages it read. */
export interface SearchIndex {
  files: OutputFile[];
  pages: number;
  bytes: number;
}

/**
 * Builds the Pagefind index of the pages the help centre searches (see isSearchedPath), read back
 * from the new output folder `folder` where the render stage wrote them. The index is French
 * (French stemming; accents optional: « portabilite » finds « portabilité »). It reads each
 * page's `<main>` only (not the navigation, footer or cart) and leaves out the headings' « # »
 * links, what a page marks `data-pagefind-ignore` (an article's neighbours and support cards)
 * and its islands' buttons. The files are returned, not written: the caller writes them into the
 * same new output folder, swapped in with the rest, so a failed build still leaves `out/` untouched.
 */
export async function indexSearch(routes: readonly Route[], folder: string): Promise<SearchIndex> {
  const searched = routes.filter((route) => route.sitemap && isSearchedPath(route.path));
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: ['[data-island]', 'svg', 'nav', '.heading-anchor'],
    forceLanguage: 'fr',
  });
  try {
    if (!index) throw new Error(`Internal error: Pagefind did not start: ${errors.join('; ')}`);
    for (const route of searched) {
      const content = await readFile(path.join(folder, route.file), 'utf8');
      const added = await index.addHTMLFile({ url: route.path, content });
      if (added.errors.length > 0)
        throw new Error(`Internal error: Pagefind could not read ${route.path}: ${added.errors.join('; ')}`);
    }
    const built = await index.getFiles();
    if (built.errors.length > 0)
      throw new Error(`Internal error: Pagefind could not write its index: ${built.errors.join('; ')}`);
    const files = built.files
      .filter((file) => !unused.test(file.path))
      .map((file) => ({ path: `${searchFolder}/${file.path}`, contents: file.content }));
    const bytes = files.reduce((total, file) => total + file.contents.byteLength, 0);
    return { files, pages: searched.length, bytes };
  } finally {
    await pagefind.close();
  }
}
