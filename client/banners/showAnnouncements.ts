import { parisDay } from '../../model/parisDay.js';

/**
 * Shows each announcement's banner from its first day to its last, both included, and hides it
 * outside them, by the day in France: the page may have been built before its first day (it
 * came `hidden`) or before its last (it came shown). See templates/layout/AnnouncementBanners.tsx.
 */
export function showAnnouncements(): void {
  const today = parisDay(new Date());
  for (const banner of document.querySelectorAll<HTMLElement>('[data-announcement]')) {
    const { start = '', end = '' } = banner.dataset;
    banner.hidden = today < start || today > end;
  }
}
