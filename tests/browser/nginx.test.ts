import { mkdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/build.js';
import { readHostRules } from '../../generator/host/hostFiles.js';
import type { UrlFormat } from '../../generator/host/hostRules.js';
import { nginxConfig } from '../../generator/host/nginxConfig.js';
import { createMemoryLogger } from '../../generator/log.js';
import { startNginx, type RunningNginx } from '../helpers/nginx.js';
import { createTempSite, repoRoot, type TempSite } from '../helpers/tempSite.js';
import { launchChromium } from './chromium.js';
import { testEmailjs } from './globalSetup.js';

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
describe.each(formats)('the site in %s format behind nginx', (format) => {
  let site: TempSite;
  let nginx: RunningNginx;
  let framing: Server;
  let sitemap: string[] = [];
  const baseUrl = 'https://www.example.fr';
  beforeAll(async () => {
    site = await createTempSite();
    await mkdir(path.join(site.root, 'content/pages/guides'));
    for (const name of ['hugo.md', 'lexique.md']) await site.write(`content/pages/guides/${name}`, await readFile(path.join(repoRoot, 'tests/fixtures/frontmatter', name), 'utf8'));
    const outDir = path.join(site.root, 'out');
    const env = { SITE_EMAILJS_PUBLIC_KEY: testEmailjs.publicKey, SITE_EMAILJS_SERVICE_ID: testEmailjs.serviceId, SITE_EMAILJS_TEMPLATE_QUOTE: testEmailjs.quoteTemplate, SITE_EMAILJS_TEMPLATE_DEMO: testEmailjs.demoTemplate };
    await buildSite({ root: site.root, toolRoot: repoRoot, outDir, baseUrl, env, format, precompress: true, logger: createMemoryLogger() });
    sitemap = [...(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(baseUrl.length));
    const rules = await readHostRules(outDir);
    nginx = await startNginx((listen) => nginxConfig(rules, { root: outDir, listen }));
    // A page of another local origin (another port) that tries to frame the site.
    framing = createServer((request, response) => response.end(`<!doctype html><title>Autre site</title><iframe src="${nginx.url}${request.url}"></iframe>`));
    await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => framing?.close(resolve));
    await site?.remove();
  });

  /** A page that fulfils every request off the site (e-mail API, eligibility checker) and records CSP violations. */
  async function newPage(violations: string[]): Promise<Page> {
    const page = await browser.newPage();
    await page.route((url) => !url.href.startsWith(nginx.url), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Tiers</title><p>OK</p>' }));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    return page;
  }

  it('answers every address of the sitemap with its page, its CSP with frame-ancestors, nosniff and a revalidating cache', async () => {
    expect(sitemap.length).toBeGreaterThan(5);
    const page = await newPage([]);
    const seen: Record<string, unknown> = {};
    for (const address of sitemap) {
      const response = (await page.goto(nginx.url + address, { waitUntil: 'domcontentloaded' }))!;
      const headers = response.headers();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      seen[address] = [response.status(), canonical, headers['content-security-policy']?.endsWith("; frame-ancestors 'none'"), headers['x-content-type-options'], headers['cache-control']];
    }
    expect(seen).toEqual(Object.fromEntries(sitemap.map((address) => [address, [200, baseUrl + address, true, 'nosniff', 'public, max-age=0, must-revalidate']])));
    await page.close();
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
    expect([moved.status(), moved.headers()['location']]).toEqual([301, sitemap.find((address) => address.startsWith('/guides/migration'))]);
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

  it('raises no CSP violation with the cart, a form and the eligibility dialog open', async () => {
    const violations: string[] = [];
    const page = await newPage(violations);
    await page.goto(`${nginx.url}/`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Ajouter .* au panier$/ }).first().click();
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
