import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
}, 60_000);
afterAll(() => site.remove());

const nb = '\u00a0';
const allowed = 'title, description, date, lastmod, updated, draft, slug, aliases, toc, sitemap';
const page = (fields: string) => () =>
  `---\ntitle: Notre blog\ndescription: Les nouvelles du standard virtuel, de la fibre et des téléphones IP.\n${fields}---\n\nTexte.\n`;

describe('a field of another generator in a Markdown page', () => {
  it('refuses Jekyll’s layout and Hugo’s weight at their lines, in English and in French', async () => {
    const result = await buildSlip(site, { 'content/pages/blog.md': page('layout: post\nweight: 3\n') });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/blog.md:4:1 layout: unknown field "layout": it is a field of Jekyll, Eleventy and Astro, which this site does not use',
      `  hint: remove the line "layout"; the fields a page may have are: ${allowed}.`,
      'content/pages/blog.md:5:1 weight: unknown field "weight": it is a field of Hugo, which this site does not use',
      `  hint: remove the line "weight"; the fields a page may have are: ${allowed}.`,
      'Content check failed: 2 problems found. Nothing was written; the previous output is unchanged.',
    ]);
    expect(errorLines(result.french).slice(0, 4)).toEqual([
      `content/pages/blog.md:4:1 layout${nb}: champ inconnu «${nb}layout${nb}»${nb}: c’est un champ de Jekyll, Eleventy et Astro, que ce site n’utilise pas`,
      `  conseil${nb}: supprimez la ligne «${nb}layout${nb}»${nb}; les champs permis dans une page sont${nb}: ${allowed}.`,
      `content/pages/blog.md:5:1 weight${nb}: champ inconnu «${nb}weight${nb}»${nb}: c’est un champ d’Hugo, que ce site n’utilise pas`,
      `  conseil${nb}: supprimez la ligne «${nb}weight${nb}»${nb}; les champs permis dans une page sont${nb}: ${allowed}.`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('names the field of this site that says the same: Astro’s pubDate is date', async () => {
    const result = await buildSlip(site, {
      'content/pages/blog.md': page('permalink: /blog/nouvelles/\npubDate: 2025-01-02\n'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr).slice(0, 4)).toEqual([
      'content/pages/blog.md:4:1 permalink: unknown field "permalink": it is a field of Jekyll and Eleventy, which this site does not use',
      `  hint: remove the line "permalink"; the fields a page may have are: ${allowed}.`,
      'content/pages/blog.md:5:1 pubDate: unknown field "pubDate": it is a field of Astro, which this site does not use',
      `  hint: this site calls it "date": rename the line to "date" (or remove it if the page has one); the fields a page may have are: ${allowed}.`,
    ]);
    expect(errorLines(result.french).slice(2, 4)).toEqual([
      `content/pages/blog.md:5:1 pubDate${nb}: champ inconnu «${nb}pubDate${nb}»${nb}: c’est un champ d’Astro, que ce site n’utilise pas`,
      `  conseil${nb}: ce site l’appelle «${nb}date${nb}»${nb}: renommez la ligne en «${nb}date${nb}» (ou supprimez-la si la page en a déjà un)${nb}; les champs permis dans une page sont${nb}: ${allowed}.`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('still tells a typo of a page field as a typo', async () => {
    const result = await buildSlip(site, { 'content/pages/blog.md': page('daet: 2025-01-02\n') });
    expect(errorLines(result.stderr)[0]).toBe('Unknown field "daet" in content/pages/blog.md:4 — did you mean "date"?');
    expect(result.outUnchanged).toBe(true);
  });
});
