import { createServer, type Server } from 'node:http';
import { stat } from 'node:fs/promises';
import handler from 'serve-handler';
import { UserError } from '../errors.js';
import { readHostRules } from '../host/hostFiles.js';
import { normalizeAddress } from '../route/address.js';

/**
 * Serves a built site as its `_headers` and `_redirects` say, so that what is tried locally is
 * what a host sends: the security headers on every response, the year-long cache for hashed
 * assets and a revalidating one for the rest, a 301 for every alias; clean URLs (`/cgv` →
 * `cgv.html`) in `file` format, `/cgv/` → `cgv/index.html` in `directory` format; `404.html`
 * with status 404.
 */
export async function serveSite(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const folder = await stat(dir).catch(() => undefined);
  if (!folder?.isDirectory()) throw new UserError(`Nothing to serve: the folder ${dir} does not exist. Run "site build" first.`);
  const rules = await readHostRules(dir);
  const redirects = new Map(rules.redirects.map(({ from, to }) => [from, to]));
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const target = redirects.get(normalizeAddress(pathname.replace(/\.html$/, '').replace(/(.)\/+$/, '$1')));
    if (target) {
      response.writeHead(301, { Location: target, ...Object.fromEntries(rules.headers.map((header) => [header.name, header.value])) });
      response.end();
      return;
    }
    for (const header of rules.headers) response.setHeader(header.name, header.value);
    response.setHeader('Cache-Control', pathname.startsWith(rules.assets.folder) ? rules.assets.cache : rules.cache);
    void handler(request, response, {
      public: dir,
      cleanUrls: true,
      trailingSlash: rules.format === 'directory',
      directoryListing: false,
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new UserError(`Port ${port} is already in use. Stop the other server, or choose another port: site serve --port ${port + 1}`));
      else if (error.code === 'EACCES') reject(new UserError(`Port ${port} needs administrator rights. Choose a port above 1024: site serve --port 3000`));
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
  return server;
}
