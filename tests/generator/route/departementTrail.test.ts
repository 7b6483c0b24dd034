import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import type { Route } from '../../../generator/route/route.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

// A hand-written city page sits under its département in the breadcrumb search engines read: the
// département's own page when there is one, or the list of its towns the town table makes.
let site: TempSite;
let routes: Route[];

beforeAll(async () => {
  site = await createTempSite();
  const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');
  // A town of Meurthe-et-Moselle, which has no page of its own in the fixture: Nancy's is a city page.
  const table = `${await fixture('towns.csv')}tomblaine,Tomblaine,54,54510,7835,54526,Métropole du Grand Nancy,245400676,Grand Est,2023\n`;
  await site.write('content/local/towns.csv', table);
  await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
  routes = routePages(validateContent(await loadContent(site.root), { env: {} }));
}, 30_000);
afterAll(() => site.remove());

/** The addresses of the breadcrumb of the page at `at`, from its structured data. */
function trail(at: string): string[] {
  const route = routes.find((found) => found.path === at)!;
  const text = JSON.stringify(route.head?.jsonLd);
  return [...text.matchAll(/"item":"https:\/\/www\.telorys\.fr(\/[^"]*)"/g)].map((match) => match[1]!);
}

describe('the breadcrumb of a hand-written city page', () => {
  it('goes through the page of its département, or the list of its towns from the town table', () => {
    expect(trail('/metz')).toContain('/moselle');
    expect(trail('/nancy')).toContain('/communes/meurthe-et-moselle');
    // No page and no row for the Meuse: home, then the city.
    expect(trail('/verdun').some((item) => item.startsWith('/communes/'))).toBe(false);
  });
});
