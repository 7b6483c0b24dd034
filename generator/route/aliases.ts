import type { Problem, SourcePosition } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { aliasClash, aliasSelf, type Writer } from '../messages/routeMessages.js';
import { writerOf } from './checkRoutes.js';
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
export function collectAliases(
  routes: Route[],
  locate: (file: string, index: number) => SourcePosition,
): { aliases: Alias[]; problems: Problem[] } {
  const aliases: Alias[] = [];
  const problems: Problem[] = [];
  const withAliases = routes.filter(
    (route): route is Route & { page: 'markdown' } =>
      route.page === 'markdown' && (route.markdown.front.aliases?.length ?? 0) > 0,
  );
  // Most sites have none: the table of 35,000 pages' files is then not worth making.
  if (withAliases.length === 0) return { aliases, problems };
  const owners = new Map<string, { what: Writer | { aliasOf: string }; path: string }>();
  for (const route of routes) owners.set(key(route.file), { what: writerOf(route), path: route.path });
  for (const route of withAliases) {
    for (const [index, written] of (route.markdown.front.aliases ?? []).entries()) {
      const path = normalizeAddress(written.replace(/\.html$/, '').replace(/\/+$/, '') || '/');
      const file = fileForPath(path);
      const owner = owners.get(key(file));
      if (owner) {
        const position = locate(route.markdown.file, index);
        const field = `aliases[${index}]`;
        problems.push(
          owner.path === route.path
            ? problemOf(aliasSelf, { alias: written }, position, field)
            : problemOf(
                aliasClash,
                { alias: written, file, other: owner.what, otherPath: owner.path },
                position,
                field,
              ),
        );
        continue;
      }
      owners.set(key(file), { what: { aliasOf: route.markdown.file }, path });
      aliases.push({ path, file, target: route });
    }
  }
  return { aliases, problems };
}

function key(file: string): string {
  return file.normalize('NFC').toLowerCase();
}
