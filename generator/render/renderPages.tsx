import { performance } from 'node:perf_hooks';
import { renderToString } from 'react-dom/server';
import { Document } from '../../templates/Document.js';
import { Layout } from '../../templates/layout/Layout.js';
import { SiteContext, type SiteContextValue } from '../../templates/SiteContext.js';
import type { Route } from '../route/route.js';

/** A page rendered to a complete HTML document. */
export interface RenderedPage {
  route: Route;
  html: string;
}

/** Renders one route to HTML. Pure: the same route and context give the same text. */
export function renderPage(route: Route, context: SiteContextValue): string {
  const Page = route.page;
  try {
    const tree = (
      <SiteContext.Provider value={context}>
        <Document path={route.path} title={route.title} description={route.description} indexable={Boolean(route.sitemap)} notFound={route.file === '404.html'} head={route.head}>
          <Layout>
            <Page {...route.props} />
          </Layout>
        </Document>
      </SiteContext.Provider>
    );
    return '<!doctype html>' + renderToString(tree);
  } catch (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    throw new Error(`while rendering ${route.path} with ${Page.displayName ?? Page.name} (from ${route.sources.join(', ') || 'built-in data'}): ${reason.message}`, { cause: reason });
  }
}

/** Called after each page: its path, size, time, and how many of how many are done. */
export type OnPage = (path: string, bytes: number, milliseconds: number, done: number, total: number) => void;

/** Renders every route. */
export function renderPages(routes: Route[], context: SiteContextValue, onPage?: OnPage): RenderedPage[] {
  return routes.map((route, index) => {
    const start = performance.now();
    const html = renderPage(route, context);
    onPage?.(route.path, Buffer.byteLength(html), performance.now() - start, index + 1, routes.length);
    return { route, html };
  });
}
