import {
  hashedAssetsFolder,
  immutableCache,
  revalidatingCache,
  securityHeaders,
  type Header,
} from '../../model/securityHeaders.js';
import type { Site } from '../../model/site.js';
import type { Alias } from '../route/aliases.js';

/** How page addresses map to files: `file` writes `/cgv` as `cgv.html`, `directory` as `cgv/index.html` (address `/cgv/`). */
export type UrlFormat = 'file' | 'directory';

/** The URL layouts `site build --format` accepts, the default first. */
export const urlFormats: UrlFormat[] = ['file', 'directory'];

/** A permanent (301) redirect from a former address to a page, both percent-encoded. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * How any host must serve the built site, computed once by the build and written into
 * `_headers` and `_redirects` (see hostFiles), read back by `site serve` and `site host-config`
 * (see readHostRules): so the pages' `<meta>`, the host files, the local server and the server
 * configurations cannot drift apart.
 */
export interface HostRules {
  format: UrlFormat;
  /** The site's public address (`https://www.example.fr`); absent from a `_headers` written before it was recorded. */
  baseUrl?: string;
  /** Sent with every response, pages and files alike. */
  headers: Header[];
  /** The folder of hashed files (`/assets/`) and their cache. */
  assets: { folder: string; cache: string };
  /** The cache of everything else. */
  cache: string;
  redirects: Redirect[];
  /** The page sent with status 404 for an unknown address. */
  notFound: string;
}

/**
 * The host rules of a site whose aliases are `aliases`, in URL layout `format`; `frames`: the
 * origins a page of it frames (see securityHeaders).
 */
export function hostRules(site: Site, aliases: Alias[], format: UrlFormat, frames: readonly string[] = []): HostRules {
  return {
    format,
    baseUrl: site.baseUrl,
    headers: securityHeaders(site, frames),
    assets: { folder: hashedAssetsFolder, cache: immutableCache },
    cache: revalidatingCache,
    redirects: aliases.map((alias) => ({ from: alias.path, to: alias.target.path })),
    notFound: '/404.html',
  };
}
