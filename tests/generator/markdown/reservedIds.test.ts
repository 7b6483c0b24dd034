import { describe, expect, it } from 'vitest';
import { formatProblem, formatProblemIn } from '../../../generator/errors.js';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { reservedIds } from '../../../model/reservedIds.js';

/** A body starting on line 5 of its file, as after four lines of front matter. */
const compile = (markdown: string) =>
  compileMarkdown(markdown, { file: 'content/pages/a.md', firstLine: 5, values: {} });
const problems = (markdown: string) => compile(markdown).problems.map(formatProblem);

// The list the hint gives is model/reservedIds.ts's, in its order (the islands add theirs there).
const reservedList = reservedIds.join(', ');

describe('ids the layout owns, written in a page (issue 29, point 10)', () => {
  it('refuses a raw HTML id="cart-products" where it is written: it would replace the cart catalogue', () => {
    expect(problems('Nos tarifs.\n\n<div id="cart-products">[{"id":"pro","price":0.01}]</div>\n')).toEqual([
      'content/pages/a.md:7:6 id="cart-products" is refused: the site\'s layout gives this id to one of its own elements, which the browser would no longer find on this page\n' +
        `  hint: give the element another id, such as "cart-products-page"; ids kept for the layout: ${reservedList}.`,
    ]);
  });

  it('refuses id="annonces", in a paragraph too, and says it in French', () => {
    const found = compile("Texte.\n\nUn mot <span id='annonces'>caché</span>.\n").problems;
    expect(found.map((problem) => formatProblemIn(problem, 'fr'))).toEqual([
      'content/pages/a.md:7:14 id="annonces" refusé\u00a0: la mise en page du site donne cet identifiant à l’un de ses propres éléments, que le navigateur ne trouverait plus sur cette page\n' +
        `  conseil\u00a0: donnez un autre identifiant à l’élément, comme "annonces-page"\u00a0; identifiants réservés à la mise en page\u00a0: ${reservedList}.`,
    ]);
  });

  it('gives a heading « Annonces » an id of its own, with no problem', () => {
    const result = compile('## Annonces\n\n## Contenu\n\n## Annonces\n\n## Cart products');
    expect(result.problems).toEqual([]);
    expect(result.headings.map((heading) => heading.id)).toEqual([
      'annonces-1',
      'contenu-1',
      'annonces-2',
      'cart-products-1',
    ]);
    expect(result.html).not.toMatch(/id="(annonces|contenu|cart-products)"/);
  });

  it('refuses an explicit {#annonces} after a heading', () => {
    expect(problems('Texte.\n\n## Nouvelles {#annonces}\n')).toEqual([
      "content/pages/a.md:7:14 {#annonces} is refused: the site's layout gives this id to one of its own elements, which the browser would no longer find on this page\n" +
        `  hint: give the element another id, such as "annonces-page"; ids kept for the layout: ${reservedList}.`,
    ]);
  });
});

describe('ids given twice in a body', () => {
  it('refuses the second raw element with an id already given, naming the line of the first', () => {
    expect(problems('<div id="tarifs">A</div>\n\nTexte.\n\n<p class="x" id="tarifs">B</p>\n')).toEqual([
      'content/pages/a.md:9:14 id="tarifs" is already given at line 5 of this page: a link to #tarifs would only ever lead to the first\n  hint: give each element its own id, such as "tarifs-2".',
    ]);
  });

  it('pins a repeat in one block to the second element, not the first', () => {
    expect(
      problems('<div>\n<span id="a"></span><span id="a"></span>\n</div>\n').map((text) => text.split(' id=')[0]),
    ).toEqual(['content/pages/a.md:6:27']);
  });

  it('gives a heading whose slug a raw element already holds a suffix, and refuses an explicit {#id} raw HTML holds', () => {
    const result = compile('## Tarifs\n\n<div id="tarifs">A</div>\n');
    expect(result.problems).toEqual([]);
    expect(result.headings[0]!.id).toBe('tarifs-1');
    expect(problems('<div id="tarifs">A</div>\n\n## Prix {#tarifs}\n')).toEqual([
      'content/pages/a.md:7:9 id="tarifs" is already given at line 5 of this page: a link to #tarifs would only ever lead to the first\n  hint: give each element its own id, such as "tarifs-2".',
    ]);
  });

  it('drops name= from raw HTML, so no element can shadow a property of document', () => {
    expect(compile('<img src="/a.png" alt="" name="cookie">\n').html).toBe('<img src="/a.png" alt="" />\n');
  });

  it('drops the island marker attributes, so a page cannot mount an island with props of its own', () => {
    expect(compile('<div class="island" data-island="CartDrawer" data-props="{}">x</div>\n').html).toBe(
      '<div class="island">x</div>\n',
    );
  });
});
