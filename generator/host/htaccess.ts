import { decodeAddress } from '../shared/address.js';
import { hiddenPathPattern } from './hiddenFiles.js';
import type { HostRules } from './hostRules.js';
import { safeHostRules } from './safeHostRules.js';

/**
 * An Apache `.htaccess` for the root of the built folder (mod_headers, mod_rewrite, mod_mime),
 * the counterpart of nginxConfig: the headers on every answer, the two caches, the `.gz` files
 * of `--precompress` to clients that accept them, the 404 page, a 301 per alias, the addresses
 * of the URL layout. Not run by the tests (no Apache on the CI machine): nginxConfig is.
 */
export function htaccess(hostRules: HostRules): string {
  const rules = safeHostRules(hostRules);
  // A space would end the argument: PCRE reads `\x20` as one.
  const regex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\x20');
  // Redirects only for what the visitor asked: in .htaccess the rules run again on the file an
  // earlier rule rewrote to (`cgv.html`), which must not be sent back to `/cgv`.
  const asked = (rule: string) => ['RewriteCond %{ENV:REDIRECT_STATUS} ^$', rule];
  // The captures never start with `/` or `\`: `//host` and `/\host` are another site.
  const pages =
    rules.format === 'file'
      ? [
          'DirectorySlash Off',
          ...asked(String.raw`RewriteRule ^([^/\\].*)/$ /$1 [R=301,L]`),
          ...asked(String.raw`RewriteRule ^([^/\\].*)\.html$ /$1 [R=301,L]`),
          'RewriteCond %{REQUEST_FILENAME}.html -f',
          'RewriteRule ^(.+)$ $1.html [L]',
        ]
      : [
          'DirectorySlash On',
          ...asked(String.raw`RewriteRule ^([^/\\].*/)?index\.html$ /$1 [R=301,L]`),
          ...asked(String.raw`RewriteRule ^([^/\\].*)\.html$ /$1/ [R=301,L]`),
        ];
  // A value of mod_headers is a format (`%t`, `%{VAR}e`): `%` is written `%%`. A `\` would escape the closing quote.
  const header = (name: string, value: string) => {
    if (value.includes('\\'))
      throw new Error(
        `The header ${name}: ${JSON.stringify(value)} cannot be written in an .htaccess: it holds a backslash.`,
      );
    return `Header always set ${name} "${value.replace(/%/g, '%%').replace(/"/g, '\\"')}"`;
  };
  // A redirect's target: `$` and `%` would be back-references (`%20` holds `%2`); `\` makes them literal.
  const target = (to: string) => to.replace(/[$%]/g, '\\$&');
  return [
    `# Written by "site host-config apache" for the "site build --format ${rules.format}" output: save it as .htaccess in the site's folder.`,
    'Options -Indexes -MultiViews',
    `ErrorDocument 404 ${rules.notFound}`,
    'AddType application/xslt+xml .xsl',
    '<IfModule mod_headers.c>',
    ...rules.headers.map((item) => `  ${header(item.name, item.value)}`),
    `  ${header('Cache-Control', rules.cache)}`,
    `  <If "%{REQUEST_URI} =~ m#^${rules.assets.folder}#">`,
    `    ${header('Cache-Control', rules.assets.cache)}`,
    '  </If>',
    '</IfModule>',
    'RewriteEngine On',
    // An address starting with `//` or `/\` (decoded in REQUEST_URI, raw in THE_REQUEST) is no page.
    ...asked(String.raw`RewriteCond %{REQUEST_URI} ^/[/\\] [OR]`),
    String.raw`RewriteCond %{THE_REQUEST} ^[A-Z]+\s/[/\\]`,
    'RewriteRule ^ - [R=404,L]',
    // The host's own files and dotfiles (see hiddenFiles), on the decoded path.
    `RewriteCond %{REQUEST_URI} ${hiddenPathPattern} [NC]`,
    'RewriteRule ^ - [R=404,L]',
    ...rules.redirects.map(
      ({ from, to }) => `RewriteRule ^${regex(decodeAddress(from).slice(1))}/?$ ${target(to)} [R=301,L,NE]`,
    ),
    ...pages,
    // Precompressed files, for clients that accept them; the type stays the original file's.
    'RewriteCond %{HTTP:Accept-Encoding} gzip',
    'RewriteCond %{REQUEST_FILENAME}.gz -f',
    'RewriteRule ^(.+)$ $1.gz [L]',
    '<FilesMatch "\\.(html|css|js|svg|xml)\\.gz$">',
    '  Header append Vary Accept-Encoding',
    '  SetEnv no-gzip 1',
    '</FilesMatch>',
    'AddEncoding gzip .gz',
    '<FilesMatch "\\.html\\.gz$">',
    '  ForceType "text/html; charset=utf-8"',
    '</FilesMatch>',
    '<FilesMatch "\\.css\\.gz$">',
    '  ForceType text/css',
    '</FilesMatch>',
    '<FilesMatch "\\.js\\.gz$">',
    '  ForceType text/javascript',
    '</FilesMatch>',
    '<FilesMatch "\\.svg\\.gz$">',
    '  ForceType image/svg+xml',
    '</FilesMatch>',
    '<FilesMatch "\\.xml\\.gz$">',
    '  ForceType application/xml',
    '</FilesMatch>',
    '',
  ].join('\n');
}
