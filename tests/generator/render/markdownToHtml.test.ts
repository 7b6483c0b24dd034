import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../../generator/render/markdownToHtml.js';

describe('markdownToHtml', () => {
  it('turns headings, emphasis, links and lists into their HTML elements', () => {
    const html = markdownToHtml('## Article 3\n\nLe **prix** est sur [la page tarifs](/tarifs).\n\n- un\n- deux\n');
    expect(html).toBe('<h2>Article 3</h2>\n<p>Le <strong>prix</strong> est sur <a href="/tarifs">la page tarifs</a>.</p>\n<ul>\n<li>un</li>\n<li>deux</li>\n</ul>\n');
  });

  it('shows raw HTML written by an editor as text instead of passing it into the page', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\nUn <b>mot</b>.');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('does not turn a javascript: address into a link', () => {
    expect(markdownToHtml('[cliquez](javascript:alert(1))')).not.toContain('<a');
  });

  it('keeps French punctuation and escapes ampersands and quotes', () => {
    expect(markdownToHtml('L’offre « Équipe » & "Entreprise" à 29\u00a0€')).toBe('<p>L’offre « Équipe » &amp; &quot;Entreprise&quot; à 29\u00a0€</p>\n');
  });
});
