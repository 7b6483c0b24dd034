import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

const page = (title: string) => `---\ntitle: ${title}\ndescription: Une page.\n---\n\nTexte.\n`;
const problems = async () =>
  (await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() })).problems.map(
    formatProblem,
  );
const hint = '\n  hint: rename or move one of the two files so that each page has its own address.';

describe('checkRoutes', () => {
  it("refuses a Markdown page claiming the home page's file, naming both files", async () => {
    await site.write('content/pages/index.md', page('Accueil bis'));
    expect(await problems()).toEqual([
      `content/pages/index.md two pages would be written to index.html: this one, at /, and content/home.yaml, at /${hint}`,
    ]);
  });

  it('refuses a Markdown page and a town at one address', async () => {
    await site.write('content/pages/metz.md', page('Metz'));
    expect(await problems()).toEqual([
      `content/pages/metz.md two pages would be written to metz.html: this one, at /metz, and content/local/metz.yaml, at /metz${hint}`,
    ]);
  });

  it('refuses two Markdown files whose names differ only in capitals or in how an accent is encoded', async () => {
    await site.write('content/pages/CGV.md', page('CGV'));
    await site.write('content/pages/Lé.md'.normalize('NFC'), page('NFC'));
    await site.write('content/pages/Lé.md'.normalize('NFD'), page('NFD'));
    const both = (mine: string, theirs: string, address: string) =>
      `${mine} this file and ${theirs} make one address, ${address}\n  hint: an address is made from the file name (lower case, spaces and underscores as hyphens, no accents): rename or remove one of the two files.`;
    expect(await problems()).toEqual([
      both('content/pages/Lé.md'.normalize('NFC'), 'content/pages/Lé.md'.normalize('NFD'), '/le'),
      both('content/pages/cgv.md', 'content/pages/CGV.md', '/cgv'),
    ]);
  });
});
