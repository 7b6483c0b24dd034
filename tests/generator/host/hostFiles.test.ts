import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../generator/build.js';
import { parseHeadersFile, parseRedirectsFile, readHostRules } from '../../../generator/host/hostFiles.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { fileForPath } from '../../../generator/route/route.js';
import { observatoryScore } from '../../helpers/observatoryScore.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { clientBundle } from '../../helpers/clientBundle.js';
import { searchPages } from '../../../model/search.js';

/** The fixture site with a Markdown page holding two aliases, built once with a chat webhook and an eligibility checker. */
let site: TempSite;
let built: BuildResult;
const read = (file: string) => readFile(path.join(site.root, 'out', file), 'utf8');
beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, 'content/pages/guides'));
  for (const name of ['hugo.md', 'lexique.md'])
    await site.write(
      `content/pages/guides/${name}`,
      await readFile(path.join(repoRoot, 'tests/fixtures/frontmatter', name), 'utf8'),
    );
  const env = { SITE_CHAT_WEBHOOK_URL: 'https://hooks.example.fr/webhook/chat' };
  built = await buildSite({
    root: site.root,
    toolRoot: repoRoot,
    bundle: clientBundle(),
    env,
    logger: createMemoryLogger(),
  });
});
afterAll(() => site.remove());

function metaPolicy(html: string): string {
  const found = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  if (!found) throw new Error('no Content-Security-Policy <meta>');
  return found[1]!.replaceAll('&#x27;', "'");
}

describe('_headers and _redirects', () => {
  it('send every page’s own <meta> policy with frame-ancestors, nosniff, the referrer and permissions policies, and a year of cache for hashed assets', async () => {
    const { format, rules } = parseHeadersFile(await read('_headers'));
    expect(format).toBe('file');
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*']);
    const headers = Object.fromEntries(rules[0]!.headers.map((header) => [header.name, header.value]));
    const byPage = await Promise.all(
      built.routes.map(async (route) => ({ path: route.path, policy: metaPolicy(await read(route.file)) })),
    );
    // The pages that search (the help centre) also let Pagefind compile its WebAssembly; the
    // header, one for every page, is theirs: each other page's <meta> narrows it.
    const policies = new Set(byPage.filter((page) => !searchPages.includes(page.path)).map((page) => page.policy));
    expect(policies.size).toBe(1);
    const [policy] = [...policies] as [string];
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com https://hooks.example.fr");
    expect(policy).not.toContain('wasm-unsafe-eval');
    const searching = byPage.filter((page) => searchPages.includes(page.path)).map((page) => page.policy);
    expect(searching).toEqual([policy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'")]);
    expect(headers['Content-Security-Policy']).toBe(`${searching[0]}; frame-ancestors 'none'`);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(
      /^accelerometer=\(\), .*camera=\(\), .*geolocation=\(\), .*microphone=\(\), .*payment=\(\)/,
    );
    expect(Object.keys(headers)).not.toContain('Cache-Control');
    expect(rules[1]!.headers).toEqual([{ name: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]);
  });

  it('earn the HTTP Observatory’s A+ for an https site: HSTS for a year with subdomains, COOP, CSP with frame-ancestors (issue 29, point 11)', async () => {
    const { baseUrl, rules } = parseHeadersFile(await read('_headers'));
    expect(baseUrl).toBe('https://www.telorys.fr');
    const headers = Object.fromEntries(rules[0]!.headers.map((header) => [header.name, header.value]));
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    const result = observatoryScore(headers);
    expect([result.grade, result.score, result.tests]).toEqual([
      'A+',
      115,
      expect.objectContaining({
        'strict-transport-security': 0,
        'x-frame-options': 5,
        'referrer-policy': 5,
        'content-security-policy': 5,
      }),
    ]);
  });

  it('redirect every alias with a 301 to its page, beside the redirect page written for it', async () => {
    const redirects = parseRedirectsFile(await read('_redirects'));
    expect(redirects).toEqual([
      { from: '/guides/ancien-guide', to: '/guides/migration', status: 301 },
      { from: '/vieux-guide', to: '/guides/migration', status: 301 },
    ]);
    for (const { from, to } of redirects) {
      expect(built.routes.map((route) => route.path)).toContain(to);
      expect(await read(fileForPath(from))).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    }
  });

  it('read back as the host rules site serve and site host-config use', async () => {
    const rules = await readHostRules(path.join(site.root, 'out'));
    expect(rules.format).toBe('file');
    expect(rules.redirects).toEqual([
      { from: '/guides/ancien-guide', to: '/guides/migration' },
      { from: '/vieux-guide', to: '/guides/migration' },
    ]);
    expect(rules.headers.map((header) => header.name)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
    ]);
    expect(rules.baseUrl).toBe('https://www.telorys.fr');
    expect(rules.assets).toEqual({ folder: '/assets/', cache: 'public, max-age=31536000, immutable' });
  });

  it('are missing from a folder no build wrote: serve and host-config say to build again', async () => {
    await expect(readHostRules(path.join(site.root, 'content'))).rejects.toThrow(
      `${path.join(site.root, 'content')} has no _headers written by "site build". Build the site again: site build`,
    );
  });
});
