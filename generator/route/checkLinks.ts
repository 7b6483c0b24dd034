import type { Problem, SourcePosition } from '../errors.js';
import type { RenderedPage } from '../render/renderPages.js';

/** An internal link that leads nowhere. */
export interface DeadLink {
  page: string;
  href: string;
  reason: string;
}

/**
 * Checks every internal link of the rendered pages against the routes, their `id` anchors
 * and the static files. Collects all dead links; the caller decides how loud to be.
 */
export function checkLinks(pages: RenderedPage[], staticFiles: ReadonlySet<string>): DeadLink[] {
  const anchors = new Map<string, Set<string>>();
  for (const { route, html } of pages) anchors.set(route.path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
  const dead: DeadLink[] = [];
  for (const { route, html } of pages) {
    const seen = new Set<string>();
    for (const [, raw] of html.matchAll(/\shref="([^"]*)"/g)) {
      const href = raw!.replaceAll('&amp;', '&');
      if (seen.has(href) || !(href.startsWith('/') || href.startsWith('#')) || href.startsWith('//')) continue;
      seen.add(href);
      const reason = deadReason(href, route.path, anchors, staticFiles);
      if (reason) dead.push({ page: route.path, href, reason });
    }
  }
  return dead;
}

function deadReason(href: string, from: string, anchors: Map<string, Set<string>>, staticFiles: ReadonlySet<string>): string | undefined {
  const [target = '', anchor] = href.split('#');
  const pathOnly = target.split('?')[0]!;
  const targetPath = pathOnly === '' ? from : pathOnly;
  if (staticFiles.has(targetPath)) return undefined;
  const ids = anchors.get(targetPath);
  if (!ids) return `no page at ${targetPath}`;
  if (anchor && !ids.has(anchor)) return `no element with id="${anchor}" on ${targetPath}`;
  return undefined;
}

/**
 * Dead links as problems, one per target: pinned to where the address is written in content when
 * `locate` finds it, else to the content file of the first page that carries it.
 */
export function deadLinkProblems(dead: DeadLink[], pages: RenderedPage[], locate: (href: string) => SourcePosition | undefined = () => undefined): Problem[] {
  const sources = new Map(pages.map(({ route }) => [route.path, route.sources[0] ?? `the ${route.path} page template`]));
  const byTarget = new Map<string, DeadLink[]>();
  for (const link of dead) byTarget.set(link.href, [...(byTarget.get(link.href) ?? []), link]);
  return [...byTarget].map(([href, links]) => {
    const from = links.map((link) => link.page);
    const shown = from.length > 4 ? `${from.slice(0, 4).join(', ')} and ${from.length - 4} more` : from.join(', ');
    return {
      position: locate(href) ?? { file: sources.get(links[0]!.page)!, line: 0, column: 0 },
      field: '',
      message: `dead link ${href}: ${links[0]!.reason} (linked from ${shown})`,
      hint: 'correct the address, or create the page or the section it points to.',
    };
  });
}
