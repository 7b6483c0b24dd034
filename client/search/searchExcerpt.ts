/** A run of an excerpt's text, marked when it is a word the search found. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The character an entity of the excerpt stands for: named, decimal or hexadecimal. */
function decoded(entity: string, name?: string, decimal?: string, hex?: string): string {
  if (name) return named[name.toLowerCase()] ?? entity;
  const code = decimal ? Number(decimal) : parseInt(hex!, 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the words found) as plain text runs, to
 * be drawn as text nodes: no markup of the index ever reaches the page as HTML.
 */
export function searchExcerpt(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter((run) => run !== '')
    .map((run) => {
      const marked = run.startsWith('<mark>');
      const text = (marked ? run.slice('<mark>'.length, -'</mark>'.length) : run)
        .replace(/<[^>]*>/g, '')
        .replace(/&(?:(amp|lt|gt|quot|apos|nbsp)|#(\d+)|#x([\da-f]+));/gi, decoded);
      return { text, marked };
    });
}
