import type { Alias } from '../route/aliases.js';
import type { OutputFile } from './writeSite.js';
import { escapeHtml } from '../shared/escapeHtml.js';

/**
 * The files that keep former addresses working on any host: for each alias, a small page that
 * sends the visitor on at once (`<meta http-equiv="refresh">`, no script, so the
 * Content-Security-Policy holds) and tells search engines where the page now lives (canonical
 * link, noindex). Hosts and servers that redirect (`_redirects`, `site host-config`) answer 301
 * before serving it.
 */
export function redirectFiles(aliases: Alias[], baseUrl: string): OutputFile[] {
  return aliases.map(({ file, target }) => ({
    path: file,
    contents: redirectPage(target.path, target.title, baseUrl),
  }));
}

/**
 * The HTML of a redirect to `path` (an address of this site, percent-encoded). A path that is not
 * one of this site's (`//host/`, `/\host/`, a space or control character, which a browser drops
 * before reading `//`) is a bug: thrown as an internal error, never written into the refresh.
 */
export function redirectPage(path: string, title: string, baseUrl: string): string {
  if (!/^\/(?![/\\])[^\p{Cc}\s]*$/u.test(path))
    throw new Error(`The redirect page to ${JSON.stringify(path)} cannot be written: it is not a path of this site.`);
  const [to, url, name] = [escapeHtml(path), escapeHtml(baseUrl + path), escapeHtml(title)];
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Page déplacée\u00a0: ${name}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${url}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p>Cette page a changé d’adresse\u00a0: <a href="${to}">${name}</a>.</p>
</body>
</html>
`;
}
