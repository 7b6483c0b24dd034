import { parisDay } from '../../model/parisDay.js';

/**
 * Hides each period of temporary hours whose last day (`data-until`, `YYYY-MM-DD`) is past, by
 * the day in France: a page built during the period still shows it after, until the next build
 * leaves it out. See templates/sections/LocalHours.tsx.
 */
export function hideEndedHours(): void {
  const periods = document.querySelectorAll<HTMLElement>('[data-until]');
  if (periods.length === 0) return;
  const today = parisDay(new Date());
  for (const period of periods) period.hidden = today > (period.dataset.until ?? '');
}
