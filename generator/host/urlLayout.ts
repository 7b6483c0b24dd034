import { pageHrefs, type PageLinks } from '../route/checkLinks.js';
import { normalizeAddress } from '../shared/address.js';
import { unshared } from '../shared/unshared.js';
import type { Alias } from '../route/aliases.js';
import type { Route } from '../route/route.js';
import { routeAt } from '../route/whenRead.js';
import { htmlText, type PageHtml } from '../render/spliced.js';
import type { UrlFormat } from './hostRules.js';

/** The routes and aliases in one URL layout, and how a rendered page's addresses are brought to it. */
export interface UrlLayout {
  format: UrlFormat;
  routes: Route[];
  aliases: Alias[];
  /** An internal address (`/cgv`, `/cgv/`, `/cgv#prix`) as the layout writes it; others unchanged. */
  href(address: string): string;
  /** A rendered page with its links, canonical and `og:url` written the layout's way. */
  page(html: PageHtml, links: PageLinks): { html: PageHtml; links: PageLinks };
}

/**
 * Lays the routes out for `format`. The route stage always gives `file` addresses (`/cgv`,
 * `cgv.html`); in `directory` format every page but the home page and the 404 page moves to
 * `/cgv/`, written `cgv/index.html` (its file derived from the route's own, so the address rule
 * stays in one place), and so do the aliases' redirect pages. In both formats a link to a page
 * written either way in content (`/cgv` or `/cgv/`) is written the layout's way.
 */
export function layOut({
  routes,
  aliases,
  format,
  baseUrl,
}: {
  routes: Route[];
  aliases: Alias[];
  format: UrlFormat;
  baseUrl: string;
}): UrlLayout {
  const moved = (route: Pick<Route, 'path' | 'file'>) =>
    format === 'directory' && route.path !== '/' && route.file !== '404.html';
  // The paths of the pages written under their address: all but the home and 404 pages, which
  // stay where they are in both formats. A Set of paths, not a map of every address written
  // either way: `site dev` lays out 35,000 routes again on each save of `site.yaml`.
  const placed = new Set<string>();
  const laid = new Map<Route, Route>();
  const place = (route: Pick<Route, 'path' | 'file'>) => {
    if (route.path === '/' || route.file === '404.html') return;
    placed.add(route.path);
    return moved(route) ? `${route.path}/` : route.path;
  };
  /** `/cgv` or `/cgv/` as the layout writes it, when it is a page's address. */
  const addressOf = (path: string) => {
    const bare = placed.has(path)
      ? path
      : path.endsWith('/') && placed.has(path.slice(0, -1))
        ? path.slice(0, -1)
        : undefined;
    return bare !== undefined && format === 'directory' ? `${bare}/` : bare;
  };
  for (const route of routes) {
    const address = place(route);
    if (address !== undefined && moved(route)) laid.set(route, routeAt(route, address, directoryFile(route.file)));
  }
  // Every page repeats the shell's links: each is laid out once. An address cut from a page is
  // kept as a copy (see unshared): a town's own addresses would keep its page.
  const laidOut = new Map<string, string>();
  const href = (address: string): string => {
    let result = laidOut.get(address);
    if (result !== undefined) return result;
    const cut = address.search(/[?#]/);
    const [path, rest] = cut < 0 ? [address, ''] : [address.slice(0, cut), address.slice(cut)];
    result = unshared(path === '' ? address : (addressOf(normalizeAddress(path)) ?? path) + rest);
    laidOut.set(unshared(address), result);
    return result;
  };
  // A list of addresses shared by many pages (see `PageLinks.sharedHrefs`) is looked at once.
  const rightAlready = (hrefs: string[]) =>
    !hrefs.some((address) => address.startsWith('/') && href(address) !== address);
  const checked = new WeakMap<string[], boolean>();
  const laidShared = (hrefs: string[]) => {
    let result = checked.get(hrefs);
    if (result === undefined) checked.set(hrefs, (result = rightAlready(hrefs)));
    return result;
  };
  // href="/…", and the absolute address of canonical and og:url (content="https://…/…").
  const attribute = new RegExp(`(\\s(?:href|content)=")(${escapeRegExp(baseUrl)})?(/[^"]*)"`, 'g');
  const rewrite = (text: string) =>
    text.replace(attribute, (whole, head: string, base: string | undefined, address: string) =>
      address.startsWith('//') ? whole : `${head}${base ?? ''}${href(address)}"`,
    );
  return {
    format,
    routes: routes.map((route) => laid.get(route) ?? route),
    aliases:
      format === 'directory'
        ? aliases.map((alias) => ({
            ...alias,
            file: directoryFile(alias.file),
            target: laid.get(alias.target) ?? alias.target,
          }))
        : aliases,
    href,
    page(html, links) {
      // In `file` format most pages have no link written the other way (`/cgv/`): they are left
      // as rendered, and their link lists stay the ones shared between pages (see extractLinks).
      if (format === 'file' && rightAlready(links.hrefs) && (!links.sharedHrefs || laidShared(links.sharedHrefs)))
        return { html, links };
      const hrefs = [
        ...new Set(pageHrefs(links).map((address) => (address.startsWith('/') ? href(address) : address))),
      ];
      // In `file` format the shared parts of a spliced page are the templates' own, already right:
      // only the page's values (a Markdown body, a town's texts) may hold a link written otherwise.
      const laidHtml =
        typeof html === 'string'
          ? rewrite(html)
          : format === 'file'
            ? { parts: html.parts, values: html.values.map(rewrite) }
            : rewrite(htmlText(html));
      return { html: laidHtml, links: { path: links.path, hrefs, ids: links.ids } };
    },
  };
}

/** `cgv.html` → `cgv/index.html`. */
function directoryFile(file: string): string {
  return file.replace(/\.html$/, '/index.html');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
