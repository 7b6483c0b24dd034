import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site.remove());

/**
 * A price in a text typed « 39 € » with the space bar, not the no-break space the content has
 * elsewhere (issue 44): accepted, and published as the other prices are, the € kept on the line
 * of its number. The guide's price recipe tells editors to type either.
 */
describe('a price typed with an ordinary space before €', () => {
  it('is published with a no-break space, in a YAML text as in a Markdown page', async () => {
    await site.edit('content/sectors/finance.yaml', 'à 39\u00a0€ HT', 'à 39 € HT');
    await site.edit('content/aide/renvoi.md', 'Transférez un appel', 'Inclus dès 19 € HT. Transférez un appel');
    const built = await buildInProcess(site.root);
    expect(built.code, built.stderr).toBe(0);
    const read = (file: string) => readFile(path.join(site.root, 'out', file), 'utf8');
    const sector = await read('secteurs/finance.html');
    expect(sector).toContain('à 39\u00a0€ HT');
    expect(sector).not.toContain('39 €');
    const article = await read('aide/renvoi.html');
    expect(article).toContain('Inclus dès 19\u00a0€ HT.');
    expect(article).not.toContain('19 €');
  });
});
