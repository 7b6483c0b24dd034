import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../generator/host/hostFiles.js';
import { serveSite } from '../../../generator/serve/serveSite.js';
import { buildFixture } from '../../helpers/buildInProcess.js';
import { rawGet, rawMethod, rawRequest, type RawAnswer } from '../../helpers/rawRequest.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

/** The fixture site, built and served by site serve; the security headers its _headers gives every address. */
let site: TempSite;
let server: Server;
let port = 0;
let outDir = '';
let headers: [string, string][] = [];
beforeAll(async () => {
  site = await createTempSite();
  outDir = path.join(site.root, 'out');
  await buildFixture({ root: site.root, outDir });
  const { rules } = parseHeadersFile(await readFile(path.join(outDir, '_headers'), 'utf8'));
  headers = rules[0]!.headers.map((header) => [header.name.toLowerCase(), header.value]);
  server = await serveSite(outDir, 0);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await site?.remove();
});

/** The value of header `name` in a raw answer. */
const header = (answer: RawAnswer, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head)?.[1] ?? null;

describe('site serve and request methods (issue 40, point 6)', () => {
  it('answers 405, Allow: GET, HEAD and one sentence to every method but GET and HEAD, with the security headers', async () => {
    const answers: Record<string, string> = {};
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const answer = await rawMethod(port, method, '/cgv', method === 'PUT' ? '<p>remplacée</p>' : '');
      answers[method] = `${answer.status} ${header(answer, 'allow')} ${answer.body}`;
      for (const [name, value] of headers) expect([method, name, header(answer, name)]).toEqual([method, name, value]);
    }
    const refused = '405 GET, HEAD Method not allowed: site serve answers only GET and HEAD.\n';
    expect(answers).toEqual({
      POST: refused,
      PUT: refused,
      DELETE: refused,
      PATCH: refused,
      OPTIONS: refused,
      TRACE: refused,
      PROPFIND: refused,
    });
    // The page is still there, unchanged (the raw answer reads bytes as latin1).
    expect((await rawGet(port, '/cgv')).body).toBe(await readFile(path.join(outDir, 'cgv.html'), 'latin1'));
  });

  it('answers a HEAD as a GET, without the body', async () => {
    const get = await rawGet(port, '/cgv');
    const head = await rawMethod(port, 'HEAD', '/cgv');
    expect([head.status, head.body]).toEqual([200, '']);
    for (const name of ['content-type', 'content-length', 'cache-control', ...headers.map(([name]) => name)])
      expect([name, header(head, name)]).toEqual([name, header(get, name)]);
  });

  it('refuses a foreign Host before the method, with the security headers, and never answers a method Node does not know with a page', async () => {
    const foreign = await rawRequest(port, 'PUT /cgv HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect([foreign.status, foreign.body]).toEqual([
      403,
      'site serve answers only requests for localhost, 127.0.0.1 or [::1]: to allow evil.example, start it with --allowed-host evil.example.\n',
    ]);
    for (const [name, value] of headers) expect([name, header(foreign, name)]).toEqual([name, value]);
    // Node's parser answers 400 itself to a method it does not know, and closes a CONNECT unanswered.
    expect((await rawMethod(port, 'FOO', '/cgv')).status).toBe(400);
    expect((await rawMethod(port, 'get', '/cgv')).status).toBe(400);
    expect((await rawMethod(port, 'CONNECT', 'localhost:80')).status).toBe(0);
  });
});
