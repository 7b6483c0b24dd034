import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { patchPages } from '../../../generator/dev/patchPages.js';
import * as renderer from '../../../generator/dev/renderer.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite, type PreparedSite } from '../../../generator/prepareSite.js';
import { stableJson } from '../../../generator/render/pageKey.js';
import type { Route } from '../../../generator/route/route.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
let before: PreparedSite;
const cgv = 'content/pages/cgv.md';
const prepare = () => prepareSite({ root: site.root, overrides: { env: {}, drafts: true }, log: createMemoryLogger() });
const save = (saved: string[]) => ({
  renderer,
  prepared: before,
  problems: before.problems,
  saved,
  byPath: new Map(before.routes.map((route) => [route.path, route])),
});
const patch = () => patchPages(save([cgv]));
/** The edited page patched in, once the routes are checked to be those of a whole preparation. */
async function patchedAsWhole(): Promise<{ patched: PreparedSite; page: Route }> {
  const patched = patch()!;
  const whole = await prepare();
  expect(patched.routes.map((route) => stableJson(route))).toEqual(whole.routes.map((route) => stableJson(route)));
  return { patched, page: patched.routes.find((route) => route.path === '/cgv')! };
}

beforeEach(async () => {
  site = await createTempSite();
  before = await prepare();
});
afterEach(() => site.remove());

describe('an edit of one Markdown page in site dev', () => {
  it('gives the routes a whole preparation of the edited site gives, the other pages left as they were', async () => {
    await site.edit(cgv, 'title: Conditions générales de vente', 'title: Nos conditions de vente');
    await site.edit(cgv, 'Nous vous invitons', 'Lisez-les, {brand} vous y invite. Nous vous invitons');
    const { patched, page } = await patchedAsWhole();
    expect(page.title).toBe('Nos conditions de vente');
    expect(page.page === 'markdown' && page.markdown.html).toContain('Lisez-les, Telorys vous y invite.');
    // Nothing else was prepared again: the other routes are the very objects of before.
    const others = patched.routes.filter((route) => route.path !== '/cgv');
    expect(
      others.every((route, index) => route === before.routes.filter((known) => known.path !== '/cgv')[index]),
    ).toBe(true);
  });

  it('fills the placeholders of the title and the description, as a whole preparation does', async () => {
    await site.edit(cgv, 'title: Conditions générales de vente', 'title: Conditions de {brand}');
    await site.edit(cgv, 'description: Conditions', 'description: Chez {brand}, les conditions');
    const { page } = await patchedAsWhole();
    expect(page.title).toBe('Conditions de Telorys');
    expect(page.description).toMatch(/^Chez Telorys, les conditions/);
  });

  it('takes the title of a body starting with # Titre, and its links from the text, never from its code', async () => {
    await site.edit(cgv, 'title: Conditions générales de vente\n', '');
    await site.edit(
      cgv,
      '---\n\nLes présentes',
      '---\n\n# Nos conditions {brand}\n\nVoir `<a href="#nulle-part">`.\n\nLes présentes',
    );
    const patched = patch()!;
    const page = patched.routes.find((route) => route.path === '/cgv')!;
    expect(page.title).toBe('Nos conditions Telorys');
    expect(page.page === 'markdown' && page.markdown.heading).toBe('Nos conditions Telorys');
    expect(page.page === 'markdown' && page.markdown.links?.hrefs).not.toContain('#nulle-part');
  });

  it.for([
    ['a new address (slug)', 'updated: 2025-08-27', 'updated: 2025-08-27\nslug: conditions'],
    ['an alias', 'updated: 2025-08-27', 'updated: 2025-08-27\naliases: [/vieilles-cgv]'],
    ['a draft mark', 'updated: 2025-08-27', 'updated: 2025-08-27\ndraft: true'],
    ['a placeholder nobody knows', 'Nous vous invitons', '{inconnu} Nous vous invitons'],
    ['a field of another generator', 'updated: 2025-08-27', 'updated: 2025-08-27\ntags: [cgv]'],
    ['a front matter that does not parse', 'updated: 2025-08-27', 'updated: [2025'],
    // What a whole preparation refuses in the front matter: site dev served these without a word.
    ['a placeholder nobody knows in the title', 'title: Conditions', 'title: Les {marque} Conditions'],
    ['a day of change to come', 'updated: 2025-08-27', 'updated: 2031-08-27'],
  ])('leaves the whole preparation to the caller after %s', async ([, search, replacement]) => {
    await site.edit(cgv, search!, replacement!);
    expect(patch()).toBeUndefined();
  });

  it('leaves the whole preparation to the caller for a new page, a removed page or another kind of file', async () => {
    await site.write(
      'content/pages/nouvelle.md',
      '---\ntitle: Nouvelle\ndescription: Une page nouvelle.\n---\n\nTexte.\n',
    );
    expect(patchPages(save(['content/pages/nouvelle.md']))).toBeUndefined();
    expect(patchPages(save(['content/site.yaml']))).toBeUndefined();
    expect(patchPages(save([cgv, 'content/site.yaml']))).toBeUndefined();
    await rm(path.join(site.root, cgv));
    expect(patch()).toBeUndefined();
  });

  it('leaves the whole preparation to the caller when the page had a problem before', async () => {
    await site.edit(cgv, 'Nous vous invitons', '{inconnu} Nous vous invitons');
    before = await prepare();
    expect(before.problems.map((problem) => problem.position.file)).toContain(cgv);
    await site.edit(cgv, '{inconnu} ', '');
    expect(patch()).toBeUndefined();
  });
});
