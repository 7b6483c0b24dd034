import { createServer, type ServerResponse, type Server } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isHiddenFromVisitors } from '../host/hiddenFiles.js';
import { unpublished } from '../load/publicFiles.js';
import { guardedListener, type GuardOptions, type Target } from '../serve/guardedListener.js';
import { devHeaders, injectDevClient } from './devClient.js';
import { candidates } from './routeIndex.js';
import { contentType, type MemoryFile } from './memoryFile.js';
import { listenOn } from '../serve/listenOn.js';

/** What every address answers while the site could not be prepared: the dev client adds the problem over it. */
const notReadyPage =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site en attente d’une correction</title></head><body data-site-not-ready><main><h1>Le site n’a pas pu être préparé</h1><p>Le problème est affiché dans le terminal. Corrigez le fichier et enregistrez-le\u00a0: la page se rechargera.</p></main></body></html>';

/** The site's files by path (`/metz.html`), rendered when asked for; `public/` is read from disk. */
export type Resolve = (file: string) => MemoryFile | undefined;

/**
 * Serves the site (pages rendered on request, assets) and `public/` from disk, with clean URLs
 * and the 404 page; HTML gets the live-reload client. `/__site/events?path=` streams events to
 * each open tab, which says which page it shows, so that only the tabs whose page changed reload.
 * Only for this machine, GET and HEAD only (the dev client reads its stream with GET), each answer
 * with devHeaders, and never ended by a request (see guardedListener).
 */
export class DevServer {
  private clients = new Map<ServerResponse, string>();
  private problem: string | undefined;
  readonly server: Server;

  /** `options.allowedHosts`: host names answered beside localhost, 127.0.0.1 and [::1] (see hostAllowed). */
  constructor(
    private readonly publicDir: string,
    private readonly resolve: Resolve,
    options: Pick<GuardOptions, 'allowedHosts' | 'onError'> = {},
    /** The encoded images, each made on its first request (see devImages). */
    private readonly images: (file: string) => Promise<MemoryFile | undefined> = async () => undefined,
  ) {
    this.server = createServer(
      guardedListener({ ...options, command: 'site dev', headers: devHeaders }, (request, response, target) =>
        this.handle(target, response, request.method === 'HEAD'),
      ),
    );
  }

  /** The pages open in a tab, as each tab's address (`/metz`, `/`). */
  openPaths(): Set<string> {
    return new Set(this.clients.values());
  }

  /** Tells the tabs at `paths` (all when absent) to reload. */
  reload(paths?: ReadonlySet<string>): number {
    const list = paths ? [...paths] : undefined;
    return this.send('reload', JSON.stringify(list ?? null), (at) => !paths || paths.has(at));
  }

  /** Shows problems over every open page; they keep showing the last good state underneath. */
  showProblem(text: string): void {
    this.problem = text;
    this.send('problem', JSON.stringify(text));
  }

  /** Takes the problems shown away. */
  clearProblem(): void {
    if (this.problem === undefined) return;
    this.problem = undefined;
    this.send('clear', '');
  }

  async listen(port: number, host = '127.0.0.1'): Promise<void> {
    await listenOn(this.server, port, host, 'site dev');
  }

  async close(): Promise<void> {
    for (const client of this.clients.keys()) client.end();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private send(event: string, data: string, to: (path: string) => boolean = () => true): number {
    let sent = 0;
    for (const [client, at] of this.clients) if (to(at)) (client.write(`event: ${event}\ndata: ${data}\n\n`), sent++);
    return sent;
  }

  private async handle(target: Target, response: ServerResponse, head: boolean): Promise<void> {
    const { url: address, path: pathname } = target;
    if (pathname === '/__site/events') {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      // A HEAD gets the stream's headers only: kept as a tab, it would count its page as open.
      if (head) return void response.end();
      response.write(': connected\n\n');
      if (this.problem) response.write(`event: problem\ndata: ${JSON.stringify(this.problem)}\n\n`);
      this.clients.set(response, address.searchParams.get('path') ?? '/');
      response.on('close', () => this.clients.delete(response));
      return;
    }
    // An address with a trailing slash goes to the one without, as on site serve and nginx: in
    // the file layout `site dev` renders, that is the page's own address (`/cgv/` → `/cgv`).
    // The home page's file goes to `/` likewise, and a page's file to its address (`/cgv.html` →
    // `/cgv`; the 404 page's own file is served, as nginx serves it).
    const home = pathname === '/index.html' || pathname === '/index';
    const file = pathname.endsWith('.html') && pathname !== '/404.html';
    if (home || file || (pathname !== '/' && pathname.endsWith('/'))) {
      const location = home ? '/' : address.pathname.slice(0, file ? -'.html'.length : -1);
      response.writeHead(301, { Location: location + address.search, 'Cache-Control': 'no-store' });
      return void response.end();
    }
    // The host's own files (`_headers`) answer 404 here too, as from site serve and nginx.
    for (const candidate of isHiddenFromVisitors(pathname) ? [] : candidates(pathname)) {
      const file = this.resolve(candidate) ?? (await this.images(candidate)) ?? (await this.fromPublic(candidate));
      if (file) return this.respond(response, file.status ?? 200, file);
    }
    const notFound = this.resolve('/404.html');
    if (notFound) return this.respond(response, 404, notFound);
    // No 404 page: the site could not be prepared (a problem at start). A page that shows the
    // problem over it, as the overlay of any page does, and reloads once it is fixed.
    this.respond(response, 503, { body: notReadyPage, type: 'text/html; charset=utf-8' });
  }

  private respond(response: ServerResponse, status: number, file: MemoryFile): void {
    const bytes = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    const body = file.type.startsWith('text/html') ? injectDevClient(bytes) : bytes;
    response.writeHead(status, {
      'Content-Type': file.type,
      'Content-Length': body.byteLength,
      'Cache-Control': 'no-store',
    });
    response.end(body);
  }

  /**
   * A file of `public/` as the build publishes it (see listPublicFiles): no name starting with a
   * dot but `.well-known/`, and through a link only when it leads to such a file inside `public/`.
   */
  private async fromPublic(pathname: string): Promise<MemoryFile | undefined> {
    if (unpublished(pathname)) return undefined;
    const root = await realpath(this.publicDir).catch(() => undefined);
    const file = root && (await realpath(path.join(root, pathname)).catch(() => undefined));
    if (!root || !file?.startsWith(root + path.sep) || unpublished(path.relative(root, file).split(path.sep).join('/')))
      return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: await readFile(file), type: contentType(file) };
  }
}
