import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { pageContext } from '../../../generator/renderSite.js';
import { contextKey, pageKey, stableJson } from '../../../generator/render/pageKey.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

const assets = testAssets;

/** Every page's key and HTML for the temp site as it is now. */
async function keys(site: TempSite, version = 'v1') {
  const prepared = await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
  const context = pageContext(prepared, assets);
  const shared = contextKey(context, version);
  return new Map(
    prepared.routes.map((route) => [
      route.path,
      { key: pageKey(route, shared, new WeakMap()), html: renderPage(route, context) },
    ]),
  );
}

function changed(before: Awaited<ReturnType<typeof keys>>, after: Awaited<ReturnType<typeof keys>>): string[] {
  return [...after]
    .filter(([path, page]) => before.get(path)?.key !== page.key)
    .map(([path]) => path)
    .sort();
}

let site: TempSite;
beforeEach(async () => (site = await createTempSite()));
afterEach(() => site.remove());

describe('page keys: the one dependency record of site dev', () => {
  it('changes for the edited Markdown page only, and equal keys render equal HTML', async () => {
    const before = await keys(site);
    await site.edit('content/pages/cgv.md', 'Conditions', 'Conditions révisées');
    const after = await keys(site);
    expect(changed(before, after)).toEqual(['/cgv']);
    for (const [path, page] of after)
      if (before.get(path)!.key === page.key) expect(page.html).toBe(before.get(path)!.html);
  });

  it('changes for every page when a file every page reads changes (site.yaml), or the code version', async () => {
    const before = await keys(site);
    expect(changed(before, await keys(site, 'v2'))).toHaveLength(before.size);
    const text = await site.read('content/site.yaml');
    await site.write('content/site.yaml', text.replace(/^(\s*name: )(.*)$/m, '$1$2 Pro'));
    expect(changed(before, await keys(site))).toHaveLength(before.size);
  });

  it('does not depend on the order in which an object was built', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 2 }], c: undefined } })).toBe(
      stableJson({ a: { d: [2, { e: 2, f: 1 }] }, b: 1 }),
    );
    const value = {
      text: 'é "<\u2028',
      list: [1, undefined, () => 1, null],
      date: new Date(0),
      skipped: () => 1,
      nested: { z: true, a: -0.5 },
    };
    expect(stableJson(value)).toBe(
      JSON.stringify({ date: value.date, list: value.list, nested: { a: -0.5, z: true }, text: value.text }),
    );
  });
});
