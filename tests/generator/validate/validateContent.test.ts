import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatError, formatProblem, UserError } from '../../../generator/errors.js';
import { loadContent } from '../../../generator/load/loadContent.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

/** Validates the temp site and returns the formatted problems (fails the test when content is valid). */
async function problems(env: Record<string, string> = {}): Promise<string[]> {
  const loaded = await loadContent(site.root);
  try {
    validateContent(loaded, { env });
  } catch (error) {
    if (error instanceof UserError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

describe('validateContent', () => {
  it('accepts the real content, each Markdown file becoming a page or a help article', async () => {
    const loaded = await loadContent(repoRoot);
    const content = validateContent(loaded, { env: {} });
    expect([...content.helpArticles, ...content.pages].map((page) => page.file)).toEqual(
      [...loaded.files.keys()].filter((file) => file.endsWith('.md')),
    );
  });

  it('names file, line, column and field of a number where text is expected, with a hint', async () => {
    await site.edit('content/site.yaml', '  email: contact@telorys.fr', '  hours: 9');
    await site.edit('content/site.yaml', '  hours: Du lundi au vendredi, 9h–18h\n', '');
    const text = await site.read('content/site.yaml');
    const line = text.split('\n').findIndex((row) => row === '  hours: 9') + 1;
    const found = await problems();
    expect(found).toContain(
      `content/site.yaml:${line}:10 contact.hours: expected text, got a number (9)\n  hint: put the value in quotes so it is read as text: hours: "9"`,
    );
    expect(found.some((problem) => problem.includes('contact.email: expected text, got nothing'))).toBe(true);
  });

  it('quotes the value as it was written in the hint', async () => {
    await site.edit('content/home.yaml', 'figure: "+300"', 'figure: +300');
    const [problem] = await problems();
    expect(problem).toMatch(
      /^content\/home\.yaml:\d+:13 contact\.trust\.figure: expected text, got a number \(300\)\n  hint: put the value in quotes so it is read as text: figure: "\+300"$/,
    );
  });

  it('says a quote is not closed', async () => {
    await site.edit('content/navigation.yaml', '  - label: Nos Offres', '  - label: "Nos Offres');
    const [problem] = await problems();
    expect(problem).toMatch(
      /\n  hint: a quote or a bracket is not closed: every opening " or \[ needs its closing one on the same line\.$/,
    );
  });

  it('reports a missing required field at its parent with the field to add', async () => {
    await site.edit('content/site.yaml', '  product: Telorys Cloud\n', '');
    expect(await problems()).toEqual([
      'content/site.yaml:5:3 brand.product: expected text, got nothing\n  hint: this field is required: add "product:" under "brand".',
    ]);
  });

  it('tells a YAML file emptied, or left with comments only, once, with its required fields', async () => {
    await site.write('content/site.yaml', '');
    await site.write('content/sectors/sante.yaml', '# Santé : à réécrire\n');
    expect(await problems()).toEqual([
      'content/sectors/sante.yaml this file is empty (or holds comments only)\n  hint: if it was emptied by mistake, restore it from the repository (git checkout -- content/sectors/sante.yaml); otherwise write its required fields: order, card.',
      'content/site.yaml this file is empty (or holds comments only)\n  hint: if it was emptied by mistake, restore it from the repository (git checkout -- content/site.yaml); otherwise write its required fields: brand, baseUrl, contact, claims, legal, integrations, sitemap.',
    ]);
  });

  it('refuses a mailto: link of a YAML file to no whole e-mail address', async () => {
    await site.edit('content/navigation.yaml', 'href: /cgv', 'href: mailto:contact@telorys');
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^content\/navigation\.yaml:\d+:15 footer\[2\]\.links\[1\]\.href: expected a whole e-mail address after mailto:, such as mailto:contact@example\.fr, got the text "mailto:contact@telorys"\n  hint: write the address with its domain, or a visitor's message would never arrive: mailto:contact@telorys\.fr$/,
      ),
    ]);
  });

  it('tells a field written with nothing after it where its value goes, with an example', async () => {
    await site.edit('content/offers/plans.yaml', '    price: 19\n', '    price:\n');
    await site.edit('content/pages/cgv.md', 'title: Conditions générales de vente', 'title:');
    await site.edit('content/offers/plans.yaml', '      - Messagerie vocale\n', '      -\n');
    expect(await problems()).toEqual([
      "content/offers/plans.yaml:8:11 plans[0].price: expected a number, got nothing\n  hint: write the value after the field's name, on its line: price: 29.9",
      "content/offers/plans.yaml:14:8 plans[0].features[2]: expected text, got nothing\n  hint: write the item's text after the dash (- …), or remove the line.",
      "content/pages/cgv.md:2:7 title: expected text, got nothing\n  hint: write the value after the field's name, on its line: title: …",
    ]);
  });

  it('refuses an unknown key and suggests the nearest known one', async () => {
    await site.edit('content/support/tutoriels-video.yaml', 'title: Tutoriels vidéo', 'titel: Tutoriels vidéo');
    const found = await problems();
    expect(found).toContain(
      'Unknown field "titel" in content/support/tutoriels-video.yaml:1 — did you mean "title"?\n  hint: rename it to "title", or remove it.',
    );
    expect(found).toHaveLength(1);
  });

  it('lists every problem of every file in one run', async () => {
    await site.edit('content/site.yaml', 'availability: 99.5', 'availability: "99,5 %"');
    await site.edit('content/support/documentation.yaml', 'sizeMb: 1.2', 'sizeMb: 1,2 MB');
    await site.edit('content/navigation.yaml', 'href: /cgv', 'href: cgv');
    const found = await problems();
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(
      /^content\/navigation\.yaml:\d+:15 footer\[2\]\.links\[1\]\.href: expected a link starting with \/, #, https:\/\/, mailto: or tel:, got the text "cgv"$/,
    );
    expect(found[1]).toMatch(
      /^content\/site\.yaml:\d+:17 claims\.availability: expected a number, got the text "99,5 %"\n  hint: write the number alone/,
    );
    expect(found[2]).toMatch(
      /^content\/support\/documentation\.yaml:\d+:13 featured\[0\]\.sizeMb: expected a number, got the text "1,2 MB"/,
    );
  });

  it('pins YAML syntax errors to their line with a hint', async () => {
    await site.edit('content/navigation.yaml', '  - label: Nos Offres', '  - label: Nos Offres: la suite');
    const [problem] = await problems();
    expect(problem).toMatch(/^content\/navigation\.yaml:3:\d+ the YAML cannot be read: .+\n  hint: .*quotes/);
  });

  it('reports front matter problems at their line in the Markdown file', async () => {
    await site.edit('content/pages/cgv.md', 'updated: 2025-08-27', 'updated: 27/08/2025');
    expect(await problems()).toEqual([
      'content/pages/cgv.md:4:10 updated: expected a date such as 2025-08-27 or 2025-08-27T10:30:00+02:00, got the text "27/08/2025"',
    ]);
  });

  it('refuses an unknown placeholder in Markdown, at its line and column', async () => {
    const text = await site.read('content/pages/cgv.md');
    await site.write('content/pages/cgv.md', `${text}\nÉcrivez-nous à {emial}.\n`);
    const line = text.split('\n').length + 1;
    const [problem] = await problems();
    expect(problem).toBe(
      `content/pages/cgv.md:${line}:16 unknown placeholder {emial} — did you mean {email}?\n  hint: placeholders available: {brand}, {product}, {email}, {phone}, {address}, {siteUrl}, {legal.company}, {legal.form}, {legal.capital}, {legal.rcs}, {legal.vat}, {legal.headOffice}, {legal.director}, {legal.host}, {legal.hostName}, {legal.hostAddress}, {legal.hostPhone}, {legal.dpoEmail}.`,
    );
  });

  it('flags a content file that no page reads', async () => {
    await site.write('content/sitee.yaml', 'brand: x\n');
    const [problem] = await problems();
    expect(problem).toMatch(
      /^content\/sitee\.yaml no page reads this file\n  hint: check its name and folder: Markdown pages go in content\/pages\/, one YAML file per entry in content\/sectors\/, content\/local\/, content\/references\/, and the other YAML files read are content\/site\.yaml, content\/navigation\.yaml, /,
    );
  });

  it('refuses a bad base URL from the environment instead of falling back', async () => {
    expect(await problems({ SITE_BASE_URL: 'www.example.fr' })).toEqual([
      'environment SITE_BASE_URL: expected an address starting with https://, got "www.example.fr"\n  hint: set SITE_BASE_URL to a full address such as https://www.example.fr, or leave it unset to use content/site.yaml.',
    ]);
  });

  it('refuses an address holding a space, which would reach the iframe and the host files as written', async () => {
    await site.edit(
      'content/site.yaml',
      'url: https://eligibilite',
      'url: https://eligibilite.telorys.fr/ script-src https://eligibilite',
    );
    const [problem] = await problems();
    expect(problem).toMatch(
      /^content\/site\.yaml:\d+:\d+ integrations\.eligibility\.url: expected an address without spaces or line breaks, got the text "https:\/\/eligibilite\.telorys\.fr\/ scrip…"$/,
    );
  });

  it('ends the message with a count and says nothing was written', async () => {
    await site.edit('content/site.yaml', 'availability: 99.5', 'availability: high');
    await site.edit('content/site.yaml', 'freeTrialDays: 30', 'freeTrialDays: thirty');
    const error = await loadContent(site.root).then((loaded) => {
      try {
        validateContent(loaded, { env: {} });
      } catch (caught) {
        return caught;
      }
    });
    expect(formatError(error)).toMatch(
      /\n\nContent check failed: 2 problems found\. Nothing was written; the previous output is unchanged\.$/,
    );
    expect(formatError(error)).not.toMatch(/\n\s+at /);
  });
});
