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

/** One line per dead target, naming the pages that link to it: `/equipements (no page at /equipements), linked from /, /cgv`. */
export function summariseDeadLinks(dead: DeadLink[]): string[] {
  const byTarget = new Map<string, DeadLink[]>();
  for (const link of dead) byTarget.set(link.href, [...(byTarget.get(link.href) ?? []), link]);
  return [...byTarget].map(([href, links]) => {
    const pages = links.map((link) => link.page);
    const shown = pages.length > 4 ? `${pages.slice(0, 4).join(', ')} and ${pages.length - 4} more` : pages.join(', ');
    return `dead link ${href} (${links[0]!.reason}), linked from ${shown}`;
  });
}
