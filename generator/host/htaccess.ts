import { decodeAddress } from '../route/address.js';
import type { HostRules } from './hostRules.js';
import { hostOnlyFiles } from './nginxConfig.js';

/**
 * An Apache `.htaccess` for the root of the built folder (mod_headers, mod_rewrite, mod_mime),
 * the counterpart of nginxConfig: the headers on every answer, the two caches, the `.gz` files
 * of `--precompress` to clients that accept them, the 404 page, a 301 per alias, the addresses
 * of the URL layout. Not run by the tests (no Apache on the CI machine): nginxConfig is.
 */
export function htaccess(rules: HostRules): string {
  const regex = (text: string) => text.replace(/[.*+?^${}()|[\]\\ ]/g, '\\$&');
  // Redirects only for what the visitor asked: in .htaccess the rules run again on the file an
  // earlier rule rewrote to (`cgv.html`), which must not be sent back to `/cgv`.
  const asked = (rule: string) => ['RewriteCond %{ENV:REDIRECT_STATUS} ^$', rule];
  const pages =
    rules.format === 'file'
      ? ['DirectorySlash Off', ...asked('RewriteRule ^(.+)/$ /$1 [R=301,L]'), ...asked('RewriteRule ^(.+)\\.html$ /$1 [R=301,L]'), 'RewriteCond %{REQUEST_FILENAME}.html -f', 'RewriteRule ^(.+)$ $1.html [L]']
      : ['DirectorySlash On', ...asked('RewriteRule ^(.*/)?index\\.html$ /$1 [R=301,L]'), ...asked('RewriteRule ^(.+)\\.html$ /$1/ [R=301,L]')];
  const header = (name: string, value: string, condition = '') => `Header always set ${name} "${value.replace(/"/g, '\\"')}"${condition}`;
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
    `RewriteRule ^(${hostOnlyFiles.map(regex).join('|')})$ - [R=404,L]`,
    ...rules.redirects.map(({ from, to }) => `RewriteRule ^${regex(decodeAddress(from).slice(1))}/?$ ${to} [R=301,L,NE]`),
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
