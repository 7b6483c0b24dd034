import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
};

/**
 * A loopback server for a site built with `--precompress`, answering as the generated nginx
 * configuration does (`gzip_static on`): a text file's `.gz` twin when the browser accepts gzip,
 * anything else through serve-handler. Lighthouse then measures the bytes a visitor receives from
 * a real host, not the uncompressed files serve-handler sends.
 */
export function gzipStatic(folder) {
  return createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(folder, pathname);
    if (!file.startsWith(folder)) return handler(request, response, { public: folder, cleanUrls: true });
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    const type = types[path.extname(file)];
    if (type && existsSync(`${file}.gz`) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      response.end(readFileSync(`${file}.gz`));
      return;
    }
    handler(request, response, { public: folder, cleanUrls: true });
  });
}
