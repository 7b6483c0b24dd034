import { Clock } from 'lucide-react';
import { weekText } from '../../model/openingHours.js';
import { periodText, type TemporaryHours } from '../../model/temporaryHours.js';

/** The hours a local page's contact states: the usual ones, and any period of temporary hours. */
export interface LocalHoursInput {
  hours: string;
  saturdayHours?: string;
  temporaryHours?: TemporaryHours[];
}

/**
 * The hours of a local page's phone card. Without temporary hours, the usual week
 * (« Du lundi au vendredi, 8h–18h »). With some, each period first, with its dates
 * (« Horaires d’été, du 1er au 31 août 2026 : du lundi au vendredi, 9h–17h »), then the usual
 * hours named as such, so a visitor reads both and which applies when. The build leaves out the
 * periods already ended; each item carries its last day (`data-until`) for the browser to hide
 * it once past, on a page built before (see client/endedHours.ts).
 */
export function LocalHours({ contact }: { contact: LocalHoursInput }) {
  const usual = weekText(contact.hours, contact.saturdayHours);
  const periods = contact.temporaryHours ?? [];
  if (periods.length === 0)
    return (
      <p>
        <Clock size={16} aria-hidden="true" focusable="false" />
        {capitalised(usual)}
      </p>
    );
  return (
    <>
      <ul className="temporary-hours">
        {periods.map((period) => (
          <li key={period.from} data-until={period.to}>
            <strong>{period.label}</strong>
            {`, ${periodText(period.from, period.to)}\u00a0: ${weekText(period.hours, period.saturdayHours)}`}
          </li>
        ))}
      </ul>
      <p>
        <Clock size={16} aria-hidden="true" focusable="false" />
        {`Horaires habituels\u00a0: ${usual}`}
      </p>
    </>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
