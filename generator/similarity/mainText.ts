import { textWords } from '../shared/similarity.js';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words a visitor reads in a page's `<main>`, lower case, in order: scripts, styles and
 * tags left out, entities decoded. What two pages are compared on (see `similarity`): the
 * header, footer and head are the same on every page by design and say nothing of the page.
 */
export function mainWords(html: string): string[] {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  const text = main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (entities[name.toLowerCase()] ?? whole),
    )
    .toLowerCase();
  return textWords(text);
}
