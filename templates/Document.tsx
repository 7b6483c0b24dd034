import type { ReactNode } from 'react';
import type { Graph } from 'schema-dts';
import { contentSecurityPolicy } from '../model/contentSecurityPolicy.js';
import { searchPages } from '../model/search.js';
import { brandImages } from './brandImages.js';
import { useSite } from './SiteContext.js';

/** What a page may add to the document head beyond its title and description. */
export interface PageHead {
  keywords?: string[];
  ogTitle?: string;
  ogDescription?: string;
  geo?: { region: string; placename: string; position?: [number, number] };
  /** Structured data: the page's one `@graph`, written as JSON-LD (see `pageGraph`). */
  jsonLd?: Graph;
  /**
   * Origins this page alone may frame, once its visitor asks (the tutorials' video host): its
   * `<meta>` Content-Security-Policy adds them; the host's header, one for every page, has them
   * too, and the `<meta>` of the other pages keeps them out there.
   */
  frames?: string[];
}

export interface DocumentProps {
  path: string;
  title: string;
  description: string;
  /** Pages outside the sitemap (404) ask robots not to index them. */
  indexable: boolean;
  notFound?: boolean;
  head?: PageHead;
  children: ReactNode;
}

/** The HTML document around a page: language, head for browsers, search engines and social cards. */
export function Document({ path, title, description, indexable, notFound, head = {}, children }: DocumentProps) {
  const { site, assets, images } = useSite();
  const fullTitle = `${title} | ${site.brand.name}`;
  const url = site.baseUrl + (path === '/' ? '/' : path);
  const share = brandImages(site, images).share;
  return (
    <html lang="fr" data-not-found={notFound ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          httpEquiv="Content-Security-Policy"
          content={contentSecurityPolicy(site, head.frames, { search: searchPages.includes(path) })}
        />
        {/* The one render-blocking file first, before the module chunks that would take its connections. */}
        <link rel="stylesheet" href={assets.css.href} integrity={assets.css.integrity} precedence="site" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.brand.name} />
        <meta property="og:title" content={head.ogTitle ?? fullTitle} />
        <meta property="og:description" content={head.ogDescription ?? description} />
        <meta property="og:url" content={url} />
        <meta property="og:locale" content="fr_FR" />
        <meta property="og:image" content={share.url} />
        <meta property="og:image:width" content={String(share.width)} />
        <meta property="og:image:height" content={String(share.height)} />
        <meta property="og:image:alt" content={share.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        {head.keywords && <meta name="keywords" content={head.keywords.join(', ')} />}
        {head.geo && <meta name="geo.region" content={head.geo.region} />}
        {head.geo && <meta name="geo.placename" content={head.geo.placename} />}
        {head.geo?.position && <meta name="geo.position" content={head.geo.position.join(';')} />}
        {head.geo?.position && <meta name="ICBM" content={head.geo.position.join(', ')} />}
        <meta name="theme-color" content="#0b3a82" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script type="module" src={assets.js.href} integrity={assets.js.integrity} />
        {assets.preload.map((chunk) => (
          <link key={chunk.href} rel="modulepreload" href={chunk.href} integrity={chunk.integrity} />
        ))}
        {head.jsonLd && (
          // Serialised once per page (once per shell for spliced pages); `<` escaped so no text ends the script.
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: JSON.stringify(head.jsonLd).replace(/</g, '\\u003c') }}
          />
        )}
      </head>
      <body>{children}</body>
    </html>
  );
}
