import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { endBeforeStart, endedAnnouncement, longAnnouncement } from '../messages/announcementMessages.js';
import { problemOf, type Bilingual } from '../messages/messageKind.js';
import { warningOf } from '../messages/warningOf.js';
import { announcementsSchema, announcementTime, type ShownAnnouncement } from '../../model/announcement.js';
import { parisDay } from '../../model/parisDay.js';
import { checkFile } from './checkFile.js';
import { formatPath } from './issueToProblems.js';

/** The file editors announce a promotion in; a site without it shows no banner. */
export const announcementsFile = 'content/announcements.yaml';

/** Characters of text past which a banner takes several lines on a phone. */
export const announcementLimit = 150;

/**
 * Reads `content/announcements.yaml` when there is one. Refused (in `problems`): a field its
 * schema refuses (a day that does not exist, such as 2026-02-30), a last day before the first.
 * Warned: an announcement past its last day (left out: a site built after it never shows it), a
 * text over `announcementLimit` characters. `today` is a day in France (see parisDay).
 */
export function checkAnnouncements(
  loaded: LoadedContent,
  problems: Problem[],
  today = parisDay(new Date()),
): { announcements: ShownAnnouncement[]; warnings: Bilingual[] } {
  const source = loaded.files.get(announcementsFile);
  const warnings: Bilingual[] = [];
  if (!source) return { announcements: [], warnings };
  const checked = checkFile(source, announcementsSchema, problems);
  const where = (path: (string | number)[]) => ({ ...source.source.locate(path), field: formatPath(path) });
  const announcements: ShownAnnouncement[] = [];
  for (const [index, announcement] of (checked?.announcements ?? []).entries()) {
    const path = ['announcements', index];
    if (announcement.end < announcement.start) {
      problems.push(problemOf(endBeforeStart, announcement, where([...path, 'end'])));
      continue;
    }
    // Counted as the visitor reads it: one character for each letter, accented or not.
    const length = [...announcement.text].length;
    if (length > announcementLimit) {
      const start = [...announcement.text].slice(0, 30).join('').trimEnd();
      warnings.push(warningOf(longAnnouncement, { length, limit: announcementLimit, start }, where([...path, 'text'])));
    }
    const time = announcementTime(announcement, today);
    if (time === 'ended')
      warnings.push(warningOf(endedAnnouncement, { end: announcement.end, today }, where([...path, 'end'])));
    else announcements.push({ ...announcement, upcoming: time === 'upcoming', index });
  }
  return { announcements, warnings };
}
