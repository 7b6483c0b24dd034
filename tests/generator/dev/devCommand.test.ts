import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../helpers/rawRequest.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { runSite } from '../../helpers/runSite.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
let child: ChildProcessWithoutNullStreams;
let port = 0;
let output = '';
const base = () => `http://127.0.0.1:${port}`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

/** Reads server-sent events from the dev server, as a tab showing `at` would, into a list of event names. */
function listen(at = '/'): { events: string[]; close(): void } {
  const events: string[] = [];
  const controller = new AbortController();
  void fetch(`${base()}/__site/events?path=${encodeURIComponent(at)}`, { signal: controller.signal }).then(
    async (response) => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        for (const match of decoder.decode(value).matchAll(/^event: (\w+)$/gm)) events.push(match[1]!);
      }
    },
  );
  return { events, close: () => controller.abort() };
}

beforeAll(async () => {
  site = await createTempSite();
  await site.write(
    'content/pages/brouillon.md',
    '---\ntitle: Offre d’été\ndescription: Une offre en préparation.\ndraft: true\naliases:\n  - /ancienne-offre\n---\n\nBientôt.\n',
  );
  port = await freePort();
  child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'bin', 'site.js'),
      'dev',
      '--port',
      String(port),
      '--allowed-host',
      'site.test',
      '--allowed-host',
      'Autre.test:8080',
    ],
    { cwd: site.root },
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site dev did not start:\n${output}`)), 25_000);
    child.stdout.on('data', () => output.includes('Serving') && (clearTimeout(timer), resolve()));
  });
}, 30_000);
afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await site.remove();
});

const page = async (route: string) => (await fetch(base() + route)).text();

describe('site dev', () => {
  it('serves the site with the live-reload client, which `site build` never writes', async () => {
    const html = await page('/metz');
    expect(html).toContain('/__site/events');
    expect((await fetch(`${base()}/nulle-part`)).status).toBe(404);
    const built = await buildInProcess(site.root, { outDir: 'built' });
    expect(built.code).toBe(0);
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path.join(site.root, 'built', 'metz.html'), 'utf8')).not.toContain('__site');
  });

  it('answers the hosts --allowed-host names, and refuses others with how to allow them (issue 29, point 5)', async () => {
    const statuses = await Promise.all(
      ['site.test:3000', 'autre.test', 'evil.example'].map(async (host) => (await rawGet(port, '/metz', host)).status),
    );
    expect(statuses).toEqual([200, 200, 403]);
    expect((await rawGet(port, '/__site/events?path=/', 'evil.example')).body).toBe(
      'site dev answers only requests for localhost, 127.0.0.1 or [::1]: to allow evil.example, start it with --allowed-host evil.example.\n',
    );
  });

  it('serves drafts, marked as such, and the redirects of their aliases', async () => {
    expect(await page('/brouillon')).toContain('<p class="kicker">Brouillon, non publié</p>');
    expect(await page('/ancienne-offre')).toContain('<meta http-equiv="refresh" content="0; url=/brouillon">');
  });

  it('shows a content edit after reloading the page by itself', async () => {
    const stream = listen('/metz');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await site.edit(
      'content/local/metz.yaml',
      'Les entreprises messines, nos voisines',
      'Les entreprises messines, nos voisines immédiates',
    );
    await expect.poll(() => page('/metz'), { timeout: 5000, interval: 20 }).toContain('nos voisines immédiates');
    const elapsed = performance.now() - started;
    await expect.poll(() => stream.events).toContain('reload');
    stream.close();
    expect(elapsed).toBeLessThan(3000);
  });

  it('keeps serving the last good build and shows the error, until the next good save clears it', async () => {
    const stream = listen();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await site.edit('content/local/metz.yaml', 'kind: city', 'kind: ville');
    await expect.poll(() => stream.events, { timeout: 5000 }).toContain('problem');
    expect(output).toMatch(
      /content\/local\/metz\.yaml:\d+:7 kind: expected one of "city", "department", got the text "ville"/,
    );
    expect((await fetch(`${base()}/metz`)).status).toBe(200);
    expect(await page('/metz')).toContain('nos voisines immédiates');
    await site.edit('content/local/metz.yaml', 'kind: ville', 'kind: city');
    await expect.poll(() => stream.events, { timeout: 5000 }).toContain('clear');
    stream.close();
  });

  it('refuses a port in use with a suggestion', async () => {
    // A process of its own: site dev's background check outlives a refused start.
    const second = await runSite(['dev', '--port', String(port)], site.root);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `Port ${port} is already in use. Stop the other server, or choose another port: site dev --port ${port + 1}`,
    );
  });

  it('stops cleanly on Ctrl-C', async () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped.');
  });
});
