import { announcedOn } from '../../model/announcement.js';
import { useSite } from '../SiteContext.js';

/**
 * The banner of the announcements for the page at `path`, between the navigation bar and the
 * page: one landmark named « Annonce », each announcement a paragraph of it, in the order of
 * their file. One whose first day is still to come is written `hidden` (and the landmark too when
 * all are): the client entry shows it on that day and hides any after its last
 * (client/banners/showAnnouncements.ts), so a site built once follows the calendar.
 */
export function AnnouncementBanners({ path }: { path: string }) {
  const { announcements = [] } = useSite();
  const shown = announcements.filter((announcement) => announcedOn(announcement, path));
  if (shown.length === 0) return null;
  return (
    <aside className="announcements" aria-label="Annonce" hidden={shown.every(({ upcoming }) => upcoming)}>
      {shown.map(({ index, text, link, start, end, upcoming }) => (
        <p
          key={index}
          className="announcement"
          data-announcement=""
          data-start={start}
          data-end={end}
          hidden={upcoming}
        >
          {text}
          {link && ' '}
          {link && <a href={link.href}>{link.label}</a>}
        </p>
      ))}
    </aside>
  );
}
