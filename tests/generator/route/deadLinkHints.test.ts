import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSlip, builtFixture, errorLines, slipPage } from '../../helpers/slipBuild.js';
import type { TempSite } from '../../helpers/tempSite.js';

// Issue 44, beyond its list: a dead link written in capitals, with .html or with one letter wrong names the page meant.
let site: TempSite;
beforeAll(async () => {
  site = await builtFixture();
}, 60_000);
afterAll(() => site.remove());

describe('a dead link', () => {
  it('names the page it most likely meant: same address in lower case, without .html, or one letter off', async () => {
    const result = await buildSlip(
      site,
      slipPage('[CGV](/CGV), [Metz](/metz.html), [Metz](/mets), [Perdu](/perdu).\n'),
    );
    expect(result.code).toBe(1);
    const hints = errorLines(result.stderr).filter((line) => line.startsWith('  hint:'));
    expect(hints).toEqual([
      '  hint: did you mean /cgv? Write that address in the link, or create the page it points to.',
      '  hint: did you mean /metz? Write that address in the link, or create the page it points to.',
      '  hint: did you mean /metz? Write that address in the link, or create the page it points to.',
      '  hint: correct the address, or create the page or the section it points to.',
    ]);
    expect(errorLines(result.french)[1]).toBe(
      '  conseil\u00a0: vouliez-vous dire /cgv\u00a0? Écrivez cette adresse dans le lien, ou créez la page vers laquelle il mène.',
    );
    expect(result.outUnchanged).toBe(true);
  });
});
