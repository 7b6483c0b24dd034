import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
});
afterAll(() => site.remove());

/** Adds a paragraph at the end of a Markdown page: line 165 of cgv.md, 137 of the privacy page. */
const append = (paragraph: string) => (text: string | undefined) => `${text}\n${paragraph}\n`;

describe('links to Markdown files and relative links', () => {
  it('publishes a link to a .md file as its page’s address, relative to the linking file', async () => {
    const result = await buildSlip(site, {
      'content/pages/politique-confidentialite.md': append(
        'Voir les [mentions](mentions-legales.md), l’[article 2](../pages/cgv.md#article-2-documents-contractuels) et le [guide](./cgv).',
      ),
    });
    expect(result.code).toBe(0);
    const html = await readFile(path.join(site.root, 'out', 'politique-confidentialite.html'), 'utf8');
    expect(html).toContain('<a href="/mentions-legales">mentions</a>');
    expect(html).toContain('<a href="/cgv#article-2-documents-contractuels">article 2</a>');
    expect(html).toContain('<a href="/cgv">guide</a>');
  });

  it('refuses a link to a .md file that does not exist, at its line, in English and in French', async () => {
    const result = await buildSlip(site, {
      'content/pages/politique-confidentialite.md': append('Voir les [CGV](conditions.md).'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/politique-confidentialite.md:137:16 dead link conditions.md: there is no file content/pages/conditions.md',
      '  hint: correct the file name; a link to another page may name its file, relative to this one (cgv.md, ../cgv.md), or its address (/cgv).',
      'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    ]);
    expect(result.outUnchanged).toBe(true);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      'content/pages/politique-confidentialite.md:137:16 lien mort conditions.md\u00a0: il n’y a pas de fichier content/pages/conditions.md',
      '  conseil\u00a0: corrigez le nom du fichier\u00a0; un lien vers une autre page peut nommer son fichier, à partir de celui-ci (cgv.md, ../cgv.md), ou son adresse (/cgv).',
    ]);
  });

  it('tells a link to a page whose front matter cannot be read by that page’s problem alone, not as a dead link', async () => {
    const result = await buildSlip(site, {
      'content/pages/politique-confidentialite.md': append('Voir les [mentions](mentions-legales.md).'),
      'content/pages/mentions-legales.md': (text) => text!.replace(/^title: .*$/m, '$&\n$&'),
    });
    expect(result.code).toBe(1);
    const lines = errorLines(result.stderr);
    expect(lines.filter((line) => !line.startsWith('  hint'))).toEqual([
      expect.stringMatching(
        /^content\/pages\/mentions-legales\.md:3:1 the YAML cannot be read: the field title is written twice/,
      ),
      'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('checks a relative link like an absolute one, reported where it is written', async () => {
    const result = await buildSlip(site, { 'content/pages/cgv.md': append('Lisez le [guide](./guide).') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/cgv.md:165:18 dead link /guide: no page at /guide (linked from /cgv)',
      '  hint: correct the address, or create the page or the section it points to.',
      'Link check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('checks the anchor of a link to a .md file', async () => {
    const result = await buildSlip(site, {
      'content/pages/politique-confidentialite.md': append('Voir l’[article 2](cgv.md#article-deux).'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/pages/politique-confidentialite.md:137:20 dead link /cgv#article-deux: no element with id="article-deux" on /cgv (linked from /politique-confidentialite)',
    );
    expect(result.outUnchanged).toBe(true);
  });
});

describe('where a dead link is reported', () => {
  it('in the file of the page that links, never at a commented-out line of another file', async () => {
    // content/home.yaml holds "# brochure: /documents/brochure.pdf" in a comment.
    expect(await site.read('content/home.yaml')).toContain('# brochure: /documents/brochure.pdf');
    const result = await buildSlip(site, { 'content/pages/cgv.md': append('La [brochure](/documents/brochure.pdf).') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/pages/cgv.md:165:15 missing file /documents/brochure.pdf: there is no file public/documents/brochure.pdf (linked from /cgv)',
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('skips YAML comments when looking through the other files', async () => {
    const result = await buildSlip(site, {
      'content/navigation.yaml': replace2('href: /#secteurs', '# href: /nulle-part\n', 'href: /nulle-part'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toMatch(/^content\/navigation\.yaml:(\d+):\d+ dead link \/nulle-part: /);
    const [, line] = /^content\/navigation\.yaml:(\d+):/.exec(errorLines(result.stderr)[0]!)!;
    const lines = replace2(
      'href: /#secteurs',
      '# href: /nulle-part\n',
      'href: /nulle-part',
    )(await site.read('content/navigation.yaml')).split('\n');
    expect(Number(line)).toBeGreaterThan(1);
    expect(lines[Number(line) - 1]).toContain('href: /nulle-part');
  });
});

/** Puts `comment` on the first line of the file and replaces `search`. */
function replace2(search: string, comment: string, replacement: string): (text: string | undefined) => string {
  return (text) => comment + text!.replace(search, replacement);
}
