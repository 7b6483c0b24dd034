/** Files of the output folder for hosts, not for visitors: the host files and the build record. */
export const hostOnlyFiles = ['_headers', '_redirects', '.site-build'];

/**
 * The addresses every way of serving answers 404, as a regular expression both nginx and Apache
 * (PCRE) and JavaScript read alike, on the decoded path, in any case: the host's own files, and any name
 * starting with `.` (`/.env`, `/.git/config`, `/assets/.DS_Store`) but `/.well-known/`, which
 * certificate authorities and security.txt need.
 */
export const hiddenPathPattern = '^/(?:_headers|_redirects)$|^/\\.(?!well-known(?:/|$))|^/.+/\\.';

// Case-insensitive: on a case-insensitive disk `/_Headers` is the file `_headers`.
const hiddenPath = new RegExp(hiddenPathPattern, 'i');

/**
 * Whether the decoded path `pathname` (`/_headers`, `/.git/config`) must answer 404 rather than
 * the file: one rule for `site serve`, the nginx configuration and the Apache `.htaccess`.
 */
export function isHiddenFromVisitors(pathname: string): boolean {
  return hiddenPath.test(pathname);
}
