import { contentSecurityPolicy } from './contentSecurityPolicy.js';
import type { Site } from './site.js';

/** An HTTP response header. */
export interface Header {
  name: string;
  value: string;
}

/**
 * Browser features the site never uses, denied to its pages and to every frame they hold (the
 * eligibility checker asks for an address, not for a position). Only names Chromium knows:
 * an unknown one is a console warning on every page.
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Where the bundle writes its files, each named after its content's hash: they never change. */
export const hashedAssetsFolder = '/assets/';

/** The cache of a hashed asset: a year, never asked again. */
export const immutableCache = 'public, max-age=31536000, immutable';

/** The cache of everything else (pages, images of `public/`): kept, but asked again each time. */
export const revalidatingCache = 'public, max-age=0, must-revalidate';

/**
 * `Strict-Transport-Security` of a site served over HTTPS: a year, its subdomains too (a
 * subdomain left on HTTP could set cookies for the site), `preload` only when `site.yaml` asks,
 * since the preload list is hard to leave.
 */
export function strictTransportSecurity(site: Pick<Site, 'security'>): string {
  return `max-age=31536000; includeSubDomains${site.security?.hstsPreload ? '; preload' : ''}`;
}

/**
 * The headers every response of the site carries: the Content-Security-Policy of the pages'
 * `<meta>` (computed by the same function, as on the pages that search) plus what a `<meta>`
 * cannot carry: `frame-ancestors`
 * (no other site may frame a page), no MIME sniffing, a referrer reduced to the origin across
 * sites, the features above denied, no window opened by another site keeping a hold on a page
 * (`Cross-Origin-Opener-Policy`), and, when the base URL is `https://`, HTTPS only from the first
 * visit on (`Strict-Transport-Security`). `frames`: the origins any page frames beyond the
 * site's own (a page's `<meta>` narrows them to the one page that does, see PageHead.frames).
 */
export function securityHeaders(site: Site, frames: readonly string[] = []): Header[] {
  return [
    {
      name: 'Content-Security-Policy',
      value: `${contentSecurityPolicy(site, frames, { search: true })}; frame-ancestors 'none'`,
    },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { name: 'Permissions-Policy', value: deniedFeatures.map((feature) => `${feature}=()`).join(', ') },
    { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(site.baseUrl.startsWith('https://')
      ? [{ name: 'Strict-Transport-Security', value: strictTransportSecurity(site) }]
      : []),
  ];
}
