import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { formatProblem } from '../../../generator/errors.js';
import { buildInProcess, type BuildOutcome } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

const description = 'Une page de la documentation, écrite pour VitePress, publiée telle quelle par le site.';
const front = (title?: string) => `---\n${title ? `title: ${title}\n` : ''}description: ${description}\n---\n`;

/** Pages written for VitePress, Docusaurus and GitHub, as a docs writer brings them. */
const pages: Record<string, string> = {
  'docs/introduction.md': `${front()}# Introduction\n\nBienvenue. [Installer](/docs/installer#installer-le-standard).\n`,
  'docs/installer.md':
    front() +
    '<!-- migré de VitePress -->\n\n# Installer le standard\n\n[[toc]]\n\n## Prérequis\n\n' +
    'Voir [l’introduction](/docs/introduction.md) et <kbd>Ctrl</kbd>.\n\n' +
    '```html\n<a href="#main">Aller au contenu</a>\n```\n\n' +
    'Hugo publie `<a href="#ZgotmplZ">` pour une adresse refusée.\n\n' +
    '<pre>une ligne écrite à la main</pre>\n\n### Étapes\n\nTexte.\n',
  'docs/titre.md': `${front('Titre de l’en-tête')}# Un autre titre\n\nTexte.\n`,
  'docs/composants.md': `${front('Composants')}Regardez <VueSchoolLink href="https://vueschool.io" title="Cours"/> ici.\n`,
};

let site: TempSite;
let built: BuildOutcome;
const page = (file: string) => readFile(path.join(site.root, 'out', file), 'utf8');

beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, 'content/pages/docs'), { recursive: true });
  for (const [file, text] of Object.entries(pages)) await site.write(`content/pages/${file}`, text);
  built = await buildInProcess(site.root);
});
afterAll(() => site.remove());

describe('documentation pages as docs tools write them', () => {
  it('build, code that looks like links included', () => {
    expect(built.error).toBeUndefined();
    expect(built.code).toBe(0);
  });

  it('take their title from the body’s # heading, shown once, its id kept', async () => {
    const html = await page('docs/installer.html');
    expect(html).toContain('<title>Installer le standard');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 id="[^"]+">Installer le standard<\/h1>/);
    // The heading's id stays, for links to it: `[installer](/docs/installer#installer-le-standard)`.
    expect(html).toContain('<article class="prose">\n<span id="installer-le-standard" class="title-target"></span>\n');
  });

  it('warn when the front matter’s title and the body’s heading differ, with file:line', () => {
    expect(built.stderr).toContain(
      'warning: content/pages/docs/titre.md:5:1 the front matter\'s title "Titre de l’en-tête" differs from the body\'s first heading "Un autre titre"',
    );
  });

  it('read links from the text, never from code: href="#main" in a code block builds', async () => {
    const html = await page('docs/installer.html');
    expect(html).toContain('<span class="hljs-string">"#main"</span>');
    expect(html).toContain('<code>&lt;a href="#ZgotmplZ"&gt;</code>');
  });

  it('resolve a link from the root to a Markdown file to its page', async () => {
    expect(await page('docs/installer.html')).toContain('<a href="/docs/introduction">l’introduction</a>');
  });

  it('give a hand-written <pre> the scrolling box, and [[toc]] a table of contents where it stands', async () => {
    const html = await page('docs/installer.html');
    expect(html).toContain('<pre class="code-block" tabindex="0">une ligne écrite à la main</pre>');
    expect(html).toContain(
      '<nav class="toc" aria-label="Sommaire">\n<p class="toc-title">Sommaire</p>\n<ol>\n<li><a href="#prerequis">Prérequis</a>\n<ol>\n<li><a href="#etapes">Étapes</a></li>\n</ol></li>\n</ol>\n</nav>\n<div class="heading-anchored"><h2 id="prerequis">',
    );
  });

  it('warn of a component of another tool with file:line, and do not publish it as text', async () => {
    expect(built.stderr).toContain(
      'warning: content/pages/docs/composants.md:5:10 <VueSchoolLink> is a component of another docs tool (VitePress, Docusaurus): it is left out of the page, its content kept',
    );
    expect((await page('docs/composants.html')).toLowerCase()).not.toContain('vueschoollink');
  });
});

describe('links of documentation pages', () => {
  it('still catch a dead link written in raw HTML or Markdown, next to code that is not one', async () => {
    const other = await createTempSite();
    try {
      await other.write(
        'content/pages/liens.md',
        `${front('Liens')}Le code \`<a href="/code-seulement">\` et <a href="/nulle-part">un lien</a>, [un autre](/ailleurs).\n`,
      );
      const problems = (await checkSite({ root: other.root, env: {} })).problems.map(formatProblem);
      expect(
        problems.map((problem) => /^content\/pages\/liens\.md:\d+:\d+ dead link (\S+?):/.exec(problem)?.[1]),
      ).toEqual(['/nulle-part', '/ailleurs']);
    } finally {
      await other.remove();
    }
  });
});

describe('front matter of docs tools', () => {
  it('names the tool a field comes from when refusing it', async () => {
    const other = await createTempSite();
    try {
      await other.write(
        'content/pages/barre.md',
        `---\nsidebar_position: 2\noutline: deep\n${front('Barre').slice(4)}Texte.\n`,
      );
      const problems = (await checkSite({ root: other.root, env: {} })).problems.map(formatProblem);
      expect(problems.map((problem) => problem.split('\n')[0])).toEqual([
        'content/pages/barre.md:2:1 sidebar_position: unknown field "sidebar_position": it is a field of Docusaurus, which this site does not use',
        'content/pages/barre.md:3:1 outline: unknown field "outline": it is a field of VitePress, which this site does not use',
      ]);
    } finally {
      await other.remove();
    }
  });
});
