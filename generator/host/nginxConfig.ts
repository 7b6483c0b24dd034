import { decodeAddress } from '../shared/address.js';
import { hiddenPathPattern } from './hiddenFiles.js';
import type { HostRules } from './hostRules.js';
import { safeHostRules } from './safeHostRules.js';
import { userErrorOf } from '../messages/messageKind.js';
import { dollarInNginx } from '../messages/hostMessages.js';

/** Where the server block serves from and listens. */
export interface ServerPlace {
  /** Absolute path of the built folder on the server. */
  root: string;
  /** `listen` value: a port (`80`), or an address and port (`127.0.0.1:8080`). */
  listen: string;
  /** Serve over HTTPS: `listen` then only sends every address to `https://` on the site's host. */
  tls?: TlsPlace;
}

/** The HTTPS server of `site host-config nginx --tls-cert … --tls-key …`. */
export interface TlsPlace {
  /** The certificate (PEM, with its chain) and its private key, paths on the server. */
  certificate: string;
  key: string;
  /** `listen` value of the HTTPS server: `443`, or an address and port. */
  listen: string;
  /** The origin of the site's base URL (`https://www.example.fr`): the one host the HTTP server redirects to. */
  origin: string;
}

/** The type of an XSL stylesheet, as the `.htaccess` names it too (`AddType`). */
const xslType = 'application/xslt+xml';

/** Mozilla's "intermediate" TLS configuration (ssl-config.mozilla.org): TLS 1.2 and 1.3, forward-secret AEAD ciphers only. */
const intermediateTls = [
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
  'ssl_ecdh_curve X25519:prime256v1:secp384r1;',
  'ssl_prefer_server_ciphers off;',
  'ssl_session_timeout 1d;',
  'ssl_session_cache shared:SiteTLS:10m;',
  'ssl_session_tickets off;',
];

/**
 * An nginx `server { }` block, to include inside `http { }`, that serves the built site as the
 * host rules say: every header on every answer (`always`: on 301 and 404 too), the two caches,
 * `gzip_static` for the `.gz` files of `--precompress`, the 404 page with status 404, a 301 for
 * every alias, and the addresses of the URL layout (`/cgv` → `cgv.html` in `file` format, `/cgv`
 * → 301 `/cgv/` → `cgv/index.html` in `directory` format). nginx drops the server's `add_header`
 * lines in a location that has its own, so each location repeats them. With `place.tls`, the
 * block serves HTTPS and a second one sends plain HTTP to it.
 */
export function nginxConfig(hostRules: HostRules, place: ServerPlace): string {
  const rules = safeHostRules(hostRules);
  const headers = (cache: string) => [
    ...rules.headers.map((header) => `add_header ${header.name} ${quote(header.value)} always;`),
    `add_header Cache-Control ${quote(cache)} always;`,
  ];
  const block = (head: string, lines: string[]) => [`location ${head} {`, ...lines.map((line) => `    ${line}`), '}'];
  // One address per page: the other spellings of it (`/cgv/`, `/cgv.html`) answer 301. A path
  // whose second character is `/` or `\` is never captured: `//host` and `/\host` in a Location
  // are another site, so a visitor could be sent anywhere by a link to this one.
  const pages =
    rules.format === 'file'
      ? [
          String.raw`rewrite "^(/[^/\\\\].*)/$" $1 permanent;`,
          String.raw`rewrite ^/index\.html$ / permanent;`,
          String.raw`rewrite "^(/[^/\\\\].*)\.html$" $1 permanent;`,
          'try_files $uri $uri.html $uri/index.html =404;',
        ]
      : // Tested on the address asked ($request_uri, raw: `//` not merged): the index module's own
        // internal redirect to `…/index.html` goes through this location again.
        [
          String.raw`if ($request_uri ~ "^(/(?:[^/\\\\?\t\r\n][^?]*/)?)index\.html(\?|$)") { return 301 $1; }`,
          String.raw`if ($request_uri ~ "^(/[^/\\\\?\t\r\n][^?]*)\.html(\?|$)") { return 301 $1/; }`,
        ];
  const tls = place.tls;
  const lines = [
    ...(tls
      ? [
          `listen ${tls.listen} ssl http2;`,
          `server_name ${new URL(tls.origin).hostname};`,
          `ssl_certificate ${quote(tls.certificate)};`,
          `ssl_certificate_key ${quote(tls.key)};`,
          ...intermediateTls,
        ]
      : [`listen ${place.listen};`]),
    `root ${quote(place.root)};`,
    'index index.html;',
    'charset utf-8;',
    // Relative Location headers: right whatever name or port the site is reached by.
    'absolute_redirect off;',
    'server_tokens off;',
    'gzip_static on;',
    'gzip_vary on;',
    '# brotli_static on;  # with the ngx_brotli module, for the .br files of --precompress',
    `error_page 404 ${rules.notFound};`,
    // No page's address starts with `/\` (`/%5C`); `//` is merged into `/` before this.
    String.raw`if ($uri ~ "^/[/\\\\]") { return 404; }`,
    '',
    ...block('/', [...headers(rules.cache), ...pages]),
    ...block(rules.assets.folder, headers(rules.assets.cache)),
    ...block(`= ${rules.notFound}`, [...headers(rules.cache), 'internal;']),
    // The host's own files and dotfiles (see hiddenFiles): a regular expression wins over `/assets/`.
    ...block(`~* ${quote(hiddenPathPattern, true)}`, ['return 404;']),
    // Debian's mime.types has no `.xsl`: the sitemap's stylesheet would go as
    // application/octet-stream, not an XML type, which a browser need not apply (Chromium does,
    // Firefox asks for XML). A `types` block replaces the inherited map rather than adding to it,
    // so it stays in a location of its own, after the hidden files' (regular expressions are
    // tried in the order written).
    ...block(`~* ${quote(String.raw`\.xsl$`, true)}`, [...headers(rules.cache), `types { ${xslType} xsl; }`]),
    // A location is never read for variables: a `$` in it is the character itself.
    ...rules.redirects.flatMap(({ from, to }) =>
      (rules.format === 'directory' ? [from, `${from}/`] : [from]).flatMap((address) =>
        block(`= ${quote(decodeAddress(address), true)}`, [
          ...headers(rules.cache),
          `return 301 ${quote(to.replaceAll('$', '%24'))};`,
        ]),
      ),
    ),
  ];
  return [
    `# Written by "site host-config nginx" for the "site build --format ${rules.format}" output: include it inside http { }.`,
    ...(tls ? httpToHttps(place.listen, tls.origin) : []),
    'server {',
    ...lines.map((line) => (line === '' ? '' : `    ${line}`)),
    '}',
    '',
  ].join('\n');
}

/**
 * The plain-HTTP server of a TLS configuration: every address to the same path over HTTPS, on
 * the base URL's host, never on `$host`, which the request chooses.
 */
function httpToHttps(listen: string, origin: string): string[] {
  return [
    'server {',
    `    listen ${listen};`,
    `    server_name ${new URL(origin).hostname};`,
    '    server_tokens off;',
    `    return 301 ${origin}$request_uri;`,
    '}',
  ];
}

/**
 * An nginx string: double-quoted, its `"` and `\` escaped. nginx reads `$` as a variable in
 * most directives and has no escape for it: refused there, unless `literal` (a location).
 */
function quote(text: string, literal = false): string {
  if (!literal && text.includes('$')) throw userErrorOf(dollarInNginx, { text });
  return `"${text.replace(/["\\]/g, '\\$&')}"`;
}
