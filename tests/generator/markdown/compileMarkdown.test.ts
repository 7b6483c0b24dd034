import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { slug } from '../../../generator/markdown/headingIds.js';

const values = { brand: 'Ma*Marque_Pro', email: 'contact@exemple.fr' };
const compile = (markdown: string, toc = false) =>
  compileMarkdown(markdown, { file: 'content/pages/a.md', firstLine: 5, values, toc });
const html = (markdown: string) => compile(markdown).html;

describe('placeholders', () => {
  it('are filled in prose, as text: a value with * or _ never becomes emphasis', () => {
    expect(html('Bienvenue chez {brand}, écrivez à [{email}](mailto:{email}).')).toBe(
      '<p>Bienvenue chez Ma*Marque_Pro, écrivez à <a href="mailto:contact@exemple.fr">contact@exemple.fr</a>.</p>\n',
    );
  });

  it('stay as written in inline code, fenced code and indented code, unknown names included', () => {
    const result = compile(
      'Le champ `{status}` et `${USER}`.\n\n```\n{{else}} {brand}\n```\n\n    {{end}} {inconnu}\n',
    );
    expect(result.problems).toEqual([]);
    expect(result.html).toBe(
      '<p>Le champ <code>{status}</code> et <code>${USER}</code>.</p>\n' +
        '<pre class="code-block" tabindex="0"><code>{{else}} {brand}\n</code></pre>\n' +
        '<pre class="code-block" tabindex="0"><code>{{end}} {inconnu}\n</code></pre>\n',
    );
  });

  it('can be written literally in prose with a backslash', () => {
    expect(html('Écrivez \\{brand} pour afficher la marque : {brand}.')).toBe(
      '<p>Écrivez {brand} pour afficher la marque\u00a0: Ma*Marque_Pro.</p>\n',
    );
  });

  it('an unknown name is a problem pinned to its line and column, with the nearest name', () => {
    expect(compile('Un.\n\nDeux `{brandd}` et \\{brandd} et {brandd}.').problems).toEqual([
      {
        position: { file: 'content/pages/a.md', line: 7, column: 33 },
        field: '',
        message: 'unknown placeholder {brandd} — did you mean {brand}?',
        hint: 'placeholders available: {brand}, {email}.',
        fr: {
          message:
            'balise de remplacement inconnue «\u00a0{brandd}\u00a0» — vouliez-vous dire «\u00a0{brand}\u00a0»\u00a0?',
          hint: 'balises disponibles\u00a0: {brand}, {email}.',
        },
      },
    ]);
  });
});

describe('GitHub Markdown', () => {
  it('renders tables in a box of their own, alignment as classes (no style attribute)', () => {
    expect(html('| A | B |\n|:--|--:|\n| 1 | 2 |')).toBe(
      '<div class="table-scroll" tabindex="0">\n<table>\n<thead>\n<tr>\n<th class="align-left">A</th>\n<th class="align-right">B</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td class="align-left">1</td>\n<td class="align-right">2</td>\n</tr>\n</tbody>\n</table>\n</div>\n',
    );
  });

  it('renders strikethrough, task lists and footnotes', () => {
    expect(html('~~39 €~~')).toBe('<p><s>39\u00a0€</s></p>\n');
    expect(html('- [x] Fait\n- [ ] À faire')).toBe(
      '<ul class="task-list-container">\n' +
        '<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" id="task-item-0" checked="checked" disabled="disabled" /><label class="task-list-item-label" for="task-item-0"> Fait</label></li>\n' +
        '<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" id="task-item-1" disabled="disabled" /><label class="task-list-item-label" for="task-item-1"> À faire</label></li>\n</ul>\n',
    );
    expect(html('Texte[^1].\n\n[^1]: La note.')).toBe(
      '<p>Texte<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>.</p>\n' +
        '<section class="footnotes" aria-label="Notes">\n<ol class="footnotes-list">\n' +
        '<li id="fn1" class="footnote-item"><p>La note. <a href="#fnref1" class="footnote-backref" aria-label="Retour au texte">\u21a9\ufe0e</a></p>\n</li>\n</ol>\n</section>\n',
    );
  });

  it('highlights fenced code with a known language at build time', () => {
    expect(html('```js\nconst a = "x";\n```')).toBe(
      '<pre class="code-block" tabindex="0"><code class="language-js"><span class="hljs-keyword">const</span> a = <span class="hljs-string">&quot;x&quot;</span>;\n</code></pre>\n',
    );
    expect(html('```brainfuck-inconnu\n<a>\n```')).toBe(
      '<pre class="code-block" tabindex="0"><code class="language-brainfuck-inconnu">&lt;a&gt;\n</code></pre>\n',
    );
  });
});

describe('headings', () => {
  it('get the slug of their text (accents dropped), unique in the page, or the explicit {#id}', () => {
    const result = compile(
      '## Article 7 – Résiliation\n\n## Article 7 – Résiliation\n\n## Œuvres {#oeuvres-protegees}\n\n### `code` et {brand}',
    );
    expect(result.headings).toEqual([
      { level: 2, id: 'article-7-resiliation', text: 'Article 7 – Résiliation' },
      { level: 2, id: 'article-7-resiliation-1', text: 'Article 7 – Résiliation' },
      { level: 2, id: 'oeuvres-protegees', text: 'Œuvres' },
      { level: 3, id: 'code-et-ma-marque-pro', text: 'code et Ma*Marque_Pro' },
    ]);
    expect(result.html).toContain(
      '<div class="heading-anchored"><h2 id="oeuvres-protegees">Œuvres</h2><a class="heading-anchor" href="#oeuvres-protegees" aria-label="Lien vers la section «\u00a0Œuvres\u00a0»">#</a></div>\n',
    );
  });

  it('slugs as documented', () => {
    expect(slug('Déjà vu : l’été à Noël !')).toBe('deja-vu-l-ete-a-noel');
    expect(slug('Cœur & ÆON straße')).toBe('coeur-aeon-strasse');
    expect(slug('« »')).toBe('section');
  });

  it('toc: true prints a table of contents of the h2 and h3 before the body', () => {
    const result = compile('## Un\n\n### Un point\n\n#### Caché\n\n## Deux', true);
    expect(result.html.slice(0, result.html.indexOf('<div'))).toBe(
      '<nav class="toc" aria-label="Sommaire">\n<p class="toc-title">Sommaire</p>\n<ol>\n' +
        '<li><a href="#un">Un</a>\n<ol>\n<li><a href="#un-point">Un point</a></li>\n</ol></li>\n<li><a href="#deux">Deux</a></li>\n</ol>\n</nav>\n',
    );
    expect(compile('## Un').html).not.toContain('Sommaire');
  });
});

describe('template tags of other generators', () => {
  it('are left as text, noted where they are written, and never read as placeholders', () => {
    const result = compile(
      '{{< notice info >}}\n\nLe titre : {{ page.title }} et {{page.title}}.\n\n{% include a.html %}\n\n`{{< code >}}`',
    );
    expect(result.problems).toEqual([]);
    expect(result.templateTags).toEqual([
      { line: 5, column: 1 },
      { line: 7, column: 12 },
      { line: 7, column: 32 },
      { line: 9, column: 1 },
    ]);
    expect(result.html).toContain('<p>{{&lt; notice info &gt;}}</p>');
  });
});
