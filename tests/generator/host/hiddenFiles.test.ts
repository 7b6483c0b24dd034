import { describe, expect, it } from 'vitest';
import { hostOnlyFiles, isHiddenFromVisitors } from '../../../generator/host/hiddenFiles.js';
import type { HostRules } from '../../../generator/host/hostRules.js';
import { htaccess } from '../../../generator/host/htaccess.js';
import { nginxConfig } from '../../../generator/host/nginxConfig.js';

const rules: HostRules = {
  format: 'file',
  headers: [],
  assets: { folder: '/assets/', cache: 'immutable' },
  cache: 'no-cache',
  redirects: [],
  notFound: '/404.html',
};

describe('the files hidden from visitors (issue 29, point 8)', () => {
  it('are the host’s own files and every dotfile but /.well-known/, on the decoded path', () => {
    const hidden = [
      '/_headers',
      '/_Headers',
      '/_REDIRECTS',
      '/.Git/config',
      '/_redirects',
      '/.site-build',
      '/.env',
      '/.git/config',
      '/.htaccess',
      '/assets/.DS_Store',
      '/guides/.cache/x',
      '/.well-known/.secret',
      '/.well-knownx',
    ];
    const shown = [
      '/',
      '/cgv',
      '/_headers.html',
      '/guides/_headers',
      '/.well-known/security.txt',
      '/.well-known',
      '/assets/app.5f3c.js',
      '/a.b/c',
      '/notes..txt',
    ];
    expect(
      Object.fromEntries([...hidden, ...shown].map((pathname) => [pathname, isHiddenFromVisitors(pathname)])),
    ).toEqual(
      Object.fromEntries([
        ...hidden.map((pathname) => [pathname, true]),
        ...shown.map((pathname) => [pathname, false]),
      ]),
    );
    for (const file of hostOnlyFiles) expect(isHiddenFromVisitors(`/${file}`), file).toBe(true);
  });

  it('answer 404 by the same expression in nginx and Apache', () => {
    expect(nginxConfig(rules, { root: '/srv/site', listen: '80' })).toContain(
      '    location ~* "^/(?:_headers|_redirects)$|^/\\\\.(?!well-known(?:/|$))|^/.+/\\\\." {\n        return 404;\n    }\n',
    );
    expect(htaccess(rules)).toContain(
      'RewriteCond %{REQUEST_URI} ^/(?:_headers|_redirects)$|^/\\.(?!well-known(?:/|$))|^/.+/\\. [NC]\nRewriteRule ^ - [R=404,L]\n',
    );
  });
});
