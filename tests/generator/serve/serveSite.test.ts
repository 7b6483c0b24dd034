import { mkdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../generator/build.js';
import { parseHeadersFile } from '../../../generator/host/hostFiles.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { serveSite } from '../../../generator/serve/serveSite.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

/** The fixture site with a Markdown page holding two aliases, built and served by site serve. */
let site: TempSite;
let server: Server;
let base = '';
let headers: Record<string, string> = {};
beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, 'content/pages/guides'));
  for (const name of ['hugo.md', 'lexique.md']) await site.write(`content/pages/guides/${name}`, await readFile(path.join(repoRoot, 'tests/fixtures/frontmatter', name), 'utf8'));
  const outDir = path.join(site.root, 'out');
  await buildSite({ root: site.root, toolRoot: repoRoot, outDir, env: {}, logger: createMemoryLogger() });
  const { rules } = parseHeadersFile(await readFile(path.join(outDir, '_headers'), 'utf8'));
  headers = Object.fromEntries(rules[0]!.headers.map((header) => [header.name.toLowerCase(), header.value]));
  server = await serveSite(outDir, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    }
  });

  it('sends 404.html with status 404 and the same headers for an unknown address', async () => {
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-not-found');
    expectSecurityHeaders(missing);
  });
});

describe('site serve of a site built in directory format', () => {
  it('answers /cgv/ with the page, /cgv with a 301 to it, and an alias with a 301 to the /…/ address', async () => {
    const outDir = path.join(site.root, 'out-directory');
    await buildSite({ root: site.root, toolRoot: repoRoot, outDir, env: {}, format: 'directory', logger: createMemoryLogger() });
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
