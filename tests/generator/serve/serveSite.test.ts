import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../generator/host/hostFiles.js';
import { serveSite } from '../../../generator/serve/serveSite.js';
import { malformedTargets, rawGet, rawRequest } from '../../helpers/rawRequest.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { buildFixture } from '../../helpers/buildInProcess.js';

/** The fixture site with a Markdown page holding two aliases, built and served by site serve. */
let site: TempSite;
let server: Server;
let base = '';
let headers: Record<string, string> = {};
let port = 0;
const errors: unknown[] = [];
beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, 'content/pages/guides'));
  for (const name of ['hugo.md', 'lexique.md'])
    await site.write(
      `content/pages/guides/${name}`,
      await readFile(path.join(repoRoot, 'tests/fixtures/frontmatter', name), 'utf8'),
    );
  const outDir = path.join(site.root, 'out');
  await buildFixture({
    root: site.root,
    outDir,
  });
  const { rules } = parseHeadersFile(await readFile(path.join(outDir, '_headers'), 'utf8'));
  headers = Object.fromEntries(rules[0]!.headers.map((header) => [header.name.toLowerCase(), header.value]));
  // What an older build, or a folder built by hand, may hold: the output of a build never does.
  await mkdir(path.join(outDir, '.git'));
  await writeFile(path.join(outDir, '.git', 'config'), '[core]');
  await writeFile(path.join(outDir, '.env'), 'SECRET=1');
  await mkdir(path.join(outDir, '.well-known'));
  await writeFile(path.join(outDir, '.well-known', 'security.txt'), 'Contact: mailto:securite@example.fr');
  server = await serveSite(outDir, 0, {
    allowedHosts: ['site.test'],
    onError: (error) => errors.push(error),
  });
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await site?.remove();
});

const get = (address: string) => fetch(`${base}${address}`, { redirect: 'manual' });
function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(headers)) expect(response.headers.get(name), name).toBe(value);
}

describe('site serve', () => {
  it('sends the headers of _headers with every page, and a revalidating cache', async () => {
    const page = await get('/cgv');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page);
    expect(page.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'none'$/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('keeps hashed assets a year', async () => {
    const html = await (await get('/')).text();
    const script = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await get(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
  });

  it('answers 301 for every alias of _redirects, whether written with a slash or .html', async () => {
    for (const address of ['/vieux-guide', '/vieux-guide/', '/guides/ancien-guide.html']) {
      const moved = await get(address);
      expect([address, moved.status, moved.headers.get('location')]).toEqual([address, 301, '/guides/migration']);
      expectSecurityHeaders(moved);
    }
  });

  it('sends the home page’s file to / in one step, as nginx does, its query kept', async () => {
    for (const [address, location] of [
      ['/index.html', '/'],
      ['/index', '/'],
      ['/index.html?utm_source=mail', '/?utm_source=mail'],
    ]) {
      const moved = await get(address!);
      expect([address, moved.status, moved.headers.get('location')]).toEqual([address, 301, location]);
    }
  });

  it('sends 404.html with status 404 and the same headers for an unknown address', async () => {
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-not-found');
    expectSecurityHeaders(missing);
  });
});

describe('site serve against hostile requests (issue 29)', () => {
  it('answers 400 to malformed addresses, never another host or a file outside, and stays up (point 3)', async () => {
    const answers: string[] = [];
    for (const target of malformedTargets) {
      const answer = await rawGet(port, target);
      answers.push(
        `${target.slice(0, 40)} ${answer.status} ${/^location: (.*)$/im.exec(answer.head)?.[1] ?? ''}`.trim(),
      );
    }
    expect(answers).toEqual(
      malformedTargets.map((target) => `${target.slice(0, 40)} ${target.length > 1000 ? 404 : 400}`),
    );
    expect(errors).toEqual([]);
    expect((await rawGet(port, '/')).status).toBe(200);
  });

  it('answers only localhost, 127.0.0.1 and [::1], any port and case, and the names allowed (point 5)', async () => {
    const statuses: Record<string, number> = {};
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      '127.0.0.1:4000',
      '[::1]:3000',
      'site.test:3000',
      'evil.example',
      'evil.example:4000',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
    ]) {
      statuses[host] = (await rawGet(port, '/cgv', host)).status;
    }
    expect(statuses).toEqual({
      localhost: 200,
      'LOCALHOST:3000': 200,
      '127.0.0.1:4000': 200,
      '[::1]:3000': 200,
      'site.test:3000': 200,
      'evil.example': 403,
      'evil.example:4000': 403,
      'localhost.evil.example': 403,
      '127.0.0.1.nip.io': 403,
    });
    expect((await rawGet(port, '/', null, '1.0')).status).toBe(403);
    // Two Host lines, the first allowed: a proxy before the server may have routed by the second.
    for (const hosts of [
      ['localhost', 'evil.example'],
      ['localhost', 'localhost'],
    ]) {
      const lines = hosts.map((host) => `Host: ${host}\r\n`).join('');
      const twice = await rawRequest(port, `GET /cgv HTTP/1.1\r\n${lines}Connection: close\r\n\r\n`);
      expect([twice.status, twice.body]).toEqual([400, 'Bad request: more than one Host header.\n']);
    }
    const refused = await rawGet(port, '/cgv', 'evil.example');
    expect(refused.body).toBe(
      'site serve answers only requests for localhost, 127.0.0.1 or [::1]: to allow evil.example, start it with --allowed-host evil.example.\n',
    );
  });

  it('answers the 404 page for the host’s own files and dotfiles, as nginx does, but serves .well-known/ (points 7 and 8)', async () => {
    const answers: Record<string, string> = {};
    for (const target of [
      '/_headers',
      '/_redirects',
      '/.site-build',
      '/.env',
      '/.git/config',
      '/%2eenv',
      '/%5fheaders',
      '/_Redirects',
      '/.well-known/security.txt',
    ]) {
      const answer = await get(target);
      const text = await answer.text();
      answers[target] = `${answer.status} ${text.includes('data-not-found') ? '404 page' : text}`;
    }
    expect(answers).toEqual({
      '/_headers': '404 404 page',
      '/_redirects': '404 404 page',
      '/.site-build': '404 404 page',
      '/.env': '404 404 page',
      '/.git/config': '404 404 page',
      '/%2eenv': '404 404 page',
      '/%5fheaders': '404 404 page',
      '/_Redirects': '404 404 page',
      '/.well-known/security.txt': '200 Contact: mailto:securite@example.fr',
    });
    expectSecurityHeaders(await get('/.env'));
  });
});

describe('site serve of a site built in directory format', () => {
  it('answers /cgv/ with the page, /cgv with a 301 to it, and an alias with a 301 to the /…/ address', async () => {
    const outDir = path.join(site.root, 'out-directory');
    await buildFixture({
      root: site.root,
      outDir,
      format: 'directory',
    });
    const served = await serveSite(outDir, 0);
    const at = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
    try {
      const page = await fetch(`${at}/cgv/`, { redirect: 'manual' });
      expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'public, max-age=0, must-revalidate']);
      expect(await page.text()).toContain('<link rel="canonical" href="https://www.telorys.fr/cgv/"/>');
      const bare = await fetch(`${at}/cgv`, { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/cgv/']);
      const alias = await fetch(`${at}/vieux-guide/`, { redirect: 'manual' });
      expect([alias.status, alias.headers.get('location')]).toEqual([301, '/guides/migration/']);
      expect((await fetch(`${at}/nope/`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => served.close(resolve));
    }
  });
});
