import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** Debian's nginx, installed by `.ci/run` as Chromium is. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A running nginx: its address, and how to stop it. */
export interface RunningNginx {
  url: string;
  port: number;
  /** A second loopback port, given to `serverBlock` for an HTTPS server (unused otherwise). */
  tlsPort: number;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts nginx as the current user with `serverBlock(listen, tlsListen)` as its servers, everything it
 * writes (pid, logs, temporary folders) in a folder of its own under the system's temp folder;
 * resolves once it answers. `stop()` ends it by the process id of its pid file.
 */
export async function startNginx(serverBlock: (listen: string, tlsListen: string) => string): Promise<RunningNginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'site-nginx-'));
  const port = await freePort();
  const tlsPort = await freePort();
  const temp = (name: string) => path.join(prefix, name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(temp(name));
  const config = [
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    // Started by root, nginx would run its worker as nobody, who may not read the temp folders.
    ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
    'worker_processes 1;',
    'events { worker_connections 64; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `    ${name === 'body' ? 'client_body' : name}_temp_path ${temp(name)};`,
    ),
    serverBlock(`127.0.0.1:${port}`, `127.0.0.1:${tlsPort}`),
    '}',
    '',
  ].join('\n');
  await writeFile(temp('nginx.conf'), config);
  const child = spawn(
    nginxPath,
    ['-p', prefix, '-c', temp('nginx.conf'), '-e', temp('error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`nginx did not start: ${errors}${await readFile(temp('error.log'), 'utf8').catch(() => '')}`);
    if (
      await fetch(url, { redirect: 'manual' }).then(
        () => true,
        () => false,
      )
    )
      break;
    if (attempt > 100) throw new Error(`nginx did not answer at ${url}: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port,
    tlsPort,
    async stop() {
      const pid = Number((await readFile(temp('nginx.pid'), 'utf8')).trim());
      process.kill(pid, 'SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * A GET sent byte for byte as `target` is written (tabs, backslashes and `%2F` untouched, which
 * fetch and Chromium would tidy first), with the `Host` header given: the status and Location of the answer.
 */
export function rawGet(
  port: number,
  target: string,
  host = `127.0.0.1:${port}`,
): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const head = answer.split('\r\n\r\n')[0]!.split('\r\n');
      const location = head.find((line) => /^location:/i.test(line))?.replace(/^location:\s*/i, '');
      resolve({ status: Number(head[0]!.split(' ')[1]), location });
    });
  });
}
