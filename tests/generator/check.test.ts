import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../generator/check.js';
import { formatProblem } from '../../generator/errors.js';
import { loadContent } from '../../generator/load/loadContent.js';
import { routePages } from '../../generator/route/routePages.js';
import { validateContent } from '../../generator/validate/validateContent.js';
import { runCli } from '../helpers/runCli.js';
import { createTempSite, type TempSite } from '../helpers/tempSite.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

const lineOf = async (file: string, text: string) =>
  (await site.read(file)).split('\n').findIndex((line) => line.includes(text)) + 1;
const pageCount = async () => routePages(validateContent(await loadContent(site.root), { env: {} })).length;
const problems = async () => (await checkSite({ root: site.root, env: {} })).problems.map(formatProblem);

describe('site check', () => {
  it('exits 0 on good content, 1 with every problem and a count on broken content, writing nothing', async () => {
    const clean = await runCli(['check'], site.root);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toBe(`No problem found: ${await pageCount()} pages, every link leads somewhere.\n`);

    await site.edit('content/offers/plans.yaml', 'price: 19', 'price: 19 €');
    await site.edit('content/offers/plans.yaml', 'price: 29', 'prix: 29');
    const broken = await runCli(['check'], site.root);
    expect(broken.code).toBe(1);
    expect(broken.stderr.trim().split('\n').at(-1)).toBe('2 problems found.');
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(site.root)).not.toContain('out');
  });

  it('prints the control characters content quotes as escapes, never as terminal commands', async () => {
    // A pasted text can hold an escape sequence (this one clears the screen) or a carriage return
    // that hides the start of its line: in a problem and in a warning alike.
    await site.edit('content/offers/plans.yaml', 'price: 19', 'price: "\\e[2J\\e[31mOK\\rFaux"');
    const cgv = await site.read('content/pages/cgv.md');
    await site.write('content/pages/cgv.md', `${cgv}\nVoir https://www.example.fr/a\u001b]52;c;SGk=\u0007b ici.\n`);
    const { code, stderr } = await runCli(['check'], site.root);
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/[\u001b\u0007\r]/);
    expect(stderr).toContain('got the text "\\u001b[2J\\u001b[31mOK\\rFaux"');
    expect(stderr).toContain('the address https://www.example.fr/a\\u001b is written as text');
  });

  it('says which price is not a number, where, and how to write it', async () => {
    await site.edit('content/offers/plans.yaml', 'price: 19', 'price: 19 €');
    const line = await lineOf('content/offers/plans.yaml', 'price: 19 €');
    expect(await problems()).toEqual([
      `content/offers/plans.yaml:${line}:12 plans[0].price: expected a number, got the text "19 €"\n  hint: write the number alone, without quotes, units or currency, with a dot for decimals: price: 19`,
    ]);
  });

  it('names an unknown field and suggests the nearest one', async () => {
    await site.edit('content/local/nancy.yaml', 'title:', 'titel:');
    const line = await lineOf('content/local/nancy.yaml', 'titel:');
    expect(await problems()).toEqual([
      `Unknown field "titel" in content/local/nancy.yaml:${line} — did you mean "title"?\n  hint: rename it to "title", or remove it.`,
    ]);
  });

  it('refuses an address that is not a full URL', async () => {
    await site.edit('content/home.yaml', 'url: https://www.ui.com/', 'url: www.ui.com');
    const line = await lineOf('content/home.yaml', 'url: www.ui.com');
    expect(await problems()).toEqual([
      `content/home.yaml:${line}:12 partners.items[2].url: expected an address starting with https://, got the text "www.ui.com"`,
    ]);
  });

  it('refuses a city page without coordinates', async () => {
    await site.edit('content/local/verdun.yaml', '  position: [49.1598, 5.3844]\n', '');
    const line = await lineOf('content/local/verdun.yaml', 'geo:');
    expect(await problems()).toEqual([
      `content/local/verdun.yaml:${line + 1}:3 geo.position: a city page needs geo.position (latitude and longitude), got nothing`,
    ]);
  });

  it('reports a link to a page that does not exist, with the pages that carry it', async () => {
    await site.edit('content/navigation.yaml', 'href: /#secteurs', 'href: /secteurs/batiment');
    const line = await lineOf('content/navigation.yaml', 'href: /secteurs/batiment');
    // The navigation bar is on every page: the message names the first four and counts the others.
    expect(await problems()).toEqual([
      `content/navigation.yaml:${line}:11 dead link /secteurs/batiment: no page at /secteurs/batiment (linked from /, /standard-telephonique-virtuel, /fibre-professionnelle, /equipements and ${(await pageCount()) - 4} more)\n  hint: correct the address, or create the page or the section it points to.`,
    ]);
  });

  it('reports a link to a section that does not exist', async () => {
    await site.edit('content/navigation.yaml', 'href: /#studio-vocal', 'href: /#studio');
    expect((await problems())[0]).toMatch(
      /^content\/navigation\.yaml:14:11 dead link \/#studio: no element with id="studio" on \/ \(linked from /,
    );
  });

  it('pins a dead link written in a Markdown page to its line in that file', async () => {
    await site.write(
      'content/pages/guide.md',
      '---\ntitle: Guide\ndescription: Un guide pour choisir son offre de téléphonie.\n---\n\nVoir [nos tarifs](/tarifs-2024).\n',
    );
    expect(await problems()).toEqual([
      'content/pages/guide.md:6:19 dead link /tarifs-2024: no page at /tarifs-2024 (linked from /guide)\n  hint: correct the address, or create the page or the section it points to.',
    ]);
  });

  it('refuses two pages at the same address', async () => {
    await site.write('content/pages/metz.md', '---\ntitle: Metz\ndescription: Une autre page Metz\n---\nTexte\n');
    expect(await problems()).toEqual([
      'content/pages/metz.md two pages would be written to metz.html: this one, at /metz, and content/local/metz.yaml, at /metz\n  hint: rename or move one of the two files so that each page has its own address.',
    ]);
  });
});
