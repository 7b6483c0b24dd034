import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../helpers/rawRequest.js';
import { buildInProcess } from '../helpers/buildInProcess.js';
import { runCli } from '../helpers/runCli.js';
import { runSite } from '../helpers/runSite.js';
import { createTempSite, fixtureRoot, repoRoot, type TempSite } from '../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site.remove());

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(
        path.join(entry.parentPath, entry.name),
        await readFile(path.join(entry.parentPath, entry.name), 'base64'),
      );
  }
  return files;
}

describe('site command line', () => {
  it('prints help and version', async () => {
    const help = await runCli(['--help'], site.root);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: site \[options\] \[command\]/);
    expect(help.stdout).toMatch(/build \[options\]/);
    expect(help.stdout).toMatch(/serve \[options\]/);
    const version = await runCli(['--version'], site.root);
    expect(version.code).toBe(0);
    const { version: expected } = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(version.stdout.trim()).toBe(expected);
  });

  it.each([
    [
      ['deploy'],
      /^Unknown command: 'deploy'\. The commands are build, check, dev, serve, host-config and schemas\.\n\nUsage: site/,
    ],
    [['build', '--fast'], /^Unknown option: '--fast'\.\n\nUsage: site build/],
    // A misspelt name gets commander's guess as a sentence of the same line.
    [
      ['buld'],
      /^Unknown command: 'buld'\. Did you mean build\? The commands are build, check, dev, serve, host-config and schemas\.\n\nUsage: site/,
    ],
    [['build', '--drafs'], /^Unknown option: '--drafs'\. Did you mean --drafts\?\n\nUsage: site build/],
    // The hard-link reuse of out/ is gone, and its switch with it.
    [['build', '--no-reuse'], /^Unknown option: '--no-reuse'\.\n\nUsage: site build/],
    [
      ['serve', '--port', 'abc'],
      /^Invalid value: .*\. The port must be a whole number from 1 to 65535, not "abc"\.\n\nUsage: site serve/,
    ],
    [
      ['serve', '--allowed-host', 'evil example'],
      /^Invalid value: .*--allowed-host takes a host name such as site\.test or 192\.168\.1\.20, not "evil example"\.\n\nUsage: site serve/,
    ],
    [
      ['dev', '--allowed-host', 'https://site.test/'],
      /^Invalid value: .*--allowed-host takes a host name such as site\.test or 192\.168\.1\.20, not "https:\/\/site\.test\/"\.\n\nUsage: site dev/,
    ],
    [
      ['build', '--base-url', 'example.fr'],
      /is invalid\. The base URL must be a full address such as https:\/\/www\.example\.fr, not "example\.fr"\./,
    ],
  ])('exits 2 with a plain sentence and the usage for %j', async (args, message) => {
    const result = await runCli(args, site.root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('ends a real process with exit code 2 on a usage error', async () => {
    const result = await runSite(['deploy'], site.root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^Unknown command: 'deploy'\. The commands are build, check, dev, serve, host-config and schemas\.\n\nUsage: site/,
    );
  });

  it('builds with one line per stage and a summary, or quietly', async () => {
    const result = await runSite(['build'], site.root);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.map((line) => line.split(' ')[0])).toEqual([
      'load',
      'validate',
      'route',
      'images',
      'bundle',
      'render',
      'links',
      'encode',
      'search',
      'write',
      'Built',
    ]);
    expect(lines.at(-1)).toMatch(/^Built \d+ pages \([\d.]+ [KM]B\) in \d+ ms\.$/);
    expect(result.stderr).toBe(
      'warning: no chat webhook configured (integrations.chatWebhookUrl or SITE_CHAT_WEBHOOK_URL): the assistant is left out of the pages\n',
    );
    expect(await readFile(path.join(site.root, 'out', 'index.html'), 'utf8')).not.toContain(
      'data-island="ChatLauncher"',
    );
    const quiet = await runCli(['build', '--quiet', '--out', 'out-quiet'], site.root, {
      SITE_CHAT_WEBHOOK_URL: 'https://hooks.example.fr/chat',
    });
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe('');
    expect(quiet.stderr).toBe('');
    expect(await readFile(path.join(site.root, 'out-quiet', 'index.html'), 'utf8')).toContain(
      'data-island="ChatLauncher"',
    );
    expect(await readFile(path.join(site.root, 'out-quiet', 'index.html'), 'utf8')).toMatch(
      /^<!doctype html><html lang="fr"/,
    );
  });

  it('stops on bad content with every problem, no stack trace, exit 1, and the previous out/ untouched', async () => {
    expect((await buildInProcess(site.root)).code).toBe(0);
    const before = await snapshot(path.join(site.root, 'out'));
    await site.edit('content/site.yaml', 'availability: 99.5', 'availability: "99,5"');
    try {
      const result = await runSite(['build'], site.root);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^content\/site\.yaml:\d+:17 claims\.availability: expected a number, got the text "99,5"\n  hint: /,
      );
      expect(result.stderr).toMatch(/Content check failed: 1 problem found\./);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(await snapshot(path.join(site.root, 'out'))).toEqual(before);
    } finally {
      await site.edit('content/site.yaml', 'availability: "99,5"', 'availability: 99.5');
    }
  });

  it('reports an internal failure as "Internal error:", leaving out/ untouched', async () => {
    expect((await buildInProcess(site.root)).code).toBe(0);
    const before = await snapshot(path.join(site.root, 'out'));
    await rm(path.join(site.root, 'public'), { recursive: true });
    await writeFile(path.join(site.root, 'public'), 'not a folder');
    try {
      const result = await runCli(['build', '--quiet'], site.root);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Internal error: .*public/m);
      expect(await snapshot(path.join(site.root, 'out'))).toEqual(before);
    } finally {
      await rm(path.join(site.root, 'public'));
      await cp(path.join(fixtureRoot, 'public'), path.join(site.root, 'public'), { recursive: true });
    }
  });
});

describe('site serve', () => {
  async function freePort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('serves clean URLs, and 404.html with status 404 for unknown paths', async () => {
    expect((await buildInProcess(site.root)).code).toBe(0);
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'bin', 'site.js'), 'serve', '--port', String(port), '--allowed-host', 'site.test'],
      { cwd: site.root },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
        child.on('exit', () => reject(new Error('serve exited')));
      });
      const page = await fetch(`http://127.0.0.1:${port}/cgv`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Conditions générales de vente | ');
      const missing = await fetch(`http://127.0.0.1:${port}/nulle-part`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Oops! Page not found');
      // Only this machine and the names --allowed-host gives (issue 29, point 5).
      expect((await rawGet(port, '/cgv', 'site.test:3000')).status).toBe(200);
      expect((await rawGet(port, '/cgv', 'evil.example')).status).toBe(403);

      const busy = await runCli(['serve', '--port', String(port)], site.root);
      expect(busy.code).toBe(1);
      expect(busy.stderr.trim()).toBe(
        `Port ${port} is already in use. Stop the other server, or choose another port: site serve --port ${port + 1}`,
      );
      // `npm start` run twice by an editor on a French machine.
      const busyFr = await runCli(['serve', '--port', String(port)], site.root, { LANG: 'fr_FR.UTF-8' });
      expect(busyFr.code).toBe(1);
      expect(busyFr.stderr.trim()).toBe(
        `Le port ${port} est déjà utilisé. Arrêtez l’autre serveur, ou choisissez un autre port\u00a0: site serve --port ${port + 1}`,
      );
    } finally {
      child.kill();
    }
  });

  it('says to build first when there is nothing to serve', async () => {
    const result = await runCli(['serve', '--dir', 'missing'], site.root);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Nothing to serve: the folder .*missing does not exist\. Run "site build" first\.$/,
    );
    const french = await runCli(['serve', '--dir', 'missing'], site.root, { LANG: 'fr_FR.UTF-8' });
    expect(french.code).toBe(1);
    expect(french.stderr.trim()).toMatch(
      /^Rien à servir\u00a0: le dossier .*missing n’existe pas\. Lancez d’abord «\u00a0site build\u00a0»\.$/,
    );
  });
});
