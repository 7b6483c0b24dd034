import { decodeAddress } from '../route/address.js';
import type { HostRules } from './hostRules.js';

/** Where the server block serves from and listens. */
export interface ServerPlace {
  /** Absolute path of the built folder on the server. */
  root: string;
  /** `listen` value: a port (`80`), or an address and port (`127.0.0.1:8080`). */
  listen: string;
}

/** Files of the output folder for hosts, not for visitors. */
export const hostOnlyFiles = ['_headers', '_redirects', '.site-build'];

/**
 * An nginx `server { }` block, to include inside `http { }`, that serves the built site as the
 * host rules say: every header on every answer (`always`: on 301 and 404 too), the two caches,
 * `gzip_static` for the `.gz` files of `--precompress`, the 404 page with status 404, a 301 for
 * every alias, and the addresses of the URL layout (`/cgv` → `cgv.html` in `file` format, `/cgv`
 * → 301 `/cgv/` → `cgv/index.html` in `directory` format). nginx drops the server's `add_header`
 * lines in a location that has its own, so each location repeats them.
 */
export function nginxConfig(rules: HostRules, place: ServerPlace): string {
  const headers = (cache: string) => [...rules.headers.map((header) => `add_header ${header.name} ${quote(header.value)} always;`), `add_header Cache-Control ${quote(cache)} always;`];
  const block = (head: string, lines: string[]) => [`location ${head} {`, ...lines.map((line) => `    ${line}`), '}'];
  // One address per page: the other spellings of it (`/cgv/`, `/cgv.html`) answer 301.
  const pages =
    rules.format === 'file'
      ? ['rewrite ^(/.+)/$ $1 permanent;', 'rewrite ^/index\\.html$ / permanent;', 'rewrite ^(/.+)\\.html$ $1 permanent;', 'try_files $uri $uri.html $uri/index.html =404;']
      : // Tested on the address asked ($request_uri): the index module's own internal redirect to
        // `…/index.html` goes through this location again.
        ['if ($request_uri ~ "^([^?]*/)index\\.html(\\?|$)") { return 301 $1; }', 'if ($request_uri ~ "^([^?]*)\\.html(\\?|$)") { return 301 $1/; }'];
  const lines = [
    `listen ${place.listen};`,
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
    '',
    ...block('/', [...headers(rules.cache), ...pages]),
    ...block(rules.assets.folder, headers(rules.assets.cache)),
    ...block(`= ${rules.notFound}`, [...headers(rules.cache), 'internal;']),
    ...block(`~ ^/(${hostOnlyFiles.map((file) => file.replace(/[.]/g, '\\.')).join('|')})$`, ['return 404;']),
    ...rules.redirects.flatMap(({ from, to }) => (rules.format === 'directory' ? [from, `${from}/`] : [from]).flatMap((address) => block(`= ${quote(decodeAddress(address))}`, [...headers(rules.cache), `return 301 ${quote(to)};`]))),
  ];
  return [
    `# Written by "site host-config nginx" for the "site build --format ${rules.format}" output: include it inside http { }.`,
    'server {',
    ...lines.map((line) => (line === '' ? '' : `    ${line}`)),
    '}',
    '',
  ].join('\n');
}

/** An nginx string: double-quoted, its `"` and `\` escaped. */
function quote(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&')}"`;
}
