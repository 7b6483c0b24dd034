import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { KeptBodies } from '../../../generator/markdown/keptBodies.js';

// site dev keeps compiled bodies between states (KeptBodies). A body taken from what
// is kept shares its `written` map with the first compile of that text: that tells a kept body
// from one compiled again.
const source = (file: string) => ({ file, firstLine: 1, values: {}, route: `/${file.replace(/\.md$/, '')}` });
const body = (revision: number) => `# Conditions\n\nRévision ${revision} des conditions, voir [le guide](./guide).\n`;

describe('the bodies site dev keeps between saves', () => {
  it('keeps the two last versions of a saved page, not one per save', () => {
    const kept = new KeptBodies();
    kept.keepUpTo(1000);
    const first = compileMarkdown(body(1), source('cgv.md'), kept);
    const second = compileMarkdown(body(2), source('cgv.md'), kept);
    const third = compileMarkdown(body(3), source('cgv.md'), kept);
    expect(compileMarkdown(body(3), source('cgv.md'), kept).written).toBe(third.written);
    expect(compileMarkdown(body(2), source('cgv.md'), kept).written).toBe(second.written);
    // The first version was dropped when the third came: a hundred saves keep two bodies, not a hundred.
    expect(compileMarkdown(body(1), source('cgv.md'), kept).written).not.toBe(first.written);
    expect(compileMarkdown(body(1), source('cgv.md'), kept).html).toBe(first.html);
  });

  it('keeps every page unchanged by a save, whatever was saved before', () => {
    const kept = new KeptBodies();
    kept.keepUpTo(1000);
    const other = compileMarkdown(body(0), source('mentions.md'), kept);
    for (let revision = 0; revision < 10; revision++) compileMarkdown(body(revision), source('cgv.md'), kept);
    expect(compileMarkdown(body(0), source('mentions.md'), kept).written).toBe(other.written);
  });

  it('keeps nothing without a limit, and nothing outside the object that holds it', () => {
    const kept = new KeptBodies();
    const first = compileMarkdown(body(1), source('cgv.md'), kept);
    expect(compileMarkdown(body(1), source('cgv.md'), kept).written).not.toBe(first.written);
    const held = new KeptBodies();
    held.keepUpTo(10);
    const once = compileMarkdown(body(1), source('cgv.md'), held);
    expect(compileMarkdown(body(1), source('cgv.md')).written).not.toBe(once.written);
    expect(compileMarkdown(body(1), source('cgv.md'), new KeptBodies()).written).not.toBe(once.written);
  });

  it('compiles again, after site.yaml changes a value, only the bodies that show it', () => {
    const kept = new KeptBodies();
    kept.keepUpTo(1000);
    const site = (name: string, siteUrl = 'https://www.telorys.fr') => ({ brand: name, siteUrl });
    const at = (file: string, values: Record<string, string>) => ({ ...source(file), values });
    const plain = compileMarkdown(body(1), at('cgv.md', site('Telorys')), kept);
    const named = compileMarkdown('Bienvenue chez {brand}.\n', at('accueil.md', site('Telorys')), kept);
    // The brand renamed in site.yaml: the page that names it shows the new name, the other is kept.
    expect(compileMarkdown(body(1), at('cgv.md', site('Telorys Pro')), kept).written).toBe(plain.written);
    const renamed = compileMarkdown('Bienvenue chez {brand}.\n', at('accueil.md', site('Telorys Pro')), kept);
    expect(named.html).toContain('Telorys.');
    expect(renamed.html).toContain('Telorys Pro.');
    // A placeholder written encoded in an address is filled too (see fillAddress).
    const linked = (brand: string) =>
      compileMarkdown('Voir [la page](/marques/%7Bbrand%7D).\n', at('liens.md', site(brand)), kept).html;
    expect(linked('Telorys')).toContain('href="/marques/Telorys"');
    expect(linked('Orys')).toContain('href="/marques/Orys"');
    // And one whose braces are written as entities, which markdown-it reads as `{` and `}` in an address.
    const entity = (brand: string) =>
      compileMarkdown('Voir [la page](/marques/&#123;brand&#125;).\n', at('entite.md', site(brand)), kept).html;
    expect(entity('Telorys')).toContain('href="/marques/Telorys"');
    expect(entity('Orys')).toContain('href="/marques/Orys"');
    // The site's address is read by every body's checks (a link to the site written in full).
    const moved = compileMarkdown(body(1), at('cgv.md', site('Telorys', 'https://www.telorys.com')), kept);
    expect(moved.written).not.toBe(plain.written);
  });
});
