import { createServer, type Server } from 'node:http';
import { stat } from 'node:fs/promises';
import handler from 'serve-handler';
import { UserError } from '../errors.js';

/** Serves a built site: clean URLs (`/cgv` → `cgv.html`), `404.html` with status 404, long cache for hashed assets. */
export async function serveSite(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const folder = await stat(dir).catch(() => undefined);
  if (!folder?.isDirectory()) throw new UserError(`Nothing to serve: the folder ${dir} does not exist. Run "site build" first.`);
  const server = createServer((request, response) => {
    void handler(request, response, {
      public: dir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
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
