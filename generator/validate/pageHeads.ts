import { entryCollections, isHelpArticle, markdownPages, singles } from '../content/collections.js';
import type { SourcePosition } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { formatPath } from './issueToProblems.js';

/** One text of a page's head as written: its title or its description, and where. */
export interface HeadText {
  file: string;
  field: 'title' | 'description';
  /** The text, trimmed. */
  value: string;
  /** Where it is written, and its field (`page.title` for a sector). */
  at: SourcePosition & { field: string };
}

/** The single files that are a page of their own, their `title` and `description` the page's head. */
const pageSingles = new Set<string>(
  (
    [
      'home',
      'catalogue',
      'featuresPage',
      'switchboardPage',
      'fibrePage',
      'helpCentre',
      'documentation',
      'tutorials',
    ] as const
  ).map((name) => singles[name].file),
);

/**
 * The titles and descriptions editors write for pages, which become `<title>` and the meta
 * description: front matter of Markdown pages and help articles (drafts left out: they are not
 * published), top-level fields of the YAML pages and local pages, `page.title` and
 * `page.description` of sectors. Values with a placeholder (`{brand}`) are left out: what they
 * become is known only later, and the town pages' template is written with them.
 */
export function pageHeads(loaded: LoadedContent): HeadText[] {
  const heads: HeadText[] = [];
  for (const file of loaded.files.values()) {
    const data = file.source.data as Record<string, unknown> | null;
    if (!data || typeof data !== 'object') continue;
    let base: string[] | undefined;
    if (file.kind === 'markdown')
      base =
        (file.path.startsWith(markdownPages.folder) || isHelpArticle(file.path)) && data.draft !== true
          ? []
          : undefined;
    else if (pageSingles.has(file.path) || inFolder(file.path, entryCollections.local.folder)) base = [];
    else if (inFolder(file.path, entryCollections.sectors.folder)) base = ['page'];
    if (!base) continue;
    const holder = base.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
    for (const field of ['title', 'description'] as const) {
      const value = (holder as Record<string, unknown> | undefined)?.[field];
      if (typeof value !== 'string' || value.includes('{') || !value.trim()) continue;
      const path = [...base, field];
      // Located only when a warning names it: a position reads the whole front matter again (0.5 s at 10,000 pages).
      let at: HeadText['at'] | undefined;
      const { source } = file;
      heads.push({
        file: file.path,
        field,
        value: value.trim(),
        get at() {
          return (at ??= { ...source.locate(path), field: formatPath(path) });
        },
      });
    }
  }
  return heads;
}

/** Whether a file lies right inside a folder (not in a subfolder). */
function inFolder(file: string, folder: string): boolean {
  return file.startsWith(folder) && /^[^/]+\.ya?ml$/.test(file.slice(folder.length));
}
