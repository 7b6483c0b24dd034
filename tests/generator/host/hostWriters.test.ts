import { describe, expect, it } from 'vitest';
import { headersFile, redirectsFile } from '../../../generator/host/hostFiles.js';
import type { HostRules, Redirect, UrlFormat } from '../../../generator/host/hostRules.js';
import { htaccess } from '../../../generator/host/htaccess.js';
import { nginxConfig } from '../../../generator/host/nginxConfig.js';

/** Host rules written by hand: the writers are pure functions of them. */
function rulesWith(redirects: Redirect[], format: UrlFormat = 'file'): HostRules {
  return {
    format,
    baseUrl: 'https://www.example.fr',
    headers: [{ name: 'Content-Security-Policy', value: "default-src 'self'; frame-ancestors 'none'" }],
    assets: { folder: '/assets/', cache: 'public, max-age=31536000, immutable' },
    cache: 'public, max-age=0, must-revalidate',
    redirects,
    notFound: '/404.html',
  };
}

const writers: [string, (rules: HostRules) => string][] = [
  ['nginx', (rules) => nginxConfig(rules, { root: '/srv/site', listen: '80' })],
  ['apache', htaccess],
  ['_redirects', redirectsFile],
];

describe('the host writers (issue 29, point 4)', () => {
  const injected = 'Header always unset Content-Security-Policy';
  const hostile: Redirect[] = [
    { from: `/vieux\n${injected}`, to: '/cgv' },
    { from: '/vieux', to: `/cgv\n${injected}` },
    { from: `/vieux%0A${injected.replaceAll(' ', '%20')}`, to: '/cgv' },
    { from: '/vieux\r', to: '/cgv' },
    { from: '/vieux\tguide', to: '/cgv' },
    { from: '/vieux guide', to: '/cgv' },
    { from: '/vieux', to: '/cgv 302' },
    { from: '/vieux', to: '//evil.example/' },
    { from: '/vieux', to: '/\\evil.example/' },
    { from: '/vieux', to: '/%5Cevil.example/' },
    { from: '/vieux', to: '/%2F%2Fevil.example/' },
    { from: '/vieux', to: 'https://evil.example/' },
    { from: '//vieux', to: '/cgv' },
  ];
  for (const [server, write] of writers) {
    it.each(hostile.map((redirect) => [JSON.stringify(redirect), redirect] as const))(
      `${server}: refuses the redirect %s as an internal error`,
      (_, redirect) => {
        expect(() => write(rulesWith([redirect]))).toThrow(
          /^The redirect .* cannot be written for a host: its "(from|to)" (holds a control character or a space|is not a path of this site)/,
        );
      },
    );
  }

  it('refuses a header value holding a line break, in _headers and the server files', () => {
    const rules = { ...rulesWith([]), headers: [{ name: 'Referrer-Policy', value: `no-referrer\n${injected}` }] };
    for (const write of [headersFile, ...writers.map(([, writer]) => writer)])
      expect(() => write(rules)).toThrow(/^The header "Referrer-Policy": .* cannot be written for a host/);
  });

  it('escapes what each syntax reads specially: nginx quotes and variables, Apache back-references, so no alias adds a directive', () => {
    // `/a"b$uri` decoded, and a target holding `%20` (Apache would read `%2` as a back-reference).
    const rules = rulesWith([
      { from: '/a%22b%24uri', to: '/mes%20pages' },
      { from: '/%24%7Bx%7D', to: '/prix$uri' },
      { from: '/vieux%20guide', to: '/cgv' },
    ]);
    const nginx = nginxConfig(rules, { root: '/srv/site', listen: '80' });
    expect(nginx).toContain('location = "/a\\"b$uri" {');
    expect(nginx).toContain('return 301 "/mes%20pages";');
    expect(nginx).toContain('return 301 "/prix%24uri";');
    const apache = htaccess(rules);
    expect(apache).toContain('RewriteRule ^a"b\\$uri/?$ /mes\\%20pages [R=301,L,NE]\n');
    expect(apache).toContain('RewriteRule ^\\$\\{x\\}/?$ /prix\\$uri [R=301,L,NE]\n');
    expect(apache).toContain('RewriteRule ^vieux\\x20guide/?$ /cgv [R=301,L,NE]\n');
    expect(nginx).toContain('location = "/vieux guide" {');
    expect(redirectsFile(rules)).toBe(
      '/a%22b%24uri /mes%20pages 301\n/%24%7Bx%7D /prix$uri 301\n/vieux%20guide /cgv 301\n',
    );
    for (const text of [nginx, apache])
      expect(
        text
          .split('\n')
          .filter((line) => /^\s*(Header|add_header|location|RewriteRule)\b/.test(line) && line.includes('unset')),
      ).toEqual([]);
  });

  it('refuses a root holding "$", which nginx would read as a variable', () => {
    expect(() => nginxConfig(rulesWith([]), { root: '/srv/$site', listen: '80' })).toThrow(
      'nginx reads "$" as the start of a variable, so "/srv/$site" cannot be written in its configuration. Choose a path without "$".',
    );
  });

  it('writes an Apache header value as mod_headers reads it: % doubled, quotes escaped', () => {
    const rules = {
      ...rulesWith([]),
      headers: [{ name: 'Content-Security-Policy', value: 'default-src \'self\' https://a.example/%7E "x"' }],
    };
    expect(htaccess(rules)).toContain(
      `  Header always set Content-Security-Policy "default-src 'self' https://a.example/%%7E \\"x\\""\n`,
    );
  });
});

describe('the server files never send a visitor to another host (issue 29, point 2)', () => {
  it('nginx: refuses /\\ (decoded) at the server, and no layout rule captures a path starting with / or \\', () => {
    for (const format of ['file', 'directory'] as const) {
      const text = nginxConfig(rulesWith([], format), { root: '/srv/site', listen: '80' });
      expect(text).toContain('    if ($uri ~ "^/[/\\\\\\\\]") { return 404; }\n');
      // Every capture that a Location is made of starts with "/" then a character that is neither "/" nor "\".
      const captures = [...text.matchAll(/(?:rewrite|\$request_uri ~) "\^\((\/[^"]*?)"/g)].map((match) => match[1]!);
      expect(captures.length).toBe(format === 'file' ? 2 : 2);
      for (const capture of captures) expect(capture).toMatch(/^\/(\(\?:)?\[\^\/\\\\\\\\/);
    }
  });

  it('apache: refuses // and /\\ before any rule, and no layout rule captures a path starting with / or \\', () => {
    for (const format of ['file', 'directory'] as const) {
      const text = htaccess(rulesWith([], format));
      expect(text).toContain(
        'RewriteCond %{ENV:REDIRECT_STATUS} ^$\nRewriteCond %{REQUEST_URI} ^/[/\\\\] [OR]\nRewriteCond %{THE_REQUEST} ^[A-Z]+\\s/[/\\\\]\nRewriteRule ^ - [R=404,L]\n',
      );
      const redirects = text.split('\n').filter((line) => /^RewriteRule .* \/\$1\/? \[R=301/.test(line));
      expect(redirects.length).toBe(2);
      for (const line of redirects) expect(line).toMatch(/^RewriteRule \^\(\[\^\/\\\\\]/);
    }
  });
});

describe('site host-config nginx with a certificate (issue 29, point 11)', () => {
  const tls = {
    certificate: '/etc/ssl/site.pem',
    key: '/etc/ssl/site.key',
    listen: '443',
    origin: 'https://www.example.fr',
  };
  it('adds an HTTPS server with Mozilla’s intermediate settings, and sends plain HTTP to the base URL’s host, never to $host', () => {
    const text = nginxConfig(rulesWith([]), { root: '/srv/site', listen: '80', tls });
    expect(text).toContain(
      'server {\n    listen 80;\n    server_name www.example.fr;\n    server_tokens off;\n    return 301 https://www.example.fr$request_uri;\n}\n',
    );
    expect(text).not.toContain('$host');
    expect(text).toContain(
      'server {\n    listen 443 ssl http2;\n    server_name www.example.fr;\n    ssl_certificate "/etc/ssl/site.pem";\n    ssl_certificate_key "/etc/ssl/site.key";\n    ssl_protocols TLSv1.2 TLSv1.3;\n',
    );
    for (const line of ['ssl_session_tickets off;', 'ssl_session_timeout 1d;', 'ssl_prefer_server_ciphers off;'])
      expect(text).toContain(`    ${line}\n`);
    expect(text).toMatch(
      /ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:[A-Z0-9:-]*CHACHA20-POLY1305;/,
    );
  });

  it('stays a single plain-HTTP server without one', () => {
    const text = nginxConfig(rulesWith([]), { root: '/srv/site', listen: '80' });
    expect(text.match(/^server \{/gm)).toHaveLength(1);
    expect(text).not.toMatch(/ssl|https:/);
  });
});
