import { describe, expect, it } from 'vitest';
import type { HostRules } from '../../../generator/host/hostRules.js';
import { htaccess } from '../../../generator/host/htaccess.js';
import { nginxConfig } from '../../../generator/host/nginxConfig.js';

/** Host rules written by hand: the writer is a pure function of them. */
const rules: HostRules = {
  format: 'file',
  baseUrl: 'https://www.example.fr',
  headers: [{ name: 'Content-Security-Policy', value: "default-src 'self'; frame-ancestors 'none'" }],
  assets: { folder: '/assets/', cache: 'public, max-age=31536000, immutable' },
  cache: 'public, max-age=0, must-revalidate',
  redirects: [],
  notFound: '/404.html',
};
const lines = nginxConfig(rules, { root: '/srv/site', listen: '80' }).split('\n');

/** The lines of the location block opened by `head`, without their indentation. */
function location(head: string): string[] | undefined {
  const start = lines.indexOf(`    location ${head} {`);
  if (start < 0) return undefined;
  const end = lines.indexOf('    }', start);
  return lines.slice(start + 1, end).map((line) => line.trim());
}

describe('nginxConfig and the sitemap’s stylesheet (issue 40, point 4)', () => {
  it('sends .xsl as application/xslt+xml, as the .htaccess does, with the headers of every answer', () => {
    // Debian's mime.types has no .xsl: without this, nginx sends application/octet-stream.
    expect(location('~* "\\\\.xsl$"')).toEqual([
      `add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'none'" always;`,
      'add_header Cache-Control "public, max-age=0, must-revalidate" always;',
      'types { application/xslt+xml xsl; }',
    ]);
    expect(htaccess(rules).split('\n')).toContain('AddType application/xslt+xml .xsl');
  });

  it('keeps that types block out of the server, where it would replace mime.types for every file', () => {
    expect(lines.filter((line) => /^\s*types\b/.test(line))).toEqual(['        types { application/xslt+xml xsl; }']);
  });

  it('tries it after the hidden files, so a dotfile named .xsl still answers 404', () => {
    // nginx tries regular-expression locations in the order written and takes the first match.
    const hidden = lines.findIndex((line) => line.startsWith('    location ~* "^/(?:_headers|_redirects)$'));
    const xsl = lines.indexOf('    location ~* "\\\\.xsl$" {');
    expect([hidden > 0, xsl > hidden]).toEqual([true, true]);
  });
});
