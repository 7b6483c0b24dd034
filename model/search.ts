/**
 * The help centre's search (Pagefind, built from the rendered pages): what it indexes, where its
 * files are published, and which pages run it. Read by the build's search stage, the pages'
 * Content-Security-Policy and the search island alike.
 */

/** Where the index and Pagefind's script are published: `/pagefind/pagefind.js`, its WebAssembly, its fragments. */
export const searchFolder = 'pagefind';

/** The script the search island imports on the field's first focus. */
export const searchScript = `/${searchFolder}/pagefind.js`;

/** Pages holding a search field: their policy lets Pagefind compile its WebAssembly ('wasm-unsafe-eval'). */
export const searchPages: readonly string[] = ['/centre-aide'];

/** Offer pages the search finds, beside the help articles and the documentation. */
const offerPages = ['/standard-telephonique-virtuel', '/fibre-professionnelle', '/equipements', '/fonctionnalites'];

/**
 * Whether the search indexes the page at `path`: the help articles (`/aide/…`), the
 * documentation and video tutorials, and the offer pages. Not the 35,000 town pages: a visitor
 * looking for help does not need them, and the index stays small and fast to build.
 */
export function isSearchedPath(path: string): boolean {
  const address = path.replace(/\/$/, '') || '/';
  return (
    address.startsWith('/aide/') ||
    address === '/documentation' ||
    address.startsWith('/documentation/') ||
    address === '/tutoriels-video' ||
    address.startsWith('/tutoriels-video/') ||
    offerPages.includes(address)
  );
}
