import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import handler from 'serve-handler';
import { readHostRules } from '../host/hostFiles.js';
import { isHiddenFromVisitors } from '../host/hiddenFiles.js';
import { normalizeAddress } from '../shared/address.js';
import { trimChars } from '../../model/trimChars.js';
import { guardedListener, type GuardOptions } from './guardedListener.js';
import { userErrorOf } from '../messages/messageKind.js';
import { nothingBuilt } from '../messages/serveMessages.js';
import { listenOn } from './listenOn.js';

/** How `site serve` listens: on `host` (127.0.0.1 unless given), answering `allowedHosts` too. */
export type ServeOptions = Pick<GuardOptions, 'allowedHosts' | 'onError'> & { host?: string };

/**
 * Serves a built site as its `_headers` and `_redirects` say, so that what is tried locally is
 * what a host sends: the security headers on every response, the year-long cache for hashed
 * assets and a revalidating one for the rest, a 301 for every alias; clean URLs (`/cgv` →
 * `cgv.html`) in `file` format, `/cgv/` → `cgv/index.html` in `directory` format; `404.html`
 * with status 404. Only for this machine: a request naming another host is refused (see
 * hostAllowed) unless `options.allowedHosts` names it; a method but GET and HEAD gets 405, a
 * malformed address 400 (see guardedListener).
 */
export async function serveSite(dir: string, port: number, options: ServeOptions = {}): Promise<Server> {
  const host = options.host ?? '127.0.0.1';
  const folder = await stat(dir).catch(() => undefined);
  if (!folder?.isDirectory()) throw userErrorOf(nothingBuilt, { dir, action: 'serve' });
  const rules = await readHostRules(dir);
  const redirects = new Map(rules.redirects.map(({ from, to }) => [from, to]));
  // The security headers of _headers go with every answer, the guard's refusals included.
  const headers = Object.fromEntries(rules.headers.map((header) => [header.name, header.value]));
  const listener = guardedListener(
    { command: 'site serve', allowedHosts: options.allowedHosts, onError: options.onError, headers },
    async (request, response, target) => {
      const { pathname } = target.url;
      // Trailing slashes off, one kept for `/` (a loop: a request can be thousands of slashes).
      const bare = pathname.replace(/\.html$/, '');
      const redirect = redirects.get(normalizeAddress(trimChars(bare, '/', 'end') || bare.slice(0, 1)));
      if (redirect) return void response.writeHead(301, { Location: redirect }).end();
      // The home page's file, in one step as nginx does (serve-handler took two: /index, then /).
      if (pathname === '/index.html' || pathname === '/index')
        return void response.writeHead(301, { Location: `/${target.url.search}` }).end();
      response.setHeader('Cache-Control', pathname.startsWith(rules.assets.folder) ? rules.assets.cache : rules.cache);
      // The host's own files and dotfiles answer what nginx and Apache answer (see hiddenFiles), in
      // any case (`/_Headers` reads `_headers` on macOS's disks); a name longer than file systems
      // allow (255 bytes) too, where serve-handler would answer 500.
      if (
        isHiddenFromVisitors(target.path.toLowerCase()) ||
        target.path.split('/').some((name) => Buffer.byteLength(name) > 255)
      )
        return notFound(dir, rules.notFound, response);
      await handler(request, response, {
        public: dir,
        cleanUrls: true,
        trailingSlash: rules.format === 'directory',
        directoryListing: false,
      });
    },
  );
  const server = createServer(listener);
  await listenOn(server, port, host, 'site serve');
  return server;
}

/** The site's 404 page with status 404 (the headers already set), as serve-handler sends it for a missing file. */
async function notFound(dir: string, page: string, response: ServerResponse): Promise<void> {
  const body = await readFile(path.join(dir, page)).catch(() => undefined);
  response.writeHead(404, { 'Content-Type': body ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' });
  response.end(body ?? 'Not found\n');
}
