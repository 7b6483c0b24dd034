import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import { builtTownSite } from '../../helpers/builtTownSite.js';
import type { TempSite } from '../../helpers/tempSite.js';

/**
 * Renaming a YAML page or a town keeps its old address (issue 32, the guide's recipe): `aliases:`
 * in a sector, landing, local or support page, and the `aliases` column of towns.csv (old slugs
 * separated by `|`), give the redirect page and the `_redirects` line a Markdown page's aliases give.
 */
let site: TempSite;
beforeAll(async () => {
  site = await builtTownSite();
});
afterAll(() => site.remove());

const sante = 'content/sectors/sante.yaml';
const towns = 'content/local/towns.csv';

describe('aliases of YAML pages and towns', () => {
  it('redirect the former address of a sector, a landing, a local and a support page', async () => {
    const aliases = (former: string) => replace('title:', `aliases:\n  - ${former}\ntitle:`);
    const result = await buildSlip(site, {
      [sante]: replace('order:', 'aliases:\n  - /secteurs/medical\norder:'),
      'content/landing/fonctionnalites.yaml': aliases('/nos-fonctions'),
      'content/local/vosges.yaml': replace('kind:', 'aliases:\n  - /departement-88\nkind:'),
      'content/support/centre-aide.yaml': aliases('/aide'),
    });
    expect(result.code, result.stderr).toBe(0);
    const redirect = await site.read('out/secteurs/medical.html');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/secteurs/sante">');
    expect(redirect).toContain('<link rel="canonical" href="https://www.telorys.fr/secteurs/sante">');
    const rules = (await site.read('out/_redirects')).split('\n');
    expect(rules).toContain('/secteurs/medical /secteurs/sante 301');
    expect(rules).toContain('/nos-fonctions /fonctionnalites 301');
    expect(rules).toContain('/departement-88 /vosges 301');
    expect(rules.find((rule) => rule.startsWith('/aide '))).toMatch(/^\/aide \/\S+ 301$/);
  });

  it('redirect the old slugs of a renamed town, written in its row’s aliases column', async () => {
    const result = await buildSlip(site, {
      [towns]: (text) =>
        text!
          .replace(/^[^\n]*/, (header) => `${header},aliases`)
          .replace(/\n(la-maxe,[^\n]*)/, '\n$1,maxe|/la-maxe-57'),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(await site.read('out/maxe.html')).toContain('<meta http-equiv="refresh" content="0; url=/la-maxe">');
    const rules = (await site.read('out/_redirects')).split('\n');
    expect(rules).toContain('/maxe /la-maxe 301');
    expect(rules).toContain('/la-maxe-57 /la-maxe 301');
  });

  it('refuse an alias that is already the address of a page, at its line', async () => {
    const result = await buildSlip(site, { [sante]: replace('order:', 'aliases:\n  - /secteurs/finance\norder:') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toMatch(/^content\/sectors\/sante\.yaml:3:5 aliases\[0\]: /);
    expect(result.outUnchanged).toBe(true);
  });

  it('refuse an alias that is no address of this site', async () => {
    const result = await buildSlip(site, { [sante]: replace('order:', 'aliases:\n  - secteurs/medical\norder:') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/sectors/sante.yaml:3:5 aliases[0]: expected an address on this site starting with /, without ? or #, got the text "secteurs/medical"',
    );
    expect(result.outUnchanged).toBe(true);
  });
});
