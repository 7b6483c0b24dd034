import { describe, expect, it } from 'vitest';
import { redirectPage } from '../../../generator/write/redirects.js';

describe('redirectPage', () => {
  it('sends the visitor on to a path of the site, escaped', () => {
    const html = redirectPage('/guides/migration', 'Guide <1>', 'https://www.example.fr');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guides/migration">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.fr/guides/migration">');
    expect(html).toContain('<a href="/guides/migration">Guide &lt;1&gt;</a>');
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    'https://evil.example/',
    '/\t/evil.example',
    '/cgv\n<script>',
    '/a b',
    '',
  ])('refuses %j, which is no path of the site (issue 29, point 2)', (path) => {
    expect(() => redirectPage(path, 'Page', 'https://www.example.fr')).toThrow(
      `The redirect page to ${JSON.stringify(path)} cannot be written: it is not a path of this site.`,
    );
  });
});
