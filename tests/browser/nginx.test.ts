import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHostRules } from '../../generator/host/hostFiles.js';
import type { UrlFormat } from '../../generator/host/hostRules.js';
import { nginxConfig } from '../../generator/host/nginxConfig.js';
import { buildFixture } from '../helpers/buildInProcess.js';
import { rawGet, startNginx, type RunningNginx } from '../helpers/nginx.js';
import { observatoryScore } from '../helpers/observatoryScore.js';
import { createTempSite, repoRoot, type TempSite } from '../helpers/tempSite.js';
import { launchChromium } from './chromium.js';
import { testEmailjs } from './globalSetup.js';
import { styledSitemap, visitSitemap } from './sitemapPage.js';

/*
 * The fixture site (with a Markdown page holding two aliases) built with --precompress in each
 * URL layout, served by Debian's nginx with the configuration of `site host-config nginx`, and
 * visited with Chromium: what a visitor of a real server gets.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const formats: UrlFormat[] = ['file', 'directory'];

/** Paths a link to the site may hold that a careless rewrite sends to `evil.example`. */
const trickyPaths = [
  '//evil.example/',
  '//evil.example/index.html',
  '/\\evil.example/',
  '/%5cevil.example/',
  '/%5Cevil.example/index.html',
  '/%2fevil.example/',
  '/%2F%2Fevil.example/',
  '/./evil.example/',
  '/%09/evil.example/',
  '/\t/evil.example',
  '///evil.example/',
  '/.//evil.example/',
  '/%5C/evil.example/index.html',
  '/\\/evil.example/cgv.html',
  '/%2F%2Fevil.example/index.html',
  '/%2E//evil.example/index.html',
  '/%0a/evil.example/',
];
describe.each(formats)('the site in %s format behind nginx', (format) => {
  let site: TempSite;
  let nginx: RunningNginx;
  let framing: Server;
  let sitemap: string[] = [];
  const baseUrl = 'https://www.example.fr';
  beforeAll(async () => {
    site = await createTempSite();
    await mkdir(path.join(site.root, 'content/pages/guides'));
    for (const name of ['hugo.md', 'lexique.md'])
      await site.write(
        `content/pages/guides/${name}`,
        await readFile(path.join(repoRoot, 'tests/fixtures/frontmatter', name), 'utf8'),
      );
    const outDir = path.join(site.root, 'out');
    const env = {
      SITE_EMAILJS_PUBLIC_KEY: testEmailjs.publicKey,
      SITE_EMAILJS_SERVICE_ID: testEmailjs.serviceId,
      SITE_EMAILJS_TEMPLATE_QUOTE: testEmailjs.quoteTemplate,
      SITE_EMAILJS_TEMPLATE_DEMO: testEmailjs.demoTemplate,
    };
    await buildFixture({ root: site.root, outDir, baseUrl, env, format, precompress: true });
    sitemap = [...(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1]!.slice(baseUrl.length),
    );
    // Dotfiles a careless deploy leaves in the folder, and one that must stay reachable.
    for (const [file, text] of [
      ['.env', 'SECRET=1'],
      ['.git/config', '[core]'],
      ['assets/.secret', 'x'],
      ['.well-known/security.txt', 'Contact: mailto:security@example.fr'],
    ] as const) {
      await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await writeFile(path.join(outDir, file), text);
    }
    const rules = await readHostRules(outDir);
    nginx = await startNginx((listen) => nginxConfig(rules, { root: outDir, listen }));
    // A page of another local origin (another port) that tries to frame the site.
    framing = createServer((request, response) =>
      response.end(`<!doctype html><title>Autre site</title><iframe src="${nginx.url}${request.url}"></iframe>`),
    );
    await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => framing?.close(resolve));
    await site?.remove();
  });

  /**
   * A page that fulfils every request off the site (e-mail API, eligibility checker) and records CSP
   * violations.
   */
  async function newPage(violations: string[]): Promise<Page> {
    const page = await browser.newPage();
    await page.route(
      (url) => !url.href.startsWith(nginx.url),
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Tiers</title><p>OK</p>' }),
    );
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    return page;
  }

  it('answers every address of the sitemap with its page, its CSP with frame-ancestors, nosniff and a revalidating cache', async () => {
    expect(sitemap.length).toBeGreaterThan(5);
    // Status, headers and the canonical link are the server's: no script runs on the way, so an
    // HTTP client reads them as a browser gets them (a page in Chromium took 0.2 s each).
    const seen: Record<string, unknown> = {};
    for (const address of sitemap) {
      const response = await fetch(nginx.url + address, { redirect: 'manual' });
      const html = await response.text();
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      seen[address] = [
        response.status,
        canonical,
        response.headers.get('content-security-policy')?.endsWith("; frame-ancestors 'none'"),
        response.headers.get('x-content-type-options'),
        response.headers.get('cache-control'),
      ];
    }
    expect(seen).toEqual(
      Object.fromEntries(
        sitemap.map((address) => [
          address,
          [200, baseUrl + address, true, 'nosniff', 'public, max-age=0, must-revalidate'],
        ]),
      ),
    );
  });

  it('never sends a visitor to another host, whatever path a link gives (issue 29, point 2)', async () => {
    const host = new URL(nginx.url).host;
    const page = await newPage([]);
    const seen: Record<string, unknown> = {};
    for (const target of trickyPaths) {
      const { location } = await rawGet(nginx.port, target);
      // A browser drops tabs and newlines from an address, then reads `//` and `/\` as a host.
      const bare = location?.replace(/[\t\n\r]/g, '');
      const staysHere = bare === undefined || (!/^[/\\][/\\]/.test(bare) && new URL(bare, nginx.url).host === host);
      await page.goto(nginx.url + target).catch(() => null);
      seen[target] = [location, staysHere, new URL(page.url()).host];
    }
    expect(seen).toEqual(
      Object.fromEntries(trickyPaths.map((target) => [target, [(seen[target] as unknown[])[0], true, host]])),
    );
    await page.close();
  });

  it('answers 404 for the host’s own files and dotfiles, but serves /.well-known/ (issue 29, point 8)', async () => {
    const hidden = [
      '/_headers',
      '/_Headers',
      '/_redirects',
      '/.site-build',
      '/.env',
      '/%2Eenv',
      '/%5Fheaders',
      '/.git/config',
      '/assets/.secret',
      '/.well-known/../.env',
    ];
    const statuses = await Promise.all(
      hidden.map(async (target) => [target, (await rawGet(nginx.port, target)).status]),
    );
    expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(hidden.map((target) => [target, 404])));
    const known = await fetch(`${nginx.url}/.well-known/security.txt`);
    expect([known.status, await known.text()]).toEqual([200, 'Contact: mailto:security@example.fr']);
  });

  it('earns the HTTP Observatory’s A+ on a page, the 404 page and a redirect (issue 29, point 11)', async () => {
    const scores: Record<string, unknown> = {};
    for (const address of ['/', sitemap.at(-1)!, '/nope', '/vieux-guide']) {
      const response = await fetch(nginx.url + address, { redirect: 'manual' });
      const result = observatoryScore(Object.fromEntries(response.headers));
      scores[address] = [
        response.headers.get('strict-transport-security'),
        response.headers.get('cross-origin-opener-policy'),
        result.grade,
        result.score,
      ];
    }
    expect(Object.values(scores)).toEqual(
      Array(4).fill(['max-age=31536000; includeSubDomains', 'same-origin', 'A+', 115]),
    );
  });

  it('answers an unknown address with the 404 page and status 404', async () => {
    const page = await newPage([]);
    const response = (await page.goto(`${nginx.url}/nope`))!;
    expect(response.status()).toBe(404);
    expect(await page.locator('html').getAttribute('data-not-found')).toBe('');
    expect(response.headers()['content-security-policy']).toMatch(/; frame-ancestors 'none'$/);
    await page.close();
  });

  it('answers an alias with a 301 to its page, and the other spelling of a page’s address with a 301 to it', async () => {
    const page = await newPage([]);
    const other = await page.request.get(`${nginx.url}${format === 'file' ? '/cgv/' : '/cgv'}`, { maxRedirects: 0 });
    expect([other.status(), other.headers()['location']]).toEqual([301, format === 'file' ? '/cgv' : '/cgv/']);
    const moved = await page.request.get(`${nginx.url}/vieux-guide`, { maxRedirects: 0 });
    expect([moved.status(), moved.headers()['location']]).toEqual([
      301,
      sitemap.find((address) => address.startsWith('/guides/migration')),
    ]);
    await page.goto(`${nginx.url}/vieux-guide`);
    expect(await page.locator('h1').textContent()).toBe('Guide de migration');
    await page.close();
  });

  it('is refused inside a frame of another origin', async () => {
    const violations: string[] = [];
    const page = await browser.newPage();
    page.on('console', (message) => violations.push(message.text()));
    await page.goto(`http://127.0.0.1:${(framing.address() as AddressInfo).port}/`);
    await expect.poll(() => violations.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await child?.evaluate(() => document.title).catch(() => 'no access')).not.toMatch(/Telorys/);
    await page.close();
  });

  it('keeps hashed assets a year, and sends the .gz of a page to a client that accepts it', async () => {
    const page = await newPage([]);
    const response = (await page.goto(`${nginx.url}/`))!;
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(await page.title()).toMatch(/Telorys/);
    const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
    const asset = await page.request.get(nginx.url + script!);
    expect([asset.status(), asset.headers()['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    await page.close();
  });

  it('shows /sitemap.xml styled under the CSP, its stylesheet sent as application/xslt+xml (issue 40, point 4)', async () => {
    // Debian's mime.types names no .xsl, the server block does; the CSS comes gzipped like any other.
    const answers = await Promise.all(
      ['/sitemap.xsl', '/sitemap.css'].map((address) =>
        fetch(nginx.url + address, { headers: { 'Accept-Encoding': 'gzip' } }),
      ),
    );
    expect(
      answers.map((answer) => [
        answer.status,
        answer.headers.get('content-type'),
        answer.headers.get('content-encoding'),
        answer.headers.get('content-security-policy')?.endsWith("; frame-ancestors 'none'"),
      ]),
    ).toEqual([
      [200, 'application/xslt+xml', null, true],
      [200, 'text/css', 'gzip', true],
    ]);
    const seen = await visitSitemap(browser, `${nginx.url}/sitemap.xml`);
    expect(seen).toEqual({ policy: seen.policy, violations: [], rows: sitemap.length, ...styledSitemap });
  });

  it('raises no CSP violation with the cart, a form and the eligibility dialog open', async () => {
    const violations: string[] = [];
    const page = await newPage(violations);
    await page.goto(`${nginx.url}/`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: /^Ajouter .* au panier$/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('dialog', { name: /Panier/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Téléphone *', { exact: true }).fill('06 12 34 56 78');
    await page.getByRole('button', { name: 'Tester mon éligibilité' }).first().click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Test d’éligibilité fibre' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await page.close();
  });
});

const haveOpenssl = (() => {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
})();

/** An HTTPS GET that accepts the test's self-signed certificate: status, headers and the TLS version. */
function httpsGet(
  port: number,
  address: string,
): Promise<{ status: number; headers: Record<string, string>; protocol: string | null }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { host: '127.0.0.1', port, path: address, servername: 'localhost', rejectUnauthorized: false },
      (response) => {
        response.resume();
        const protocol = (response.socket as import('node:tls').TLSSocket).getProtocol();
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers as Record<string, string>, protocol }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe.skipIf(!haveOpenssl)(
  'the site behind nginx over HTTPS, as site host-config nginx --tls-cert --tls-key writes it (issue 29, point 11)',
  () => {
    let site: TempSite;
    let nginx: RunningNginx;
    beforeAll(async () => {
      site = await createTempSite();
      const outDir = path.join(site.root, 'out');
      await buildFixture({ root: site.root, outDir, baseUrl: 'https://www.example.fr' });
      const [certificate, key] = [path.join(site.root, 'cert.pem'), path.join(site.root, 'key.pem')];
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          certificate,
          '-days',
          '2',
          '-subj',
          '/CN=localhost',
        ],
        { stdio: 'ignore' },
      );
      const rules = await readHostRules(outDir);
      nginx = await startNginx((listen, tlsListen) =>
        nginxConfig(rules, {
          root: outDir,
          listen,
          tls: { certificate, key, listen: tlsListen, origin: 'https://www.example.fr' },
        }),
      );
    });
    afterAll(async () => {
      await nginx?.stop();
      await site?.remove();
    });

    it('serves the pages over TLS 1.3 with HSTS and COOP, scored A+', async () => {
      const answer = await httpsGet(nginx.tlsPort, '/cgv');
      expect([
        answer.status,
        answer.protocol,
        answer.headers['strict-transport-security'],
        answer.headers['cross-origin-opener-policy'],
      ]).toEqual([200, 'TLSv1.3', 'max-age=31536000; includeSubDomains', 'same-origin']);
      expect(observatoryScore(answer.headers).grade).toBe('A+');
      const tricky = await httpsGet(nginx.tlsPort, '/%5cevil.example/');
      expect(tricky.status).toBe(404);
    });

    it('sends plain HTTP to the same path on the base URL’s host, whatever Host the request names', async () => {
      expect(await rawGet(nginx.port, '/cgv?x=1')).toEqual({ status: 301, location: 'https://www.example.fr/cgv?x=1' });
      expect(await rawGet(nginx.port, '/cgv', 'evil.example')).toEqual({
        status: 301,
        location: 'https://www.example.fr/cgv',
      });
      expect(await rawGet(nginx.port, '//evil.example/')).toEqual({
        status: 301,
        location: 'https://www.example.fr//evil.example/',
      });
    });
  },
);
