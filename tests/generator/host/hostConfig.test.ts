import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observatoryScore } from '../../helpers/observatoryScore.js';
import { runCli } from '../../helpers/runCli.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

/** The fixture site with a Markdown page holding two aliases, built by the CLI. */
let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, 'content/pages/guides'));
  for (const name of ['hugo.md', 'lexique.md'])
    await site.write(
      `content/pages/guides/${name}`,
      await readFile(path.join(repoRoot, 'tests/fixtures/frontmatter', name), 'utf8'),
    );
  expect((await runCli(['build', '--quiet'], site.root)).code).toBe(0);
});
afterAll(() => site.remove());

describe('site host-config', () => {
  it('prints an nginx server block for the built folder, with its headers, caches and 301 redirects', async () => {
    const result = await runCli(['host-config', 'nginx', '--root', '/srv/site', '--listen', '8080'], site.root);
    expect(result.code).toBe(0);
    const headers = await site.read('out/_headers');
    const policy = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
    expect(result.stdout).toMatch(
      /^# Written by "site host-config nginx" for the "site build --format file" output: include it inside http \{ \}\.\nserver \{\n {4}listen 8080;\n {4}root "\/srv\/site";\n/,
    );
    expect(result.stdout).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(result.stdout).toContain('location /assets/ {');
    expect(result.stdout).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(result.stdout).toContain('    gzip_static on;\n');
    expect(result.stdout).toMatch(/location = "\/vieux-guide" \{\n[^}]*return 301 "\/guides\/migration";\n {4}\}/);
  });

  it('prints an Apache .htaccess with the same redirects', async () => {
    const result = await runCli(['host-config', 'apache'], site.root);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('RewriteRule ^guides/ancien-guide/?$ /guides/migration [R=301,L,NE]\n');
    expect(result.stdout).toContain('ErrorDocument 404 /404.html\n');
  });

  it('sends from Apache the headers that earn the HTTP Observatory’s A+, HSTS and COOP among them', async () => {
    const result = await runCli(['host-config', 'apache'], site.root);
    const headers = Object.fromEntries(
      [...result.stdout.matchAll(/^ {2}Header always set (\S+) "((?:[^"\\]|\\.)*)"$/gm)].map(([, name, value]) => [
        name!,
        value!.replaceAll('%%', '%').replaceAll('\\"', '"'),
      ]),
    );
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(observatoryScore(headers)).toMatchObject({ grade: 'A+', score: 115 });
  });

  it('writes the configuration outside the published folder only', async () => {
    const written = await runCli(['host-config', 'nginx', '--output', 'site.nginx.conf'], site.root);
    expect([written.code, written.stderr]).toEqual([0, 'Wrote site.nginx.conf.\n']);
    expect(await site.read('site.nginx.conf')).toContain(`root "${path.join(site.root, 'out')}";`);
    const refused = await runCli(['host-config', 'nginx', '--output', 'out/nginx.conf'], site.root);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe(
      `Refusing to write ${path.join(site.root, 'out', 'nginx.conf')}: it lies inside ${path.join(site.root, 'out')}, which is published with the site. Write it elsewhere, such as --output site.nginx.conf.`,
    );
  });

  it('adds an HTTPS server for --tls-cert and --tls-key, redirecting plain HTTP to the base URL’s host; one without the other is a usage error', async () => {
    const result = await runCli(
      [
        'host-config',
        'nginx',
        '--root',
        '/srv/site',
        '--tls-cert',
        '/etc/ssl/site.pem',
        '--tls-key',
        '/etc/ssl/site.key',
      ],
      site.root,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'server {\n    listen 80;\n    server_name www.telorys.fr;\n    server_tokens off;\n    return 301 https://www.telorys.fr$request_uri;\n}\n',
    );
    expect(result.stdout).toContain(
      'server {\n    listen 443 ssl http2;\n    server_name www.telorys.fr;\n    ssl_certificate "/etc/ssl/site.pem";\n    ssl_certificate_key "/etc/ssl/site.key";\n',
    );
    const alone = await runCli(['host-config', 'nginx', '--tls-cert', 'site.pem'], site.root);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(
      /^Conflicting options: --tls-cert and --tls-key go together: give both, or neither\.\n\nUsage: site host-config/,
    );
    const apache = await runCli(
      ['host-config', 'apache', '--tls-cert', 'site.pem', '--tls-key', 'site.key'],
      site.root,
    );
    expect(apache.code).toBe(2);
    expect(apache.stderr).toMatch(
      /^Conflicting options: --tls-cert is for nginx: Apache takes its certificate in the virtual host, not in \.htaccess\.\n/,
    );
  });

  it('names the servers it knows, and says to build first', async () => {
    const unknown = await runCli(['host-config', 'caddy'], site.root);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Invalid value: .*Allowed choices are nginx, apache\./);
    const missing = await runCli(['host-config', 'nginx', '--dir', 'nothing'], site.root);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(
      `Nothing to configure: the folder ${path.join(site.root, 'nothing')} does not exist. Run "site build" first.`,
    );
    const french = await runCli(['host-config', 'nginx', '--dir', 'nothing'], site.root, { LANG: 'fr_FR.UTF-8' });
    expect(french.stderr.trim()).toBe(
      `Rien à configurer\u00a0: le dossier ${path.join(site.root, 'nothing')} n’existe pas. Lancez d’abord «\u00a0site build\u00a0».`,
    );
  });
});
