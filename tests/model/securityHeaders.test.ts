import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { securityHeaders } from '../../model/securityHeaders.js';
import { siteSchema, type Site } from '../../model/site.js';
import { fixtureRoot } from '../helpers/tempSite.js';

const fixture = async (): Promise<Site> =>
  siteSchema.parse(parse(await readFile(path.join(fixtureRoot, 'content/site.yaml'), 'utf8')));
const byName = (site: Site) => Object.fromEntries(securityHeaders(site).map((header) => [header.name, header.value]));

describe('securityHeaders (issue 29, point 11)', () => {
  it('sends HSTS for a year with subdomains, and COOP same-origin, when the base URL is https', async () => {
    const site = await fixture();
    expect(site.baseUrl).toMatch(/^https:/);
    expect(byName(site)).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('adds preload only when site.yaml asks', async () => {
    const site = await fixture();
    expect(byName({ ...site, security: { hstsPreload: true } })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains; preload',
    );
    expect(byName({ ...site, security: { hstsPreload: false } })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      siteSchema.safeParse({
        ...parse(await readFile(path.join(fixtureRoot, 'content/site.yaml'), 'utf8')),
        security: { hstsPreload: 'yes' },
      }).success,
    ).toBe(false);
  });

  it('sends no HSTS for an http base URL (a browser ignores it there, and a local build has no certificate), COOP still', async () => {
    const headers = byName({ ...(await fixture()), baseUrl: 'http://localhost:8080' });
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});
