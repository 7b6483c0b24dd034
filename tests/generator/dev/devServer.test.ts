import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevServer } from '../../../generator/dev/devServer.js';
import type { MemoryFile } from '../../../generator/dev/memoryFile.js';
import { devTab } from '../../helpers/devTab.js';
import { malformedTargets, rawGet, rawMethod, rawRequest, type RawAnswer } from '../../helpers/rawRequest.js';

/** site dev's server alone, in process: two pages in memory and a public/ folder with a secret beside it. */
let folder: string;
let server: DevServer;
let port = 0;
const errors: unknown[] = [];
const pages: Record<string, MemoryFile> = {
  '/index.html': { body: '<html><body>Accueil</body></html>', type: 'text/html; charset=utf-8' },
  '/cgv.html': { body: '<html><body>Conditions</body></html>', type: 'text/html; charset=utf-8' },
  '/404.html': { body: '<html><body data-not-found>Introuvable</body></html>', type: 'text/html; charset=utf-8' },
  '/_headers': { body: '/*\n  X-Frame-Options: DENY\n', type: 'text/plain; charset=utf-8' },
  '/_redirects': { body: '/ancienne /nouvelle 301\n', type: 'text/plain; charset=utf-8' },
};
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'dev-server-'));
  const publicDir = path.join(folder, 'public');
  await mkdir(path.join(publicDir, '.git'), { recursive: true });
  await mkdir(path.join(publicDir, '.well-known'));
  await writeFile(path.join(folder, 'secret.txt'), 'SECRET');
  await writeFile(path.join(publicDir, 'logo.svg'), '<svg/>');
  await writeFile(path.join(publicDir, '.env'), 'KEY=1');
  await writeFile(path.join(publicDir, '.git', 'config'), '[core]');
  await writeFile(path.join(publicDir, '.well-known', 'security.txt'), 'Contact: x');
  await symlink(path.join(folder, 'secret.txt'), path.join(publicDir, 'leak.txt'));
  await symlink('logo.svg', path.join(publicDir, 'logo-bis.svg'));
  await symlink('.env', path.join(publicDir, 'env.txt'));
  const resolve = (file: string) =>
    file === '/boom.html'
      ? (() => {
          throw new Error('render failed');
        })()
      : pages[file];
  server = new DevServer(publicDir, resolve, { allowedHosts: ['site.test'], onError: (error) => errors.push(error) });
  await server.listen(0);
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('site dev against hostile requests', () => {
  it('answers 400 to malformed addresses and stays up (issue 29, point 3)', async () => {
    const answers: string[] = [];
    for (const target of malformedTargets)
      answers.push(`${target.slice(0, 40)} ${(await rawGet(port, target)).status}`);
    expect(answers).toEqual(
      malformedTargets.map((target) => `${target.slice(0, 40)} ${target.length > 1000 ? 404 : 400}`),
    );
    const home = await rawGet(port, '/');
    expect([home.status, home.body]).toEqual([200, expect.stringContaining('Accueil')]);
  });

  it('sends an address with a trailing slash to the one without, a page’s file to its address and the home page’s to /, as site serve and nginx do', async () => {
    for (const [target, location] of [
      ['/cgv/', '/cgv'],
      ['/cgv/?ref=mail', '/cgv?ref=mail'],
      ['/mentions%20l%C3%A9gales/', '/mentions%20l%C3%A9gales'],
      ['/index.html', '/'],
      ['/cgv.html', '/cgv'],
      ['/index?ref=mail', '/?ref=mail'],
    ]) {
      const moved = await rawGet(port, target!);
      expect([target, moved.status, /^location: (.*)$/im.exec(moved.head)?.[1]]).toEqual([target, 301, location]);
    }
    expect((await rawGet(port, '/cgv')).body).toContain('Conditions');
  });

  it('answers 500 to a request whose handling fails, and goes on', async () => {
    expect((await rawGet(port, '/boom')).status).toBe(500);
    expect(errors).toEqual([new Error('render failed')]);
    expect((await rawGet(port, '/')).status).toBe(200);
  });

  it('answers only localhost, 127.0.0.1 and [::1], any port and case, and the names allowed (issue 29, point 5)', async () => {
    const statuses: Record<string, number> = {};
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      '127.0.0.1:4000',
      '[::1]:3000',
      'site.test',
      'SITE.test:8080',
      'evil.example',
      'evil.example:4000',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      'site.test.evil.example',
      'localhost:abc',
      '',
    ]) {
      statuses[host] = (await rawGet(port, '/', host)).status;
    }
    expect(statuses).toEqual({
      localhost: 200,
      'LOCALHOST:3000': 200,
      '127.0.0.1:4000': 200,
      '[::1]:3000': 200,
      'site.test': 200,
      'SITE.test:8080': 200,
      'evil.example': 403,
      'evil.example:4000': 403,
      'localhost.evil.example': 403,
      '127.0.0.1.nip.io': 403,
      'site.test.evil.example': 403,
      'localhost:abc': 403,
      '': 403,
    });
    expect((await rawGet(port, '/', null, '1.0')).status).toBe(403);
    expect((await rawGet(port, '/', null)).status).toBe(400); // Node's own answer: HTTP/1.1 requires a Host
    const refused = await rawGet(port, '/__site/events?path=/', 'evil.example:4000');
    expect([refused.status, refused.body]).toEqual([
      403,
      'site dev answers only requests for localhost, 127.0.0.1 or [::1]: to allow evil.example, start it with --allowed-host evil.example.\n',
    ]);
  });

  it('serves public/ as the build publishes it: no dotfile but .well-known/, no link leading outside, no host file (issue 29, points 6, 7 and 8)', async () => {
    const answers: Record<string, string> = {};
    for (const target of [
      '/logo.svg',
      '/logo-bis.svg',
      '/.well-known/security.txt',
      '/leak.txt',
      '/.env',
      '/.git/config',
      '/env.txt',
      '/%2eenv',
      '/_headers',
      '/_Redirects',
    ]) {
      const answer = await rawGet(port, target);
      answers[target] = `${answer.status} ${answer.body.includes('data-not-found') ? '404 page' : answer.body}`;
    }
    expect(answers).toEqual({
      '/logo.svg': '200 <svg/>',
      '/logo-bis.svg': '200 <svg/>',
      '/.well-known/security.txt': '200 Contact: x',
      '/leak.txt': '404 404 page',
      '/.env': '404 404 page',
      '/.git/config': '404 404 page',
      '/env.txt': '404 404 page',
      '/%2eenv': '404 404 page',
      '/_headers': '404 404 page',
      '/_Redirects': '404 404 page',
    });
  });
});

/** The two headers of every site dev answer, as a raw answer carries them. */
const headerNames = ['content-security-policy', 'x-content-type-options'];
const devHeaders = ["frame-ancestors 'self'", 'nosniff'];
const guarded = (answer: RawAnswer) =>
  headerNames.map((name) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head)?.[1]);

describe('site dev and request methods (issue 40, point 6)', () => {
  it('answers 405, Allow: GET, HEAD and one sentence to every method but GET and HEAD, on pages and the event stream alike', async () => {
    const answers: string[] = [];
    for (const target of ['/', '/logo.svg', '/__site/events?path=/'])
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        const answer = await rawMethod(port, method, target, method === 'PUT' ? 'remplacée' : '');
        const allow = /^allow: (.*)$/im.exec(answer.head)?.[1];
        answers.push(`${method} ${target} ${answer.status} ${allow} ${answer.body} ${guarded(answer).join(' ')}`);
      }
    expect(
      answers.filter(
        (answer) =>
          !answer.endsWith(
            " 405 GET, HEAD Method not allowed: site dev answers only GET and HEAD.\n frame-ancestors 'self' nosniff",
          ),
      ),
    ).toEqual([]);
    const foreign = await rawRequest(port, 'PUT / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(foreign.status).toBe(403);
    expect((await rawGet(port, '/')).body).toContain('Accueil');
  });

  it('sends frame-ancestors and nosniff with every answer, and answers HEAD without a body', async () => {
    const answers: Record<string, string> = {};
    for (const [method, target] of [
      ['GET', '/'],
      ['HEAD', '/'],
      ['GET', '/logo.svg'],
      ['GET', '/nope'],
      ['GET', '/%ZZ'],
      ['GET', '/boom'],
    ] as const) {
      const answer = await rawMethod(port, method, target);
      answers[`${method} ${target}`] = `${answer.status} ${answer.body.length > 0} ${guarded(answer).join(' ')}`;
    }
    expect(answers).toEqual({
      'GET /': "200 true frame-ancestors 'self' nosniff",
      'HEAD /': "200 false frame-ancestors 'self' nosniff",
      'GET /logo.svg': "200 true frame-ancestors 'self' nosniff",
      'GET /nope': "404 true frame-ancestors 'self' nosniff",
      'GET /%ZZ': "400 true frame-ancestors 'self' nosniff",
      'GET /boom': "500 true frame-ancestors 'self' nosniff",
    });
    errors.length = 0; // /boom's render error, told as it should be
  });

  it('keeps the live-reload stream working over GET, with the same headers; a HEAD of it is no open tab', async () => {
    const head = await fetch(`http://127.0.0.1:${port}/__site/events?path=/`, { method: 'HEAD' });
    expect([head.status, ...['content-type', ...headerNames].map((name) => head.headers.get(name))]).toEqual([
      200,
      'text/event-stream',
      ...devHeaders,
    ]);
    expect(server.openPaths()).toEqual(new Set());
    const tab = devTab(`http://127.0.0.1:${port}`, '/');
    while (!server.openPaths().has('/')) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.reload(new Set(['/']))).toBe(1);
    while (tab.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    tab.close();
    expect(tab.events).toEqual([{ name: 'reload', data: '["/"]' }]);
  });
});
