import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';

const compile = (markdown: string) =>
  compileMarkdown(markdown, { file: 'content/pages/guide.md', firstLine: 4, values: {} });

describe('components of other docs tools', () => {
  it('turns VitePress’s <Badge> into a badge, in either form', () => {
    expect(compile('Nouveau <Badge type="tip" text="v2" /> et <Badge type="warning">bêta</Badge>.\n').html).toBe(
      '<p>Nouveau <span class="badge badge-tip">v2</span> et <span class="badge badge-warning">bêta</span>.</p>\n',
    );
  });

  it('turns Docusaurus’s <Tabs> into labelled sections, their Markdown read', () => {
    const result = compile(
      '<Tabs>\n<TabItem value="npm" label="npm" default>\n\n```sh\nnpm install\n```\n\n</TabItem>\n<TabItem value="yarn">\n\nAvec **yarn**.\n\n</TabItem>\n</Tabs>\n',
    );
    expect(result.html).toBe(
      '<div class="tabs">\n<section class="tab-item" aria-label="npm">\n<p class="tab-label">npm</p>\n' +
        '<pre class="code-block" tabindex="0"><code class="language-sh">npm install\n</code></pre>\n' +
        '</section>\n<section class="tab-item" aria-label="yarn">\n<p class="tab-label">yarn</p>\n' +
        '<p>Avec <strong>yarn</strong>.</p>\n</section>\n</div>\n',
    );
    expect(result.warnings).toEqual([]);
  });

  it('renders <TOCInline/> as the table of contents', () => {
    expect(compile('<TOCInline toc={toc} />\n\n## Un\n').html).toContain(
      '<nav class="toc" aria-label="Sommaire">\n<p class="toc-title">Sommaire</p>\n<ol>\n<li><a href="#un">Un</a></li>',
    );
  });

  it('takes out any other component and MDX imports, warned of with file:line, never shown lower-cased', () => {
    const result = compile(
      'import Tabs from \'@theme/Tabs\';\n\n# Titre\n\nVoir <VueSchoolLink href="https://vueschool.io" title="Cours"/> ici.\n\n<MonComposant>\n\nDedans.\n\n</MonComposant>\n',
    );
    expect(result.html).toBe('<span id="titre" class="title-target"></span>\n<p>Voir  ici.</p>\n\n<p>Dedans.</p>\n\n');
    expect(result.warnings.map((warning) => warning.en.split('\n')[0])).toEqual([
      'content/pages/guide.md:4:1 "import Tabs from \'@theme/Tabs\';" is a line of an MDX module (Docusaurus): it is left out of the page',
      'content/pages/guide.md:8:6 <VueSchoolLink> is a component of another docs tool (VitePress, Docusaurus): it is left out of the page, its content kept',
      'content/pages/guide.md:10:1 <MonComposant> is a component of another docs tool (VitePress, Docusaurus): it is left out of the page, its content kept',
    ]);
  });

  it('takes out an MDX comment silently, and import lines anywhere with a warning', () => {
    const result = compile("Avant.\n\n{/* à relire */}\n\nimport Details from '@theme/Details';\n\nAprès.\n");
    expect(result.html).toBe('<p>Avant.</p>\n<p>Après.</p>\n');
    expect(result.warnings.map((warning) => warning.en.split(' ')[0])).toEqual(['content/pages/guide.md:8:1']);
  });

  it('keeps a word between angle brackets, never closed, as written: a key, a type parameter', () => {
    const result = compile('Appuyez sur <Ctrl> + <C>, le type PropType<T>.\n');
    expect(result.html).toBe('<p>Appuyez sur &lt;Ctrl&gt; + &lt;C&gt;, le type PropType&lt;T&gt;.</p>\n');
    expect(result.warnings).toEqual([]);
  });
});
