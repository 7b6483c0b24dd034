import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../../generator/serve/serveSite.js';
import { observatoryScore } from '../../helpers/observatoryScore.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { buildFixture } from '../../helpers/buildInProcess.js';

/**
 * The fixture site built for an https base URL and served in-process by site serve: what it sends
 * earns the HTTP Observatory's A+ on every kind of answer (issue 29, point 11). The nginx answers
 * are scored in tests/browser/nginx.test.ts, the _headers file in hostFiles.test.ts.
 */
let site: TempSite;
let server: Server;
let base = '';
beforeAll(async () => {
  site = await createTempSite();
  const outDir = path.join(site.root, 'out');
  await buildFixture({
    root: site.root,
    outDir,
    baseUrl: 'https://www.example.fr',
  });
  server = await serveSite(outDir, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await site?.remove();
});

describe('site serve, scored as Mozilla’s HTTP Observatory scores a site', () => {
  it.each(['/', '/cgv', '/nope', '/cgv/'])('earns A+ on %s', async (address) => {
    const response = await fetch(base + address, { redirect: 'manual' });
    const headers = Object.fromEntries(response.headers);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    const result = observatoryScore(headers);
    expect([result.grade, result.score]).toEqual(['A+', 115]);
  });

  it('would not without HSTS: the scorer counts what it must', () => {
    expect(
      observatoryScore({
        'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      }),
    ).toMatchObject({ score: 80, grade: 'B+' });
    expect(observatoryScore({})).toMatchObject({ score: 30, grade: 'D' });
  });
});
