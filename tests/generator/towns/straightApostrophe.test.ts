import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { builtTownSite } from '../../helpers/builtTownSite.js';
import type { TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await builtTownSite();
  // INSEE writes the commune 57336 with a straight apostrophe; the fixture, with a curly one.
  await site.edit('content/local/towns.csv', 'l-hopital,L’Hôpital,', "l-hopital,L'Hôpital,");
  await mkdir(path.join(site.root, 'content/local/towns'), { recursive: true });
  // A town with an editor's file is rendered whole, its links read from its own HTML.
  await site.write('content/local/towns/l-hopital.yaml', 'note: Une zone d’activités au nord de la commune.\n');
});
afterAll(() => site.remove());

describe("a town named with a straight apostrophe, as INSEE writes L'Hôpital (issue 40, point 5)", () => {
  it("builds, its call to action asking for a quote for L'Hôpital with the apostrophe percent-encoded", async () => {
    const built = await buildInProcess(site.root);
    expect(built.stderr).not.toContain('dead link');
    expect(built.code).toBe(0);
    const page = await readFile(path.join(site.root, 'out', 'l-hopital.html'), 'utf8');
    expect(page).toContain(
      '<a class="btn btn-cta btn-lg" href="/?demande=Devis%20d%C3%A9partemental%20%E2%80%93%20L%27H%C3%B4pital#contact">',
    );
    expect(page).toContain('<h1 id="page-title">Téléphonie d’entreprise à L&#x27;Hôpital</h1>');
  });

  it('passes site check', async () => {
    const { problems } = await checkSite({ root: site.root, env: {} });
    expect(problems.map((problem) => problem.message)).toEqual([]);
  });
});
