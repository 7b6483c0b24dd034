import type { Problem, SourcePosition } from '../errors.js';
import { deadLink, draftLink, missingAsset } from '../messages/linkMessages.js';
import { problemOf } from '../messages/messageKind.js';
import type { DeadLink } from './checkLinks.js';
import { fileKind } from './deadReason.js';
import type { Route } from './route.js';
import { nearest } from '../shared/nearest.js';

/**
 * Dead links as problems, one per target: pinned to where the address is written in content when
 * `locate` finds it (told the content file of the first page that carries it, to look there
 * first), else to that file.
 */
export function deadLinkProblems(
  dead: DeadLink[],
  routes: Route[],
  locate: (href: string, file?: string) => SourcePosition | undefined = () => undefined,
  /** The file of the page marked `draft: true` at an address, left out of the build: a link to it is told so. */
  draftAt: (address: string) => string | undefined = () => undefined,
): Problem[] {
  if (dead.length === 0) return []; // `site dev` asks after every save: no map of 35,000 routes for nothing
  const sources = new Map(routes.map((route) => [route.path, route.sources[0] ?? `the ${route.path} page template`]));
  const paths = new Set(sources.keys());
  let guesses = 0;
  /**
   * The page a dead address most likely meant: the same in lower case or without `.html`, else a
   * near spelling (looked for ten times at most: 35,000 addresses each).
   */
  const likelyPage = (target: string): string | undefined => {
    const plain =
      target
        .toLowerCase()
        .replace(/\.html?$/, '')
        .replace(/\/(index)?$/, '') || '/';
    if (plain !== target && paths.has(plain)) return plain;
    if (guesses++ >= 10) return undefined;
    // An address is not a word: one slip in five characters (`/mets`), not `/verdun` for `/perdu`.
    const near = [...paths].filter((path) => Math.abs(path.length - plain.length) <= 2);
    return nearest(plain, near, Math.floor(plain.length / 5));
  };
  const byTarget = new Map<string, DeadLink[]>();
  for (const link of dead) byTarget.set(link.href, [...(byTarget.get(link.href) ?? []), link]);
  return [...byTarget].map(([href, links]) => {
    const position = locate(href, routes.find((route) => route.path === links[0]!.page)?.sources[0]) ?? {
      file: sources.get(links[0]!.page) ?? 'a page template',
      line: 0,
      column: 0,
    };
    const from = links.map((link) => link.page);
    const reason = links[0]!.reason;
    const draft = reason.kind === 'page' ? draftAt(reason.target) : undefined;
    if (draft) return problemOf(draftLink, { href, file: draft, from }, position);
    if (reason.kind === 'anchor') return problemOf(deadLink, { href, reason, from }, position);
    if (reason.kind !== 'file')
      return problemOf(deadLink, { href, reason, from, nearest: likelyPage(reason.target) }, position);
    const inPublic = /^\/public\//.test(href) ? href.slice('/public'.length) : undefined;
    return problemOf(
      missingAsset,
      { href, image: fileKind(href.split(/[?#]/)[0]!) === 'image', file: reason.public, from, inPublic },
      position,
    );
  });
}
