import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { formatProblem } from '../../../generator/errors.js';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { bodyTitle } from '../../../generator/markdown/pageTitle.js';
import { createTempSite } from '../../helpers/tempSite.js';

const compile = (markdown: string, title?: string) =>
  compileMarkdown(markdown, { file: 'content/pages/a.md', firstLine: 4, values: { brand: 'Telorys' }, title });

describe('a body that starts with # Titre', () => {
  it('gives the page its title, placeholders filled, and is taken out of the body', () => {
    const result = compile('<!-- note -->\n\n# Le guide {brand}\n\n## Suite\n\nTexte.\n');
    expect(result.title).toBe('Le guide Telorys');
    expect(result.html).not.toContain('<h1');
    expect(result.headings).toEqual([{ level: 2, id: 'suite', text: 'Suite' }]);
    expect(result.warnings).toEqual([]);
  });

  it('is seen after a byte order mark left at the start of the body', () => {
    expect(compile('\uFEFF# Plugins {#plugins}\n\nTexte.\n').title).toBe('Plugins');
    expect(bodyTitle('\uFEFF# Plugins {#plugins}\n')).toBe('Plugins');
  });

  it('is not taken when the body starts otherwise, or with a lower heading', () => {
    expect(compile('Texte.\n\n# Titre\n').title).toBeUndefined();
    expect(compile('## Section\n').title).toBeUndefined();
  });

  it('is compared with the front matter’s title, spaces and case aside', () => {
    expect(compile('# Le Guide\n', 'le guide').warnings).toEqual([]);
    expect(compile('# Le guide\n', 'Autre').warnings.map((warning) => warning.en.split('\n')[0])).toEqual([
      'content/pages/a.md:4:1 the front matter\'s title "Autre" differs from the body\'s first heading "Le guide": the heading is shown on the page, the title in search results and the browser\'s tab',
    ]);
  });

  it('is read without compiling, for a page whose body is compiled later (site dev)', () => {
    expect(
      bodyTitle("\n<!-- migré -->\nimport Tabs from '@theme/Tabs';\n\n# Installer `sip` **vite** {#installer}\n"),
    ).toBe('Installer sip vite');
    expect(bodyTitle('Installer\n=========\n')).toBe('Installer');
    expect(bodyTitle('Texte.\n\n# Titre\n')).toBeUndefined();
  });
});

describe('a page titled by its body', () => {
  it('has an unknown placeholder of its # Titre told once, where the body writes it', async () => {
    const site = await createTempSite();
    try {
      await site.write(
        'content/pages/titre.md',
        '---\ndescription: Une page titrée par son texte, dont le titre contient une balise inconnue.\n---\n# Le guide {brnad}\n',
      );
      const problems = (await checkSite({ root: site.root, env: {} })).problems.map(formatProblem);
      expect(problems.map((problem) => problem.split(' — ')[0])).toEqual([
        'content/pages/titre.md:4:12 unknown placeholder {brnad}',
      ]);
    } finally {
      await site.remove();
    }
  });
});

describe('a page without a title', () => {
  it('is refused with file:line when its body does not start with # Titre either', async () => {
    const site = await createTempSite();
    try {
      await site.write(
        'content/pages/sans-titre.md',
        '---\ndescription: Une page sans titre ni titre dans son texte, que le site refuse de publier ainsi.\n---\nTexte.\n',
      );
      const problems = (await checkSite({ root: site.root, env: {} })).problems.map(formatProblem);
      expect(problems).toEqual([
        'content/pages/sans-titre.md:1:1 title: the page has no title: its front matter has no title: and its body does not start with a # heading\n' +
          '  hint: add a line title: Your title to the front matter, or start the body with # Your title.',
      ]);
    } finally {
      await site.remove();
    }
  });
});
