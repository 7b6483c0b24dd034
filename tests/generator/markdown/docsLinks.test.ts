import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';

const pageAddresses = new Map([
  ['content/pages/guide/index.md', '/guide'],
  ['content/pages/guide/introduction.md', '/guide/introduction'],
  ['content/pages/guide/regles.md', '/guide/regles'],
]);
const compile = (markdown: string, file = 'content/pages/guide/introduction.md') =>
  compileMarkdown(markdown, { file, firstLine: 1, values: {}, route: pageAddresses.get(file), pageAddresses });

describe('links of pages written for VitePress', () => {
  it('resolve a link from the root to a Markdown file, or to its .html address, to the page', () => {
    const result = compile('[a](/guide/regles.md#un) [b](/guide/regles.html) [c](regles.html#deux) [d](/autre.html)\n');
    expect(result.html).toBe(
      '<p><a href="/guide/regles#un">a</a> <a href="/guide/regles">b</a> <a href="/guide/regles#deux">c</a> <a href="/autre.html">d</a></p>\n',
    );
    expect(result.links.hrefs).toEqual(['/guide/regles#un', '/guide/regles', '/guide/regles#deux', '/autre.html']);
  });

  it('resolve the links of raw HTML the same way, and check those', () => {
    const result = compile('Voir <a href="/guide/regles.html">les règles</a> et <a href="./regles.md">encore</a>.\n');
    expect(result.html).toBe(
      '<p>Voir <a href="/guide/regles">les règles</a> et <a href="/guide/regles">encore</a>.</p>\n',
    );
    expect(result.links.hrefs).toEqual(['/guide/regles']);
  });

  it('read an index page’s relative links from its folder, as VitePress does', () => {
    expect(compile('[Règles](./regles)\n', 'content/pages/guide/index.md').html).toBe(
      '<p><a href="/guide/regles">Règles</a></p>\n',
    );
  });
});
