import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { formatProblem, formatProblemIn, type UserError } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { renderSite } from '../../../generator/renderSite.js';
import type { PageLinks } from '../../../generator/route/checkLinks.js';
import { repeatedIdProblems, repeatedIds } from '../../../generator/route/repeatedIds.js';
import type { Route } from '../../../generator/route/route.js';
import { createTempSite, fixtureRoot, type TempSite } from '../../helpers/tempSite.js';
import { buildFixture } from '../../helpers/buildInProcess.js';

const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};

/** content/pages/cgv.md with `paragraphs` appended, and the line the first of them lands on. */
async function appendToCgv(site: TempSite, paragraphs: string): Promise<number> {
  const text = await site.read('content/pages/cgv.md');
  await site.write('content/pages/cgv.md', `${text.trimEnd()}\n\n${paragraphs}`);
  return text.trimEnd().split('\n').length + 2;
}

const build = (site: TempSite) =>
  buildFixture({
    root: site.root,
    outDir: 'out',
  });
const failure = async (site: TempSite) =>
  (await build(site).then(
    () => undefined,
    (error: unknown) => error,
  )) as UserError;

describe('ids given twice in one built page', () => {
  it('are found from the ids each page holds, a list shared by many pages gone through once', () => {
    const shared = ['contenu', 'a', 'a'];
    const pages: PageLinks[] = [
      { path: '/x', hrefs: [], ids: shared },
      { path: '/y', hrefs: [], ids: shared },
      { path: '/z', hrefs: [], ids: ['b', 'c', 'b', 'b'] },
      { path: '/w', hrefs: [], ids: ['a', 'b'] },
    ];
    expect(repeatedIds(pages)).toEqual([
      { page: '/x', id: 'a', count: 2 },
      { page: '/y', id: 'a', count: 2 },
      { page: '/z', id: 'b', count: 3 },
    ]);
  });

  it('are told once for the pages whose id comes from one file, else at the page template', () => {
    const routes = [
      ...['/metz', '/nancy', '/toul', '/bar', '/epinal', '/verdun'].map((path) => ({
        path,
        sources: ['content/towns.csv'],
      })),
      { path: '/', sources: [] },
    ] as unknown as Route[];
    const repeats = [
      ...routes.map((route) => ({ page: route.path, id: 'voisines', count: 2 })),
      { page: '/metz', id: 'x', count: 3 },
    ];
    expect(
      repeatedIdProblems(repeats, routes).map(
        (problem) => `${problem.position.file}:${problem.position.line} | ${problem.fr!.message.split('\u00a0:')[0]}`,
      ),
    ).toEqual([
      'content/towns.csv:0 | les pages /metz, /nancy, /toul, /bar et 2 autres contiennent 2 éléments id="voisines"',
      'the / page template:0 | la page / contient 2 éléments id="voisines"',
      'content/towns.csv:0 | la page /metz contient 3 éléments id="x"',
    ]);
  });

  it('are none in what the real templates render, cart catalogue and islands included (fixture site)', async () => {
    const prepared = await prepareSite({ root: fixtureRoot, overrides: { env: {} }, log: createMemoryLogger() });
    const links = [...renderSite(prepared, assets)].map((page) => page.links);
    const ids = links.flatMap((page) => page.ids);
    for (const id of ['cart-products', 'annonces', 'cart-title', 'quote-title', 'demo-form-title'])
      expect(ids).toContain(id);
    expect(repeatedIds(links)).toEqual([]);
  });
});

describe('a page whose ids repeat (issue 29, point 10)', () => {
  let site: TempSite;
  beforeEach(async () => {
    site = await createTempSite();
  });
  afterEach(() => site.remove());

  it('fails the build, naming the page, its file and the id; site check says it too', async () => {
    // A footnote's own id, which only the rendered page shows twice.
    const line = await appendToCgv(site, 'Voir la note[^n].\n\n<p id="fn1">Autre note</p>\n\n[^n]: La note.\n');
    const message =
      'content/pages/cgv.md:' +
      (line + 2) +
      ':4 the page /cgv holds 2 elements with id="fn1": an id is one element\'s, links to #fn1 and the site\'s scripts would only find the first\n' +
      '  hint: change the id written in the page (raw HTML id="…", a heading\'s {#…}) so that none repeats another id of the page, its footnotes (fn1, fnref1…) included.';
    const error = await failure(site);
    expect(error.message).toBe(
      'Link check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    );
    expect(error.problems.map(formatProblem)).toEqual([message]);
    expect(formatProblemIn(error.problems[0]!, 'fr').split('\n')[0]).toBe(
      `content/pages/cgv.md:${line + 2}:4 la page /cgv contient 2 éléments id="fn1"\u00a0: un identifiant n’appartient qu’à un élément, les liens vers #fn1 et les scripts du site ne trouveraient que le premier`,
    );
    expect((await checkSite({ root: site.root, env: {} })).problems.map(formatProblem)).toEqual([message]);
  });

  it('fails the build when two raw elements share an id, naming the file, the line and the id', async () => {
    const line = await appendToCgv(site, '<div id="tarifs">A</div>\n\n<div id="tarifs">B</div>\n');
    const error = await failure(site);
    expect(error.message).toBe(
      'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    );
    expect(error.problems.map(formatProblem)).toEqual([
      `content/pages/cgv.md:${line + 2}:6 id="tarifs" is already given at line ${line} of this page: a link to #tarifs would only ever lead to the first\n  hint: give each element its own id, such as "tarifs-2".`,
    ]);
  });

  it('builds a page with headings « Annonces » and « Cart products », whose ids take neither the live region nor the catalogue', async () => {
    await appendToCgv(site, '## Annonces\n\nTexte.\n\n## Cart products\n\nTexte.\n');
    await build(site);
    const html = await readFile(path.join(site.root, 'out', 'cgv.html'), 'utf8');
    expect(html.match(/id="annonces"/g)).toHaveLength(1);
    expect(html.match(/id="cart-products"/g)).toHaveLength(1);
    expect(html).toContain('<h2 id="annonces-1">Annonces</h2>');
    expect(html).toContain('<h2 id="cart-products-1">Cart products</h2>');
  });
});
