import { renderToString } from 'react-dom/server';
import { announcedOn } from '../../model/announcement.js';
import { contentId } from '../../model/reservedIds.js';
import { AnnouncementBanners } from '../../templates/layout/AnnouncementBanners.js';
import { SiteContext, type SiteContextValue } from '../../templates/SiteContext.js';
import type { PageHtml, Spliced } from './spliced.js';

/** Where the banners go in a page: before the main content the layout opens. */
export const mainStart = `<main id="${contentId}"`;

/**
 * Puts each page's announcements into pages whose layout was rendered once without them (see
 * createLayoutShell): `banners(path)` is their HTML for a page, byte for byte what the layout
 * renders with `path` (empty for most pages), and `into` writes it before the main content. A
 * shell's parts stay shared: each shell is cut once at that place and the banners become one
 * more value of its pages.
 */
export function createAnnouncementSlot(context: SiteContextValue) {
  const cut = new WeakMap<readonly string[], { parts: readonly string[]; at: number }>();
  const banners = (path: string): string =>
    context.announcements?.some((announcement) => announcedOn(announcement, path))
      ? renderToString(
          <SiteContext.Provider value={context}>
            <AnnouncementBanners path={path} />
          </SiteContext.Provider>,
        )
      : '';
  const into = (html: PageHtml, banner: string): PageHtml => {
    if (banner === '') return html;
    if (typeof html === 'string') return beforeMain(html, banner);
    let shell = cut.get(html.parts);
    if (!shell) cut.set(html.parts, (shell = cutShell(html)));
    const values = [...html.values.slice(0, shell.at), banner, ...html.values.slice(shell.at)];
    return { parts: shell.parts, values } satisfies Spliced;
  };
  return { banners, into };
}

/** `html` with `banner` written before its main content. */
export function beforeMain(html: string, banner: string): string {
  const at = html.indexOf(mainStart);
  if (at < 0) throw new Error(`no ${mainStart} to put the announcements before`);
  return html.slice(0, at) + banner + html.slice(at);
}

/** The shell's parts cut in two where its main content starts, and the index of the value that goes there. */
function cutShell({ parts }: Spliced): { parts: readonly string[]; at: number } {
  const at = parts.findIndex((part) => part.includes(mainStart));
  if (at < 0) throw new Error(`no ${mainStart} to put the announcements before`);
  const where = parts[at]!.indexOf(mainStart);
  return {
    parts: [...parts.slice(0, at), parts[at]!.slice(0, where), parts[at]!.slice(where), ...parts.slice(at + 1)],
    at,
  };
}
