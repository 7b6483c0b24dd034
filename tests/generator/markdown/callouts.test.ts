import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';

const compile = (markdown: string) =>
  compileMarkdown(markdown, { file: 'content/pages/guide.md', firstLine: 4, values: { brand: 'Telorys' } });
const html = (markdown: string) => compile(markdown).html;
const aside = (style: string, label: string, title?: string) =>
  `<aside class="callout callout-${style}" role="note">\n<p class="callout-title">` +
  `${title ? `<span class="visually-hidden">${label}\u00a0: </span>${title}` : label}</p>\n`;

describe('callouts as docs tools write them', () => {
  it('reads VitePress containers: a labelled note named by its French word, its content Markdown', () => {
    expect(html('::: tip\nUn **conseil** pour {brand}.\n:::\n')).toBe(
      `${aside('tip', 'Astuce')}<p>Un <strong>conseil</strong> pour Telorys.</p>\n</aside>\n`,
    );
    for (const [kind, style, label] of [
      ['info', 'info', 'Information'],
      ['warning', 'warning', 'Attention'],
      ['danger', 'danger', 'Danger'],
      ['note', 'note', 'Remarque'],
      ['important', 'important', 'Important'],
    ])
      expect(html(`::: ${kind}\nTexte.\n:::\n`)).toBe(`${aside(style!, label!)}<p>Texte.</p>\n</aside>\n`);
  });

  it('shows a title of the editor’s instead of the word, the word kept for screen readers', () => {
    expect(html('::: warning Titre personnalisé\nTexte.\n:::\n')).toBe(
      `${aside('warning', 'Attention', 'Titre personnalisé')}<p>Texte.</p>\n</aside>\n`,
    );
  });

  it('reads a title’s code, bold and placeholders, with French spacing', () => {
    expect(html('::: tip Installer `sip.conf` chez **{brand}** : vite\nTexte.\n:::\n')).toContain(
      aside('tip', 'Astuce', 'Installer <code>sip.conf</code> chez <strong>Telorys</strong>\u00a0: vite'),
    );
  });

  it('reads Docusaurus admonitions: no space after :::, titles in brackets or after the kind, caution', () => {
    expect(html(':::note[Le saviez-vous]\nTexte.\n:::\n')).toContain(aside('note', 'Remarque', 'Le saviez-vous'));
    expect(html(':::caution Prudence\nTexte.\n:::\n')).toContain(aside('warning', 'Attention', 'Prudence'));
    expect(html(':::info\nTexte.\n:::\n')).toContain(aside('info', 'Information'));
  });

  it('nests callouts and full Markdown: lists, code, another callout in a longer fence', () => {
    expect(html('::::danger\n- un\n- deux\n\n```sh\nrm -rf\n```\n\n:::tip\nDedans.\n:::\n::::\n')).toBe(
      aside('danger', 'Danger') +
        '<ul>\n<li>un</li>\n<li>deux</li>\n</ul>\n' +
        '<pre class="code-block" tabindex="0"><code class="language-sh"><span class="hljs-built_in">rm</span> -rf\n</code></pre>\n' +
        `${aside('tip', 'Astuce')}<p>Dedans.</p>\n</aside>\n</aside>\n`,
    );
  });

  it('reads GitHub alerts, the marker line taken out', () => {
    const alerts = [
      ['NOTE', 'note', 'Remarque'],
      ['TIP', 'tip', 'Astuce'],
      ['IMPORTANT', 'important', 'Important'],
      ['WARNING', 'warning', 'Attention'],
      ['CAUTION', 'danger', 'Danger'],
    ];
    for (const [marker, style, label] of alerts)
      expect(html(`> [!${marker}]\n> Une ligne *utile*.\n`)).toBe(
        `${aside(style!, label!)}<p>Une ligne <em>utile</em>.</p>\n</aside>\n`,
      );
    expect(html('> Une citation ordinaire.\n')).toBe('<blockquote>\n<p>Une citation ordinaire.</p>\n</blockquote>\n');
  });

  it('reads MkDocs admonitions: indented content, a quoted title, ??? folded', () => {
    expect(html('!!! tip "Astuce MkDocs"\n    Premier.\n\n    Second.\n\nAprès.\n')).toBe(
      `${aside('tip', 'Astuce', 'Astuce MkDocs')}<p>Premier.</p>\n<p>Second.</p>\n</aside>\n<p>Après.</p>\n`,
    );
    expect(html('???+ note "Voir plus"\n    Caché.\n')).toBe(
      '<details class="callout callout-details" open>\n<summary>Voir plus</summary>\n<p>Caché.</p>\n</details>\n',
    );
  });

  it('reads MkDocs’s placement words and content tabs', () => {
    expect(html('!!! info inline end "À côté"\n    Texte.\n')).toContain(aside('info', 'Information', 'À côté'));
    expect(html('!!! note annotate "Notes"\n    Texte.\n')).toContain(aside('note', 'Remarque', 'Notes'));
    expect(html('=== "npm"\n\n    ```sh\n    npm install\n    ```\n\n=== "yarn"\n\n    Avec yarn.\n')).toBe(
      '<div class="tabs">\n<section class="tab-item" aria-label="npm">\n<p class="tab-label">npm</p>\n' +
        '<pre class="code-block" tabindex="0"><code class="language-sh">npm install\n</code></pre>\n</section>\n' +
        '<section class="tab-item" aria-label="yarn">\n<p class="tab-label">yarn</p>\n<p>Avec yarn.</p>\n</section>\n</div>\n',
    );
  });

  it('folds an Obsidian callout written [!kind]- or [!kind]+', () => {
    expect(html('> [!faq]- Une question\n> La réponse.\n')).toBe(
      '<details class="callout callout-details">\n<summary>Une question</summary>\n<p>La réponse.</p>\n</details>\n',
    );
    expect(html('> [!tip]+\n> Ouvert.\n')).toContain(
      '<details class="callout callout-details" open>\n<summary>Astuce</summary>',
    );
  });

  it('makes ::: details a native <details>, titled, open on {open}', () => {
    expect(html('::: details Cliquez pour voir\nLe **code**.\n:::\n')).toBe(
      '<details class="callout callout-details">\n<summary>Cliquez pour voir</summary>\n<p>Le <strong>code</strong>.</p>\n</details>\n',
    );
    expect(html('::: details\nX\n:::\n')).toContain('<summary>Détails</summary>');
    expect(html('::: details Titre {open}\nX\n:::\n')).toContain('<details class="callout callout-details" open>');
  });

  it('keeps its markup when the body holds raw HTML, which the sanitizer goes through', () => {
    expect(html('<kbd>Ctrl</kbd>\n\n::: tip\nTexte.\n:::\n')).toContain(
      `${aside('tip', 'Astuce')}<p>Texte.</p>\n</aside>`,
    );
  });

  it('shows an unknown kind as a plain note and warns with file:line, in both languages', () => {
    const result = compile('Avant.\n\n::: astuce\nTexte.\n:::\n');
    expect(result.html).toBe(`<p>Avant.</p>\n${aside('note', 'Remarque')}<p>Texte.</p>\n</aside>\n`);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      {
        en:
          'content/pages/guide.md:6:5 unknown callout kind "astuce": it is shown as a plain note ("Remarque")\n' +
          '  hint: write one of note, info, tip, important, warning, caution, danger, details; a title of your own goes after the kind (::: tip Your title).',
        fr:
          'content/pages/guide.md:6:5 type d’encadré inconnu «\u00a0astuce\u00a0»\u00a0: il est affiché comme une simple remarque («\u00a0Remarque\u00a0»)\n' +
          '  conseil\u00a0: écrivez l’un de note, info, tip, important, warning, caution, danger, details\u00a0; un titre à vous se met après le type (::: tip Votre titre).',
      },
    ]);
  });
});
