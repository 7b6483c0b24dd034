import { parisDay } from '../../model/parisDay.js';

/**
 * Shows each announcement from its first day to its last, both included, and hides it outside
 * them, by the day in France: the page may have been built before its first day (it came
 * `hidden`) or before its last (it came shown). The banner holding them is hidden when none is
 * shown. See templates/layout/AnnouncementBanners.tsx.
 */
export function showAnnouncements(): void {
  const today = parisDay(new Date());
  for (const banner of document.querySelectorAll<HTMLElement>('.announcements')) {
    const announcements = [...banner.querySelectorAll<HTMLElement>('[data-announcement]')];
    for (const announcement of announcements) {
      const { start = '', end = '' } = announcement.dataset;
      announcement.hidden = today < start || today > end;
    }
    banner.hidden = announcements.every((announcement) => announcement.hidden);
  }
}
