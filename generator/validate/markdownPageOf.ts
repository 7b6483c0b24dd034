import type { Problem } from '../errors.js';
import type { SourceFile } from '../load/loadContent.js';
import { helpArticles, markdownPages } from '../content/collections.js';
import { frenchSpacing } from '../../model/frenchSpacing.js';
import { lastChange } from '../../model/markdownPage.js';
import { bodyTitle } from '../markdown/pageTitle.js';
import { missingTitle } from '../messages/docsMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { addressSegment } from '../shared/address.js';
import { addressProblems } from './addressProblems.js';
import { checkFile, emptyAddressProblem } from './checkFile.js';
import type { MarkdownPage } from './markdownPage.js';
import { pushAll } from '../shared/pushAll.js';

/**
 * The Markdown files checked already, by the very file read: `site dev` keeps the files not
 * saved between states, and with this checks again only the ones saved (10,000 front matters
 * take about 150 ms to check). Held by `site dev`'s state; `site build` checks each file once.
 */
export type CheckedPages = WeakMap<SourceFile, { page?: MarkdownPage; problems: Problem[] }>;

/** The page of a Markdown file, its body not compiled yet; its problems added to `problems`. */
export function markdownPageOf(
  source: SourceFile,
  problems: Problem[],
  checkedPages?: CheckedPages,
  collection: PageCollection = markdownPages,
): MarkdownPage | undefined {
  let checked = checkedPages?.get(source);
  if (!checked) {
    const found: Problem[] = [];
    checked = { page: checkPage(source, found, collection), problems: found };
    checkedPages?.set(source, checked);
  }
  pushAll(
    problems,
    checked.problems.map((problem) => ({ ...problem })),
  );
  return checked.page && { ...checked.page };
}

/** A folder of Markdown pages: its front matter's schema and the address of each file (`content/pages/`, `content/aide/`). */
export interface PageCollection {
  schema: typeof markdownPages.schema | typeof helpArticles.schema;
  address: (file: string) => string;
}

function checkPage(source: SourceFile, problems: Problem[], collection: PageCollection): MarkdownPage | undefined {
  const front = checkFile<PageCollection['schema']>(source, collection.schema, problems);
  const misnamed = emptyAddressProblem(
    source.path,
    addressSegment(source.path.slice(source.path.lastIndexOf('/') + 1).replace(/\.md$/, '')) ||
      (/(^|\/)index\.md$/.test(source.path) ? 'index' : ''),
  );
  if (misnamed) problems.push(misnamed);
  const unsafe = addressProblems(source, front);
  pushAll(problems, unsafe);
  if (!front) return undefined;
  // Without a title, the `# Titre` the body starts with is the page's (see pageTitle).
  const title = front.title ?? frenchSpacing(bodyTitle(source.body ?? '') ?? '');
  if (!title) problems.push(problemOf(missingTitle, {}, { file: source.path, line: 1, column: 1, field: 'title' }));
  if (!title || misnamed || unsafe.length > 0) return undefined;
  return {
    file: source.path,
    route: pageAddress(source.path, front.slug, collection.address),
    front: { ...front, title, updated: lastChange(front) },
    body: source.body ?? '',
    html: '',
  };
}

/** The page's address: its file's, or with `slug` as its last segment (`/blog/2025` + `Offre Été` → `/blog/offre-ete`). */
export function pageAddress(
  file: string,
  slug: string | undefined,
  addressOf: (file: string) => string = markdownPages.address,
): string {
  const address = addressOf(file);
  if (slug === undefined || addressSegment(slug) === '') return address;
  return address.slice(0, address.lastIndexOf('/') + 1) + addressSegment(slug);
}
