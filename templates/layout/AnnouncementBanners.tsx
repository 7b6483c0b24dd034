import { announcedOn } from '../../model/announcement.js';
import { useSite } from '../SiteContext.js';

/**
 * The banners of the announcements for the page at `path`, in the order of their file, each a
 * landmark named « Annonce » between the navigation bar and the page. One whose first day is
 * still to come is written `hidden`: the client entry shows it on that day and hides any banner
 * after its last (client/showAnnouncements.ts), so a site built once follows the calendar.
 */
export function AnnouncementBanners({ path }: { path: string }) {
  const { announcements = [] } = useSite();
  return (
    <>
      {announcements
        .filter((announcement) => announcedOn(announcement, path))
        .map(({ index, text, link, start, end, upcoming }) => (
          <aside
            key={index}
            className="announcement"
            aria-label="Annonce"
            data-announcement=""
            data-start={start}
            data-end={end}
            hidden={upcoming}
          >
            <p className="announcement-text">
              {text}
              {link && ' '}
              {link && <a href={link.href}>{link.label}</a>}
            </p>
          </aside>
        ))}
    </>
  );
}
