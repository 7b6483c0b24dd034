import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevSession } from '../../../generator/dev/devSession.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

// `site check` and `site build` print the editors' slips as warnings; `site dev`, where editors
// watch their pages, printed none of them: each is printed there too, once, then again when a
// save brings it back.
const localLink = 'Voir [le site local](http://localhost:1313/).';
const localWarning =
  'content/pages/cgv.md:10:281 le lien «\u00a0http://localhost:1313/\u00a0» mène à l’ordinateur de celui qui clique (localhost)';
const tagsWarning = '1 page contient des balises d’un autre générateur';
/** A slip across files: a title ending with the brand, which the site adds itself. */
const privacyWarning =
  'content/pages/politique-confidentialite.md:2:8 title\u00a0: ce titre finit par «\u00a0| Telorys\u00a0»';
const healthWarning = 'content/sectors/sante.yaml:10:10 page.title\u00a0: ce titre finit par «\u00a0| Acme\u00a0»';
const companyWarning =
  'content/site.yaml:41:1 legal.company\u00a0: les mentions légales n’indiquent pas la raison sociale';

let site: TempSite;
let session: DevSession;
const logger = createMemoryLogger('fr');
/** How many times the terminal printed the warning that starts with `start`. */
const printed = (start: string) => logger.warnings.filter((line) => line.startsWith(start)).length;
const saved = () => logger.lines.filter((line) => line.includes(' → ')).length;

beforeAll(async () => {
  site = await createTempSite();
  await site.edit('content/pages/cgv.md', 'Nous vous invitons', `${localLink}\n\nNous vous invitons`);
  await site.edit('content/pages/mentions-legales.md', '\n## ', '\n{{< youtube abc >}}\n\n## ');
  await site.edit(
    'content/pages/politique-confidentialite.md',
    'title: Politique de confidentialité',
    'title: Confidentialité | Telorys',
  );
  await site.edit('content/sectors/sante.yaml', 'de santé\n', 'de santé | Acme\n');
  session = await startDev({ root: site.root, toolRoot: repoRoot, port: 0, env: {}, logger, lang: 'fr' });
}, 30_000);
afterAll(async () => {
  await session.stop();
  await site.remove();
});

describe('the warnings of site dev', () => {
  it('prints a slip of a Markdown body found by the check of every page, in French, once', async () => {
    await expect.poll(() => printed(localWarning), { timeout: 10_000 }).toBe(1);
    expect(logger.warnings.find((line) => line.startsWith(localWarning))).toContain(
      'conseil\u00a0: si la page explique comment ouvrir un serveur local',
    );
    // Template tags, told in one warning for every page by a build, are told for each page.
    expect(printed(tagsWarning)).toBe(1);
    expect(logger.warnings.find((line) => line.startsWith(tagsWarning))).toContain(
      'content/pages/mentions-legales.md:',
    );
  });

  it('prints a slip again when a save brings it back, not when another file is saved', async () => {
    const at = saved();
    await site.edit('content/pages/cgv.md', '(http://localhost:1313/)', '(/metz)');
    await expect.poll(saved, { timeout: 5000 }).toBe(at + 1);
    await site.edit('content/pages/mentions-legales.md', 'title: ', 'title: Les ');
    await expect.poll(saved, { timeout: 5000 }).toBe(at + 2);
    expect(printed(localWarning)).toBe(1);
    // The page saved still holds its template tags: told again, as still there.
    expect(printed(tagsWarning)).toBe(2);
    await site.edit('content/pages/cgv.md', '(/metz)', '(http://localhost:1313/)');
    await expect.poll(() => printed(localWarning), { timeout: 5000 }).toBe(2);
  });

  it('prints a warning of a YAML file when a save brings it, and again after it was fixed and brought back', async () => {
    const yaml = await site.read('content/site.yaml');
    expect(printed(companyWarning)).toBe(0);
    await site.write('content/site.yaml', yaml.replace('  company: Telorys\n', ''));
    await expect.poll(() => printed(companyWarning), { timeout: 5000 }).toBe(1);
    const at = saved();
    await site.write('content/site.yaml', yaml);
    await expect.poll(saved, { timeout: 5000 }).toBe(at + 1);
    expect(printed(companyWarning)).toBe(1);
    await site.write('content/site.yaml', yaml.replace('  company: Telorys\n', ''));
    await expect.poll(() => printed(companyWarning), { timeout: 5000 }).toBe(2);
    // The body's slip, unchanged by these saves, is not printed with them.
    expect(printed(localWarning)).toBe(2);
  });

  it('prints a slip across files once the check has run, and again when a save of a file it does not name brings it back', async () => {
    // Worked out once saves pause, off the path of the reload (see Overrides.laterSlips).
    await expect.poll(() => printed(privacyWarning), { timeout: 10_000 }).toBe(1);
    expect(printed(healthWarning)).toBe(0);
    const yaml = await site.read('content/site.yaml');
    await site.write('content/site.yaml', yaml.replace('  name: Telorys\n', '  name: Acme\n'));
    await expect.poll(() => printed(healthWarning), { timeout: 10_000 }).toBe(1);
    await site.write('content/site.yaml', yaml);
    await expect.poll(() => printed(privacyWarning), { timeout: 10_000 }).toBe(2);
  });

  it('prints the slip of a title edited alone, the page patched into the state served', async () => {
    const markup = 'content/pages/cgv.md:2:8 title\u00a0: ce titre contient **, du Markdown ou du HTML';
    const at = saved();
    await site.edit('content/pages/cgv.md', 'title: Conditions générales de vente', 'title: Nos **conditions**');
    await expect.poll(saved, { timeout: 5000 }).toBe(at + 1);
    await expect.poll(() => printed(markup), { timeout: 10_000 }).toBe(1);
  });
});
