import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { patchTowns } from '../../../generator/dev/patchTowns.js';
import * as renderer from '../../../generator/dev/renderer.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite, type PreparedSite } from '../../../generator/prepareSite.js';
import { stableJson } from '../../../generator/render/pageKey.js';
import type { Route } from '../../../generator/route/route.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const table = 'content/local/towns.csv';
const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');
let site: TempSite;
let before: PreparedSite;
const prepare = () => prepareSite({ root: site.root, overrides: { env: {}, drafts: true }, log: createMemoryLogger() });
const save = (saved: string[], byPath = new Map(before.routes.map((route) => [route.path, route]))) => ({
  renderer,
  prepared: before,
  problems: before.problems,
  saved,
  byPath,
});
const patch = () => patchTowns(save([table]));
/** The paths of the routes of `patched` that are not the very objects of `before`. */
const replaced = (patched: PreparedSite) =>
  patched.routes.filter((route, index) => route !== before.routes[index]).map((route) => route.path);

beforeEach(async () => {
  site = await createTempSite();
  await site.write(table, await fixture('towns.csv'));
  await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
  before = await prepare();
});
afterEach(() => site.remove());

describe('an edit of rows of the town table in site dev', () => {
  it('routes again only the town whose row changed, as a whole preparation of the edited site does', async () => {
    await site.edit(table, 'la-maxe,La Maxe,57,57140,906', 'la-maxe,La Maxe,57,57140 57141,907');
    const patched = patch()!;
    const whole = await prepare();
    expect(patched.routes.map((route) => stableJson(route))).toEqual(whole.routes.map((route) => stableJson(route)));
    expect(replaced(patched)).toEqual(['/la-maxe']);
    expect(patched.routes.find((route) => route.path === '/la-maxe')!.description).toContain('57140, 57141');
  });

  it('routes again the list of the département and the neighbours that show a renamed town', async () => {
    await site.edit(table, 'les-etangs,Les Étangs,', 'les-etangs,Étangs-sur-Nied,');
    const patched = patch()!;
    const whole = await prepare();
    expect(patched.routes.map((route) => stableJson(route))).toEqual(whole.routes.map((route) => stableJson(route)));
    expect(replaced(patched)).toContain('/les-etangs');
    expect(replaced(patched)).toContain('/moselle');
    expect(replaced(patched)).not.toContain('/strasbourg');
    expect(replaced(patched)).not.toContain('/epinal');
  });

  it.for([
    ['a new address (slug)', 'les-etangs,Les Étangs,', 'les-etangs-57,Les Étangs,'],
    ['another département', 'la-maxe,La Maxe,57,', 'la-maxe,La Maxe,88,'],
    ['a row added', 'epinal,', 'golbey,Golbey,88,88190,8000,88209\nepinal,'],
    ['a row removed', 'la-maxe,La Maxe,57,57140,906,57452,Metz Métropole,200039865,Grand Est,\n', ''],
    ['a faulty postcode', 'la-maxe,La Maxe,57,57140,', 'la-maxe,La Maxe,57,5714O,'],
    ['a new column', 'population,insee', 'population,insee,maire'],
    ['a quote left open', 'la-maxe,La Maxe,', 'la-maxe,"La Maxe,'],
  ])('leaves the whole preparation to the caller after %s', async ([, search, replacement]) => {
    await site.edit(table, search!, replacement!);
    expect(patch()).toBeUndefined();
  });

  it('leaves the whole preparation to the caller when the table had a problem before, or another file was saved too', async () => {
    await site.edit(table, 'la-maxe,La Maxe,57,57140,', 'la-maxe,La Maxe,57,5714O,');
    before = await prepare();
    expect(before.problems.map((problem) => problem.position.file)).toContain(table);
    await site.edit(table, '5714O', '57140');
    expect(patch()).toBeUndefined();
    before = await prepare();
    await site.edit(table, '57140,906', '57140,907');
    expect(patchTowns(save([table, 'content/site.yaml'], new Map()))).toBeUndefined();
  });

  it('keeps nothing of the state before but the routes the two share: saves do not pile up states in memory', async () => {
    // site dev patches the state it serves at each save: a route made by the patch that held the
    // routes before (through their lookup) kept every earlier state alive, 200 MB after 40 saves
    // at 35,000 towns.
    let byPath: Map<string, Route> | undefined = new Map(before.routes.map((route) => [route.path, route]));
    const lookup = new WeakRef(byPath);
    await site.edit(table, 'les-etangs,Les Étangs,', 'les-etangs,Étangs-sur-Nied,');
    const patched = patchTowns(save([table], byPath))!;
    // A town route makes its values when first read: read them all, as rendering each page would.
    for (const route of patched.routes) void route.title;
    byPath = undefined;
    await collectGarbage();
    expect(lookup.deref()).toBeUndefined();
    expect(patched.routes.find((route) => route.path === '/les-etangs')!.title).toContain('Étangs-sur-Nied');
  });
});

/**
 * A full garbage collection, so that a WeakRef held only weakly is cleared. Node exposes `gc`
 * behind a flag only; a test may set it at run time and fetch `gc` from a fresh context.
 */
function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'major'; execution: 'async' }) => Promise<void>;
  return gc({ type: 'major', execution: 'async' });
}
