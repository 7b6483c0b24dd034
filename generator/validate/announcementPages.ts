import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { unknownAnnouncedPage } from '../messages/announcementMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { nearest } from '../shared/nearest.js';
import { formatPath } from './issueToProblems.js';
import { announcementsFile } from './checkAnnouncements.js';
import type { ShownAnnouncement } from '../../model/announcement.js';

/**
 * The addresses announcements name that no page has, each refused where it is written (a
 * banner meant for `/standrad` would be shown nowhere, without a word). `paths`: the address of
 * every page, those left out for a problem of their own included.
 */
export function announcementPages(
  announcements: readonly ShownAnnouncement[],
  paths: readonly string[],
  loaded: LoadedContent,
): Problem[] {
  const source = loaded.files.get(announcementsFile);
  if (!source || announcements.length === 0) return [];
  const known = new Set(paths);
  const problems: Problem[] = [];
  for (const { pages, index } of announcements) {
    if (!Array.isArray(pages)) continue;
    for (const [item, page] of pages.entries()) {
      if (known.has(page)) continue;
      const trimmed = withoutEndSlashes(page);
      const near = known.has(trimmed)
        ? trimmed
        : (nearest(page, paths) ?? (page.length > 2 ? paths.find((path) => path.startsWith(page)) : undefined));
      const path = ['announcements', index, 'pages', item];
      problems.push(
        problemOf(unknownAnnouncedPage, { page, near }, { ...source.source.locate(path), field: formatPath(path) }),
      );
    }
  }
  return problems;
}

/** `/contact//` → `/contact`, `/` stays: a loop, as `/\/+$/` takes quadratic time over `////…x`. */
function withoutEndSlashes(page: string): string {
  let end = page.length;
  while (end > 1 && page[end - 1] === '/') end--;
  return page.slice(0, end);
}
