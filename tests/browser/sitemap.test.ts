import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../generator/serve/serveSite.js';
import { buildFixture } from '../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../helpers/tempSite.js';
import { launchChromium } from './chromium.js';
import { styledSitemap, visitSitemap } from './sitemapPage.js';

/*
 * The fixture site built and served by `site serve`, with the headers of its `_headers`: the
 * sitemap a person opens in a browser lives under the pages' Content-Security-Policy
 * (`style-src 'self'`), which blocks any style written inside the XSL (issue 40, point 4).
 */
let site: TempSite;
let server: Server;
let browser: Browser;
let base = '';
let addresses = 0;
beforeAll(async () => {
  site = await createTempSite();
  const outDir = path.join(site.root, 'out');
  await buildFixture({ root: site.root, outDir });
  addresses = (await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).split('<loc>').length - 1;
  server = await serveSite(outDir, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await site?.remove();
});

describe('/sitemap.xml in a browser, under the site’s CSP (issue 40, point 4)', () => {
  it('shows every address in a table styled by /sitemap.css, with no CSP error in the console', async () => {
    const seen = await visitSitemap(browser, `${base}/sitemap.xml`);
    expect(seen.policy).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(seen).toEqual({ policy: seen.policy, violations: [], rows: addresses, ...styledSitemap });
    expect(addresses).toBeGreaterThan(5);
  });

  it('gets from site serve its stylesheet as XML and its CSS as text/css, each with the CSP', async () => {
    const answers = await Promise.all(['/sitemap.xsl', '/sitemap.css'].map((address) => fetch(base + address)));
    expect(
      answers.map((answer) => [
        answer.status,
        answer.headers.get('content-type'),
        answer.headers.get('content-security-policy')?.endsWith("; frame-ancestors 'none'"),
      ]),
    ).toEqual([
      [200, expect.stringMatching(/^application\/(xslt\+)?xml\b/), true],
      [200, 'text/css; charset=utf-8', true],
    ]);
  });
});
