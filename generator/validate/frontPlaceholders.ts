import type { Problem } from '../errors.js';
import { fillPlaceholders } from '../content/placeholders.js';
import type { LoadedContent } from '../load/loadContent.js';
import type { MarkdownPage } from './markdownPage.js';
import { pushAll } from '../shared/pushAll.js';

/** The fields of a Markdown page's front matter that visitors and search engines read as text. */
const filled = ['title', 'description'] as const;

/**
 * Fills the `{name}` placeholders of each page's `title` and `description` as its body's are
 * filled: `title: Conditions {brand}` shows the brand in the tab and the results of a search,
 * and `{emial}` is refused at its line and column instead of being published in `<title>`.
 * Returns the pages with their texts filled; their problems go to `problems`.
 */
export function frontPlaceholders({
  pages,
  loaded,
  values,
  problems,
}: {
  pages: MarkdownPage[];
  loaded: LoadedContent;
  values: Record<string, string>;
  problems: Problem[];
}): MarkdownPage[] {
  return pages.map((page) => {
    if (!filled.some((field) => page.front[field].includes('{'))) return page;
    const source = loaded.files.get(page.file)?.source;
    const front = { ...page.front };
    for (const field of filled) {
      const where = source?.locate([field]) ?? { file: page.file, line: 1, column: 1 };
      const raw = source?.rawAt([field]) ?? '';
      const result = fillPlaceholders({
        text: front[field],
        values,
        file: page.file,
        firstLine: where.line,
        placeOf: (written) => {
          const offset = raw.indexOf(written);
          return { file: page.file, line: where.line, column: where.column + Math.max(offset, 0) };
        },
      });
      front[field] = result.text;
      // A title taken from the body's `# Titre` has its problems told where the body writes them.
      if (!written(source?.data, field)) continue;
      pushAll(
        problems,
        result.problems.map((problem) => ({ ...problem, field })),
      );
    }
    return { ...page, front };
  });
}

function written(data: unknown, field: string): boolean {
  return typeof data === 'object' && data !== null && field in data;
}
