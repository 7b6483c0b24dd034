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
const problems = async () => (await prepareSite(site.root, { env: {} }, createMemoryLogger())).problems.map(formatProblem);
const hint = '\n  hint: rename or move one of the two files so that each page has its own address.';

describe('checkRoutes', () => {
  it('refuses a Markdown page claiming the home page\'s file, naming both files', async () => {
    await site.write('content/pages/index.md', page('Accueil bis'));
    expect(await problems()).toEqual([`content/pages/index.md two pages would be written to index.html: this one, at /, and content/home.yaml, at /${hint}`]);
  });

  it('refuses a Markdown page and a town at one address', async () => {
    await site.write('content/pages/metz.md', page('Metz'));
    expect(await problems()).toEqual([`content/pages/metz.md two pages would be written to metz.html: this one, at /metz, and content/local/metz.yaml, at /metz${hint}`]);
  });

  it('refuses two Markdown files whose names differ only in capitals or in how an accent is encoded', async () => {
    await site.write('content/pages/CGV.md', page('CGV'));
    await site.write('content/pages/Lé.md'.normalize('NFC'), page('NFC'));
    await site.write('content/pages/Lé.md'.normalize('NFD'), page('NFD'));
    const found = await problems();
    const alike = ' (the two names differ only in capitals or in how accents are encoded, and name one file on macOS and Windows)';
    expect(found).toEqual([
      `${'content/pages/Lé.md'.normalize('NFC')} two pages would be written to Lé.html: this one, at /L%C3%A9, and ${'content/pages/Lé.md'.normalize('NFD')}, at /L%C3%A9${alike}${hint}`,
      `content/pages/cgv.md two pages would be written to CGV.html: this one, at /cgv, and content/pages/CGV.md, at /CGV${alike}${hint}`,
    ]);
  });

  it('refuses an entry file whose name cannot be an address, suggesting one', async () => {
    await site.write('content/local/Saint Avold.yaml', await site.read('content/local/metz.yaml'));
    expect(await problems()).toEqual([
      'content/local/Saint Avold.yaml the file name "Saint Avold" cannot be an address: only lowercase letters, digits and hyphens are allowed\n  hint: rename the file to content/local/saint-avold.yaml; its page will be at /saint-avold.',
    ]);
  });
});
