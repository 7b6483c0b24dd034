import { parisDay } from '../../model/parisDay.js';

/**
 * Hides each period of temporary hours whose last day (`data-until`, `YYYY-MM-DD`) is past, by
 * the day in France: a page built during the period still shows it after, until the next build
 * leaves it out. See templates/sections/LocalHours.tsx. Kept to two lines: it is first-load code.
 */
export function hideEndedHours(): void {
  const today = parisDay(new Date());
  for (const period of document.querySelectorAll<HTMLElement>('[data-until]'))
    period.hidden = today > period.dataset.until!;
}
