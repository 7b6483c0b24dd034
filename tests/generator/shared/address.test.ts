import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { formatProblem, formatProblemIn } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { localLinks } from '../../../generator/render/siteContext.js';
import { renderPages } from '../../../generator/render/renderPages.js';
import { htmlText } from '../../../generator/render/spliced.js';
import { addressSegment } from '../../../generator/shared/address.js';
import { generateSitemap } from '../../../generator/write/sitemap.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};
const page = '---\ntitle: Mentions\ndescription: Les mentions.\n---\n\nTexte.\n';
const rule = '(lower case, hyphens for spaces and underscores, no accents)';

describe('addresses made from file names', () => {
  it('makes one address segment of a name: lower case, hyphens for spaces and underscores, accents and other signs removed', () => {
    expect(addressSegment('Mentions Légales 2')).toBe('mentions-legales-2');
    expect(addressSegment('safeCSS')).toBe('safecss');
    expect(addressSegment('metz - Copie')).toBe('metz-copie');
    expect(addressSegment('Mentions Le\u0301gales')).toBe('mentions-legales');
    expect(addressSegment('faq ?')).toBe('faq');
    expect(addressSegment('Vandœuvre_lès_Nancy')).toBe('vandoeuvre-les-nancy');
    expect(addressSegment('???')).toBe('');
  });

  it('keeps a name that is a segment already, and still cleans one that nearly is', () => {
    for (const name of ['cgv', 'article-5000', 'v2.1', 'a-b-c']) expect(addressSegment(name)).toBe(name);
    expect(['a--b', 'A-b', '-a', 'a.', 'a..b', 'a_b', '.hidden'].map(addressSegment)).toEqual([
      'a-b',
      'a-b',
      'a',
      'a',
      'a..b',
      'a-b',
      'hidden',
    ]);
  });

  it('publishes a Markdown page named with spaces, capitals and accents at its plain address, in the sitemap and canonical', async () => {
    await site.write('content/pages/Mentions Légales 2.md', page);
    const logger = createMemoryLogger();
    const { content, routes } = await prepareSite({ root: site.root, overrides: { env: {} }, log: logger });
    const route = routes.find((candidate) => candidate.sources[0] === 'content/pages/Mentions Légales 2.md')!;
    expect([route.path, route.file]).toEqual(['/mentions-legales-2', 'mentions-legales-2.html']);
    expect(generateSitemap(routes, 'https://x.fr')).toContain('<loc>https://x.fr/mentions-legales-2</loc>');
    const [rendered] = renderPages([route], {
      site: content.site,
      navigation: content.navigation,
      assets,
      localLinks: localLinks(content),
    });
    expect(htmlText(rendered!.html)).toContain(
      `<link rel="canonical" href="${content.site.baseUrl}/mentions-legales-2"/>`,
    );
    expect(logger.warnings).toContain(
      `1 file is published at an address that differs from its name ${rule}: content/pages/Mentions Légales 2.md → /mentions-legales-2.`,
    );
  });

  it('makes a slug an address by the same rule, and does not list a page whose slug says where it goes', async () => {
    await site.write('content/pages/a.md', '---\ntitle: A\ndescription: Une page.\nslug: Offre Été\n---\n');
    const logger = createMemoryLogger();
    const { routes } = await prepareSite({ root: site.root, overrides: { env: {} }, log: logger });
    expect(routes.find((route) => route.sources[0] === 'content/pages/a.md')?.path).toBe('/offre-ete');
    expect(logger.warnings.filter((line) => line.includes('differs from'))).toEqual([]);
  });

  it('lists every renamed file, local pages and sectors included, on one line', async () => {
    await site.write('content/pages/safeCSS.md', page);
    await site.write(
      'content/local/Saint_Avold.yaml',
      (await site.read('content/local/metz.yaml')).replace('name: Metz', 'name: Saint-Avold'),
    );
    const logger = createMemoryLogger();
    const { routes, problems } = await prepareSite({ root: site.root, overrides: { env: {} }, log: logger });
    expect(problems).toEqual([]);
    expect(routes.find((route) => route.sources[0] === 'content/local/Saint_Avold.yaml')?.path).toBe('/saint-avold');
    expect(logger.warnings).toContain(
      `2 files are published at an address that differs from their name ${rule}: content/local/Saint_Avold.yaml → /saint-avold, content/pages/safeCSS.md → /safecss.`,
    );
  });

  it('reports a link written with the file name rather than the address', async () => {
    await site.write('content/pages/Mentions Légales 2.md', page);
    await site.write(
      'content/pages/liens.md',
      '---\ntitle: Liens\ndescription: Des liens.\n---\n\n[a](/mentions-legales-2) [b](</Mentions Légales 2>)\n',
    );
    expect((await checkSite({ root: site.root, env: {} })).problems.map(formatProblem)).toEqual([
      'content/pages/liens.md:6:31 dead link /Mentions%20L%C3%A9gales%202: no page at /Mentions%20L%C3%A9gales%202 (linked from /liens)\n  hint: correct the address, or create the page or the section it points to.',
    ]);
  });

  it('refuses a file name that leaves nothing for an address, in both languages', async () => {
    await site.write('content/pages/???.md', page);
    const [problem] = (await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() }))
      .problems;
    expect(formatProblemIn(problem!, 'en')).toBe(
      'content/pages/???.md the file name "???.md" cannot make an address: an address keeps only the letters, digits and hyphens of a name\n  hint: rename the file with letters or digits, such as content/pages/nom-de-la-page.md.',
    );
    expect(formatProblemIn(problem!, 'fr')).toBe(
      'content/pages/???.md le nom de fichier «\u00a0???.md\u00a0» ne peut pas former une adresse\u00a0: une adresse ne garde que les lettres, chiffres et tirets d’un nom\n  conseil\u00a0: renommez le fichier avec des lettres ou des chiffres, comme content/pages/nom-de-la-page.md.',
    );
  });
});

describe('site build with two files at one address', () => {
  it('stops naming both files, in English and French, and leaves out/ unchanged', async () => {
    expect((await buildInProcess(site.root)).code).toBe(0);
    const before = await treeSnapshot(path.join(site.root, 'out'));
    await site.write('content/local/Metz.yaml', await site.read('content/local/metz.yaml'));
    const english = await buildInProcess(site.root);
    expect(english.code).toBe(1);
    expect(english.stderr).toContain(
      `warning: 1 file is published at an address that differs from its name ${rule}: content/local/Metz.yaml → /metz.\n`,
    );
    expect(english.stderr).toContain(
      'content/local/metz.yaml this file and content/local/Metz.yaml make one address, /metz\n' +
        '  hint: an address is made from the file name (lower case, spaces and underscores as hyphens, no accents): rename or remove one of the two files.\n\n' +
        'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    );
    expect(english.french).toContain(
      'content/local/metz.yaml ce fichier et content/local/Metz.yaml donnent la même adresse, /metz\n' +
        '  conseil\u00a0: une adresse est faite du nom du fichier (en minuscules, espaces et soulignés changés en tirets, sans accents)\u00a0: renommez ou supprimez l’un des deux fichiers.',
    );
    expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
    expect(await readFile(path.join(site.root, 'out/metz.html'), 'utf8')).toContain('Metz');
  });
});

describe('site build with a copy of a local page', () => {
  it("refuses a second page for one place at the copy's name line, naming the original, in English and French", async () => {
    expect((await buildInProcess(site.root)).code).toBe(0);
    const before = await treeSnapshot(path.join(site.root, 'out'));
    await site.write('content/local/metz - Copie.yaml', await site.read('content/local/metz.yaml'));
    const english = await buildInProcess(site.root);
    expect(english.code).toBe(1);
    expect(english.stderr).toContain(
      `warning: 1 file is published at an address that differs from its name ${rule}: content/local/metz - Copie.yaml → /metz-copie.\n`,
    );
    expect(english.stderr).toContain(
      'content/local/metz - Copie.yaml:3:7 name: "Metz" is already the name of content/local/metz.yaml: two pages for one place\n' +
        '  hint: remove this file if it is a copy, or give it the name of another place.\n\n' +
        'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    );
    expect(english.french).toContain(
      'content/local/metz - Copie.yaml:3:7 name\u00a0: «\u00a0Metz\u00a0» est déjà le nom de content/local/metz.yaml\u00a0: deux pages pour un même lieu\n' +
        '  conseil\u00a0: supprimez ce fichier s’il s’agit d’une copie, ou donnez-lui le nom d’un autre lieu.',
    );
    expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
  });
});
