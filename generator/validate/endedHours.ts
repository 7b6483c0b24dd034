import type { LoadedContent } from '../load/loadContent.js';
import { hoursPeriodEnded } from '../messages/hoursMessages.js';
import type { Bilingual } from '../messages/messageKind.js';
import { warningOf } from '../messages/warningOf.js';
import { parisDay } from '../../model/parisDay.js';
import type { TemporaryHours } from '../../model/temporaryHours.js';

/** A local page's entry as checkContent holds it, with the hours this stage reads. */
interface HoursEntry {
  file: string;
  data: unknown;
}

/**
 * The local pages without the periods of temporary hours that ended before `today`
 * (`YYYY-MM-DD`, the day of the build in France by default): a page never shows hours of the past, and
 * the usual hours come back on their own. Each ended period is a warning at its `to` line, for
 * the editor to remove it.
 */
export function endedHours<E extends HoursEntry>(
  entries: E[],
  loaded: LoadedContent,
  today = parisDay(new Date()),
): { entries: E[]; warnings: Bilingual[] } {
  const warnings: Bilingual[] = [];
  const kept = entries.map((entry) => {
    const data = entry.data as { contact?: { temporaryHours?: TemporaryHours[] } };
    const periods = data.contact?.temporaryHours;
    if (!periods) return entry;
    for (const [index, period] of periods.entries()) {
      if (period.to >= today) continue;
      const at = loaded.files.get(entry.file)?.source.locate(['contact', 'temporaryHours', index, 'to']) ?? {
        file: entry.file,
        line: 0,
        column: 0,
      };
      const field = `contact.temporaryHours[${index}].to`;
      warnings.push(warningOf(hoursPeriodEnded, { label: period.label, to: period.to, today }, { ...at, field }));
    }
    const current = periods.filter((period) => period.to >= today);
    return { ...entry, data: { ...data, contact: { ...data.contact, temporaryHours: current } } };
  });
  return { entries: kept, warnings };
}
