import type { Problem, SourcePosition } from '../errors.js';
import { problemOf } from '../messages/messageKind.js';
import { aliasClash, aliasSelf, type Writer } from '../messages/routeMessages.js';
import { writerOf } from './checkRoutes.js';
import { normalizeAddress } from '../shared/address.js';
import { fileForPath, type Route } from './route.js';
import { trimChars } from '../../model/trimChars.js';

/** A former address of a page (`aliases:` of a Markdown or YAML page, a town row's `aliases` cell), redirected to it. */
export interface Alias {
  /** The former address, percent-encoded: `/ancienne-adresse`. */
  path: string;
  /** The redirect page written for it: `ancienne-adresse.html`. */
  file: string;
  /** The page it leads to. */
  target: Route;
}

/** The former addresses one page lists, where they are written. */
export interface AliasSource {
  target: Route;
  /** The file that lists them: the page's own, or `content/local/towns.csv`. */
  file: string;
  written: string[];
  /** Where the `index`th is written, and the field to name. */
  locate(index: number): { position: SourcePosition; field: string };
}

/**
 * The aliases of the pages, each checked against the routes and the other aliases: an alias
 * that would write a file a page (or another alias) already writes is a problem naming both
 * files, at the alias's line, and gets no redirect. `/ancien/` and `/ancien.html` mean `/ancien`.
 */
export function collectAliases(routes: Route[], sources: AliasSource[]): { aliases: Alias[]; problems: Problem[] } {
  const aliases: Alias[] = [];
  const problems: Problem[] = [];
  // Most sites have none: the table of 35,000 pages' files is then not worth making.
  if (sources.length === 0) return { aliases, problems };
  const owners = new Map<string, { what: Writer | { aliasOf: string }; path: string }>();
  for (const route of routes) owners.set(key(route.file), { what: writerOf(route), path: route.path });
  for (const { target: route, file: listedIn, written: addresses, locate } of sources) {
    for (const [index, written] of addresses.entries()) {
      const path = normalizeAddress(trimChars(written.replace(/\.html$/, ''), '/', 'end') || '/');
      const file = fileForPath(path);
      const owner = owners.get(key(file));
      if (owner) {
        const { position, field } = locate(index);
        problems.push(
          owner.path === route.path
            ? problemOf(aliasSelf, { alias: written }, { ...position, field })
            : problemOf(
                aliasClash,
                { alias: written, file, other: owner.what, otherPath: owner.path },
                { ...position, field },
              ),
        );
        continue;
      }
      owners.set(key(file), { what: { aliasOf: listedIn }, path });
      aliases.push({ path, file, target: route });
    }
  }
  return { aliases, problems };
}

function key(file: string): string {
  return file.normalize('NFC').toLowerCase();
}
