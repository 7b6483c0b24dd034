import { createServer, type ServerResponse, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';
import { injectDevClient } from './devClient.js';

/** A file of the site held in memory by `site dev`. */
export interface MemoryFile {
  body: Uint8Array | string;
  type: string;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml', '.xml': 'application/xml; charset=utf-8', '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.pdf': 'application/pdf', '.ico': 'image/x-icon',
};

/** The content type of a path, by its extension. */
export function contentType(file: string): string {
  return types[path.extname(file)] ?? 'application/octet-stream';
}

/**
 * Serves the site from memory (built pages and assets) and `public/` from disk, with clean URLs
 * and the 404 page; HTML gets the live-reload client. `/__site/events` streams rebuild events.
 */
export class DevServer {
  private files = new Map<string, MemoryFile>();
  private clients = new Set<ServerResponse>();
  private problem: string | undefined;
  readonly server: Server;

  constructor(private readonly publicDir: string) {
    this.server = createServer((request, response) => void this.handle(request.url ?? '/', response));
  }

  /** Replaces the served files (a successful build). */
  setFiles(files: Map<string, MemoryFile>): void {
    this.files = files;
  }

  /** Tells every open page to reload, and clears a shown error. */
  reload(): void {
    this.problem = undefined;
    this.send('clear', '');
    this.send('reload', '');
  }

  /** Shows a build error over every open page; they keep showing the last good build underneath. */
  showProblem(text: string): void {
    this.problem = text;
    this.send('problem', JSON.stringify(text));
  }

  async listen(port: number, host = '127.0.0.1'): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') reject(new UserError(`Port ${port} is already in use. Stop the other server, or choose another port: site dev --port ${port + 1}`));
        else reject(error);
      });
      this.server.listen(port, host, () => resolve());
    });
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.end();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private send(event: string, data: string): void {
    for (const client of this.clients) client.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  private async handle(url: string, response: ServerResponse): Promise<void> {
    const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    if (pathname === '/__site/events') {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      if (this.problem) response.write(`event: problem\ndata: ${JSON.stringify(this.problem)}\n\n`);
      this.clients.add(response);
      response.on('close', () => this.clients.delete(response));
      return;
    }
    const candidates = pathname === '/' ? ['/index.html'] : [pathname, `${pathname}.html`, `${pathname.replace(/\/$/, '')}/index.html`];
    for (const candidate of candidates) {
      const file = this.files.get(candidate) ?? (await this.fromPublic(candidate));
      if (file) return this.respond(response, 200, file);
    }
    const notFound = this.files.get('/404.html');
    if (notFound) return this.respond(response, 404, notFound);
    response.writeHead(404).end('Not found');
  }

  private respond(response: ServerResponse, status: number, file: MemoryFile): void {
    const body = file.type.startsWith('text/html') ? injectDevClient(String(file.body)) : file.body;
    response.writeHead(status, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
    response.end(body);
  }

  private async fromPublic(pathname: string): Promise<MemoryFile | undefined> {
    const file = path.join(this.publicDir, pathname);
    if (!file.startsWith(this.publicDir + path.sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: await readFile(file), type: contentType(file) };
  }
}
