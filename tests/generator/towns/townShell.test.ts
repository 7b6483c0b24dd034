import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite, type PreparedSite } from '../../../generator/prepareSite.js';
import { pageContext, renderSite } from '../../../generator/renderSite.js';
import { createLayoutShell, renderPage } from '../../../generator/render/renderPages.js';
import { pageHrefs } from '../../../generator/route/checkLinks.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { unspliced } from '../../helpers/unspliced.js';

const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};

/** Names holding `String.prototype.replace` patterns (`$'`, `$&`, `` $` ``), in Le Ban-Saint-Martin's intercommunalité: issue 29, point 9. */
const metzMetropole = 'Metz Métropole,200039865,Grand Est,2023';
const dollarTowns =
  `saint-test,Saint-$'Test,57,57050,500,57991,${metzMetropole}\na-dollar-b,A$&B,57,57050,400,57992,${metzMetropole}\n` +
  `c-tick,C$\`D,57,57050,300,57993,${metzMetropole}\n`;

let site: TempSite;
let prepared: PreparedSite;
beforeAll(async () => {
  site = await createTempSite();
  const table = await readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', 'towns.csv'), 'utf8');
  // Names that need escaping in HTML, in JSON and in an address, and a town without a département page.
  await site.write(
    'content/local/towns.csv',
    `${table}"a-b","A & B <C> ‘D’ ""E"" F'G",57,57050,12,57994\nrennes,Saint-Jean-d'Angély,17,17400,7000,17347\n` +
      dollarTowns,
  );
  await site.write(
    'content/local-town.yaml',
    await readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', 'local-town.yaml'), 'utf8'),
  );
  prepared = await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
});
afterAll(() => site.remove());

describe('town pages spliced into their département’s shell', () => {
  it('are byte for byte the page rendered alone, links included', () => {
    expect(prepared.problems).toEqual([]);
    const towns = prepared.routes.filter((route) => route.splice);
    expect(towns.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/a-b', '/rennes', '/le-ban-saint-martin', '/strasbourg', '/epinal', '/l-hopital']),
    );
    const context = pageContext(prepared, assets);
    for (const page of renderSite(prepared, assets, { routes: towns })) {
      const alone = renderPage(unspliced(page.route), context);
      expect(htmlText(page.html)).toBe(alone);
      const internal = [...alone.matchAll(/\s(?:href|src)="([/#][^"]*)"/g)]
        .map((match) => match[1]!.replaceAll('&amp;', '&'))
        .filter((href) => !href.startsWith('/?'));
      expect([...new Set(pageHrefs(page.links).filter((href) => !href.startsWith('/?')))].sort()).toEqual(
        [...new Set(internal)].sort(),
      );
    }
  });
});

describe('town lists (a département’s and its letters’ pages)', () => {
  it('are byte for byte the page rendered alone, with the layout rendered once', () => {
    const lists = prepared.routes.filter((route) => route.page === 'townIndex');
    expect(lists.length).toBeGreaterThan(1);
    const context = pageContext(prepared, assets);
    const whole = createLayoutShell(context);
    for (const route of lists) expect(whole(route)).toBe(renderPage(route, context));
  });
});

describe('town names holding replacement patterns (issue 29, point 9)', () => {
  const html = (address: string) =>
    htmlText(
      [...renderSite(prepared, assets, { routes: prepared.routes.filter((route) => route.path === address) })][0]!.html,
    );
  const written = { '/saint-test': 'Saint-$&#x27;Test', '/a-dollar-b': 'A$&amp;B', '/c-tick': 'C$`D' };

  it('are written literally in their own page', () => {
    for (const [address, name] of Object.entries(written))
      expect(html(address).match(/<h1[^>]*>(.*?)<\/h1>/s)![1]).toContain(name);
  });

  it('are written literally in their neighbours’ lists, which keep their other towns', () => {
    const page = html('/le-ban-saint-martin');
    for (const [address, name] of Object.entries(written)) expect(page).toContain(`<a href="${address}">${name}</a>`);
    expect(page).not.toMatch(/xqN[LH]qx/);
    expect(page.match(/<a href="\/(saint-test|a-dollar-b|c-tick)">/g)).toHaveLength(3);
  });
});
