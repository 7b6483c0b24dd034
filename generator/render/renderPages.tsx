import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Document } from '../../templates/Document.js';
import { Layout } from '../../templates/layout/Layout.js';
import { pages, type PageProps } from '../../templates/pages/pages.js';
import { SiteContext, type SiteContextValue } from '../../templates/SiteContext.js';
import type { PageRendered } from '../log.js';
import type { PageLinks } from '../route/checkLinks.js';
import { extractLinks } from '../route/extractLinks.js';
import type { PageBody, PropsPageName, Route } from '../route/route.js';
import { beforeMain, createAnnouncementSlot } from './createAnnouncementSlot.js';
import { createMarkdownShell } from './markdownShell.js';
import { createTownShell } from './townShell.js';
import type { PageHtml } from './spliced.js';

/** A page rendered to a complete HTML document, with its internal links and anchors. */
export interface RenderedPage {
  route: Route;
  html: PageHtml;
  links: PageLinks;
}

/** Renders one route to HTML. Pure: the same route and context give the same text. */
export function renderPage(route: Route, context: SiteContextValue): string {
  return naming(route, () =>
    renderToString(documentOf(route, context, <Layout path={route.path}>{pageBody(route)}</Layout>)),
  );
}

/**
 * Renders routes like renderPage, the layout (navigation bar, footer, cart drawer…, which read
 * only the site) rendered once: each page renders its document head and its body, and the
 * layout's text is put around the body. At the real site's 142 town lists, the layout was most
 * of a page's render. A test compares every page of a site with renderPage, byte for byte.
 * The page's announcements are put before its main content (see createAnnouncementSlot);
 * `banners: false` leaves them out, for the shells of Markdown and town pages, which get their
 * own per page.
 */
export function createLayoutShell(
  context: SiteContextValue,
): (route: Route, options?: { banners?: boolean }) => string {
  let layout: [string, string] | undefined;
  const announcing = createAnnouncementSlot(context);
  return (route, { banners = true } = {}) =>
    naming(route, () => {
      layout ??= cut(
        renderToString(
          <SiteContext.Provider value={context}>
            <Layout>{slot}</Layout>
          </SiteContext.Provider>,
        ),
        `${slot}</main>`,
      );
      const alone = renderToString(<SiteContext.Provider value={context}>{pageBody(route)}</SiteContext.Provider>);
      const [head, end] = cut(renderToString(documentOf(route, context, slot)), `${slot}</body>`);
      const [withPreloads, body] = hoistPreloads(head, alone);
      const banner = banners ? announcing.banners(route.path) : '';
      const opened = banner ? beforeMain(layout[0], banner) : layout[0];
      return withPreloads + opened + body + layout[1] + end;
    });
}

/**
 * Moves the preloads React writes ahead of a body rendered alone (a hero's picture, fetched first
 * and never lazily) into the head, after the charset and viewport, where it writes them when it
 * renders the whole document: the page then starts fetching the picture before its stylesheet.
 */
function hoistPreloads(head: string, body: string): [string, string] {
  const preloads = /^(?:<link rel="preload" [^<>]*\/>)+/.exec(body)?.[0];
  if (!preloads) return [head, body];
  const at = head.indexOf('/>', head.indexOf('<meta name="viewport"')) + 2;
  return [head.slice(0, at) + preloads + head.slice(at), body.slice(preloads.length)];
}

/** Stands where the layout goes in a document, and where a page's body goes in the layout. */
const slot = 'xxLAYOUTSLOTxx';

/**
 * The text before and after `slot` where `marked` (the slot and the closing tag after it) stands:
 * a tag closes it, which no text of the content can write (its `<` is escaped), so a title
 * holding the slot's letters cannot be taken for it.
 */
function cut(html: string, marked: string): [string, string] {
  const at = html.indexOf(marked);
  return [html.slice(0, at), html.slice(at + slot.length)];
}

function documentOf(route: Route, context: SiteContextValue, children: ReactNode): ReactElement {
  return (
    <SiteContext.Provider value={context}>
      <Document
        path={route.path}
        title={route.title}
        description={route.description}
        indexable={Boolean(route.sitemap)}
        notFound={route.file === '404.html'}
        head={route.head}
      >
        {children}
      </Document>
    </SiteContext.Provider>
  );
}

/** The document of `render`, or its error naming the route, its component and its sources. */
function naming(route: Route, render: () => string): string {
  try {
    return '<!doctype html>' + render();
  } catch (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    const component = pages[route.page];
    throw new Error(
      `while rendering ${route.path} with ${component.displayName ?? component.name} (from ${route.sources.join(', ') || 'built-in data'}): ${reason.message}`,
      { cause: reason },
    );
  }
}

/** The page body: the named component with its props; a Markdown page with its body compiled. */
function pageBody(body: PageBody): ReactElement {
  if (body.page !== 'markdown') return drawn(body);
  const { front, html, heading } = body.markdown;
  // A body starting with `# Titre` shows that heading, once, as the page's (see pageTitle).
  return <pages.markdown title={heading ?? front.title} updated={front.updated} draft={front.draft} html={html} />;
}

function drawn<N extends PropsPageName>(body: { page: N; props: PageProps[N] }): ReactElement {
  const Page: ComponentType<PageProps[N]> = pages[body.page];
  return <Page {...body.props} />;
}

/** Called after each page: its path, size, time, and how many of how many are done. */
export type OnPage = (page: PageRendered) => void;

/**
 * Renders routes one by one (`pages` is lazy, so a caller can write each page and drop it);
 * Markdown pages are spliced into a shell rendered once (see markdownShell), town pages into
 * their département's (see townShell).
 */
export function* renderEach(routes: Route[], context: SiteContextValue): Generator<RenderedPage> {
  const render = createPageRenderer(context);
  for (const route of routes) {
    const { html, links } = render(route);
    yield { route, html, links: { path: route.path, ...links } };
  }
}

/**
 * Renders any route of one build, in any order or only some of them (`site dev` renders the
 * pages asked for): the shells are rendered the first time a page needs them.
 */
export function createPageRenderer(
  context: SiteContextValue,
): (route: Route) => { html: PageHtml; links: Omit<PageLinks, 'path'> } {
  const whole = createLayoutShell(context);
  const bare = (route: Route) => whole(route, { banners: false });
  const markdown = createMarkdownShell(bare, context.site, context.images);
  const towns = createTownShell(bare);
  const announcing = createAnnouncementSlot(context);
  // A shell's page gets its announcements here, and their links with its own.
  const announced = <L extends { hrefs: string[] }>(page: { html: PageHtml; links: L }, path: string) => {
    const banner = announcing.banners(path);
    if (!banner) return page;
    const hrefs = [...new Set([...page.links.hrefs, ...extractLinks(banner).hrefs])];
    return { html: announcing.into(page.html, banner), links: { ...page.links, hrefs } };
  };
  return (route) => {
    if (route.page === 'markdown') return announced(markdown(route.markdown), route.path);
    if (route.splice) return announced(towns(route.splice), route.path);
    const html = whole(route);
    return { html, links: extractLinks(html) };
  };
}

/** Renders every route, keeping every page. */
export function renderPages(routes: Route[], context: SiteContextValue): RenderedPage[] {
  return [...renderEach(routes, context)];
}
