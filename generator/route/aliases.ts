import type { Problem, SourcePosition } from '../errors.js';
import { normalizeAddress } from './address.js';
import { fileForPath, type Route } from './route.js';

/** A former address of a Markdown page (`aliases:` in its front matter), redirected to it. */
export interface Alias {
  /** The former address, percent-encoded: `/ancienne-adresse`. */
  path: string;
  /** The redirect page written for it: `ancienne-adresse.html`. */
  file: string;
  /** The page it leads to. */
  target: Route;
}

/**
 * The aliases of the routes, each checked against the pages and the other aliases: an alias
 * that would write a file a page (or another alias) already writes is a problem naming both
 * files, at the alias's line, and gets no redirect. `/ancien/` and `/ancien.html` mean `/ancien`.
 */
export function collectAliases(routes: Route[], locate: (file: string, index: number) => SourcePosition): { aliases: Alias[]; problems: Problem[] } {
  const owners = new Map<string, { what: string; path: string }>();
  for (const route of routes) owners.set(key(route.file), { what: route.sources[0] ?? `the built-in ${route.path} page`, path: route.path });
  const aliases: Alias[] = [];
  const problems: Problem[] = [];
  for (const route of routes) {
    if (route.page !== 'markdown') continue;
    for (const [index, written] of (route.markdown.front.aliases ?? []).entries()) {
      const path = normalizeAddress(written.replace(/\.html$/, '').replace(/\/+$/, '') || '/');
      const file = fileForPath(path);
      const owner = owners.get(key(file));
      if (owner) {
        const self = owner.path === route.path;
        problems.push({
          position: locate(route.markdown.file, index),
          field: `aliases[${index}]`,
          message: self
            ? `the alias ${written} is the page's own address`
            : `the alias ${written} would be written to ${file}, which ${owner.what} already writes (at ${owner.path})`,
          hint: self ? 'remove this line.' : 'remove this alias, or move or rename the other page so that each address leads to one page only.',
        });
        continue;
      }
      owners.set(key(file), { what: `an alias of ${route.markdown.file}`, path });
      aliases.push({ path, file, target: route });
    }
  }
  return { aliases, problems };
}

function key(file: string): string {
  return file.normalize('NFC').toLowerCase();
}
