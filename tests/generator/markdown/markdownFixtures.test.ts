import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { formatProblem } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { runCli } from '../../helpers/runCli.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const fixtures = path.join(repoRoot, 'tests', 'fixtures', 'markdown');
let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

/** Copies the fixture pages of `folder` (valid or refused) into the temp site's content/pages/. */
async function addPages(folder: 'valid' | 'refused', names?: string[]): Promise<void> {
  for (const name of names ?? (await readdir(path.join(fixtures, folder)))) {
    await site.write(`content/pages/${name}`, await readFile(path.join(fixtures, folder, name), 'utf8'));
  }
}
const problems = async () => (await checkSite({ root: site.root, env: {} })).problems.map(formatProblem);
const pageHtml = async (route: string) => {
  const prepared = await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
  return prepared.content.pages.find((page) => page.route === route)!.html;
};

describe('Markdown written for other generators', () => {
  it('builds every valid fixture page, its #anchor links to headings of Markdown pages included', async () => {
    await addPages('valid');
    expect(await problems()).toEqual([]);
  });

  it('warns once per build about shortcodes and Liquid tags, with the number of pages and the first places', async () => {
    await addPages('valid');
    await site.write(
      'content/pages/autre.md',
      '---\ntitle: Autre\ndescription: Une autre page migrée avec une balise Liquid dans son texte, pour compter les pages.\n---\nLe titre {{ page.title }}.\n',
    );
    const log = createMemoryLogger();
    await prepareSite({ root: site.root, overrides: { env: {} }, log });
    expect(log.warnings).toEqual([
      '2 pages hold template tags of another generator (Hugo shortcodes {{< … >}} or {{% … %}}, Liquid {% … %} or {{ … }}), shown as text: ' +
        'content/pages/autre.md:5:10, content/pages/migration-hugo.md:7:1, content/pages/migration-hugo.md:9:1 and 3 more. ' +
        'Rewrite them in Markdown (see docs/guide/yaml-et-markdown.md, « Tout ce que le Markdown permet », paragraph « Shortcodes et balises Liquid »).',
    ]);
  });

  it('site check passes with the shortcode page and prints the warning once', async () => {
    await addPages('valid', ['migration-hugo.md']);
    const result = await runCli(['check'], site.root);
    expect(result.code).toBe(0);
    expect(
      result.stderr.split('\n').filter((line) => line.startsWith('warning: 1 page holds template tags')),
    ).toHaveLength(1);
    expect(result.stderr).toContain(
      'shown as text: content/pages/migration-hugo.md:7:1, content/pages/migration-hugo.md:9:1, content/pages/migration-hugo.md:11:19 and 2 more.',
    );
  });

  it('renders the allowed raw HTML and shows made-up or other elements as text', async () => {
    await addPages('valid', ['html-permis.md']);
    const html = await pageHtml('/html-permis');
    expect(html).toContain(
      '<p>Appuyez sur <kbd>Ctrl</kbd> + <kbd>C</kbd>.<br />Puis collez. Le 1<sup>er</sup> janvier, H<sub>2</sub>O.</p>',
    );
    expect(html).toContain(
      '<details>\n<summary>Afficher la suite</summary>\n<p>Le texte <strong>replié</strong>.</p>\n</details>',
    );
    expect(html).toContain(
      '<p>Remplacez &lt;votre-nom&gt; par votre nom, et &lt;center&gt;ceci&lt;/center&gt; reste visible.</p>',
    );
    expect(html).toContain('<img src="/favicon.svg" alt="Schéma du réseau" />');
  });

  it('refuses raw HTML that could run code or break the CSP, and images from other hosts, each with file:line and a hint', async () => {
    await addPages('refused', ['html-refuse.md']);
    const file = 'content/pages/html-refuse.md';
    const remote = (line: number, column: number, src: string) =>
      `${file}:${line}:${column} image from another host ${src}: the site's Content-Security-Policy blocks it, visitors would see a broken image\n` +
      '  hint: download the image, copy it under public/ (for example public/images/schema.png) and write its address from the site root (/images/schema.png).';
    expect(await problems()).toEqual([
      `${file}:5:13 raw HTML <script> is refused: it could run code or load another page inside this one\n  hint: write the content in Markdown; scripts, styles and frames belong in the templates, not in a page.`,
      `${file}:7:23 raw HTML attribute onclick= is refused: it runs code\n  hint: remove the attribute: no script written in a page runs on the site.`,
      `${file}:9:18 raw HTML attribute style= is refused: the Content-Security-Policy blocks inline styles\n  hint: remove it: the look of a page comes from the site's stylesheet.`,
      `${file}:11:1 raw HTML <iframe> is refused: it could run code or load another page inside this one\n  hint: write the content in Markdown; scripts, styles and frames belong in the templates, not in a page.`,
      `${file}:13:20 address javascript:alert(1) is refused: it could run code\n  hint: link to a page of the site (/contact) or to another site (https://…).`,
      remote(15, 9, 'https://exemple.fr/logo.png'),
      remote(17, 11, '//exemple.fr/photo.jpg'),
      `${file}:19:4 unknown placeholder {brandd} — did you mean {brand}?\n  hint: placeholders available: {brand}, {product}, {email}, {phone}, {address}, {siteUrl}, {legal.company}, {legal.form}, {legal.capital}, {legal.rcs}, {legal.vat}, {legal.headOffice}, {legal.director}, {legal.host}, {legal.hostName}, {legal.hostAddress}, {legal.hostPhone}, {legal.dpoEmail}.`,
    ]);
  });

  it('catches a dead #anchor to a Markdown page and on the page itself, with file:line', async () => {
    await addPages('refused', ['ancre-morte.md']);
    expect(await problems()).toEqual([
      'content/pages/ancre-morte.md:7:21 dead link /cgv#article-99: no element with id="article-99" on /cgv (linked from /ancre-morte)\n  hint: correct the address, or create the page or the section it points to.',
      'content/pages/ancre-morte.md:7:84 dead link #nulle-part: no element with id="nulle-part" on /ancre-morte (linked from /ancre-morte)\n  hint: correct the address, or create the page or the section it points to.',
    ]);
  });
});
