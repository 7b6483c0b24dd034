import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempSite, repoRoot, type TempSite } from '../helpers/tempSite.js';
import { launchChromium } from './chromium.js';

let site: TempSite;
let child: ChildProcessWithoutNullStreams;
let browser: Browser;
let port = 0;
let output = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

beforeAll(async () => {
  site = await createTempSite();
  port = await freePort();
  // An English locale: the language comes from --lang alone.
  child = spawn(
    process.execPath,
    [path.join(repoRoot, 'bin', 'site.js'), 'dev', '--lang', 'fr', '--port', String(port)],
    { cwd: site.root, env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' } },
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site dev did not start:\n${output}`)), 40_000);
    child.stdout.on('data', () => output.includes('Serving') && (clearTimeout(timer), resolve()));
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  if (child?.exitCode === null) child.kill('SIGKILL');
  await site.remove();
});

describe('site dev --lang fr', () => {
  it('shows a content problem over the page in French', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/metz`);
    await site.write(
      'content/pages/liens.md',
      '---\ntitle: Liens\ndescription: Une page qui mène nulle part.\n---\n\nVoir [la page](/nulle-part) et {brnad}.\n',
    );
    const overlay = page.getByRole('alert').filter({ hasText: 'La dernière modification n’a pas pu être publiée' });
    await expect
      .poll(
        () =>
          overlay
            .locator('pre')
            .textContent()
            .catch(() => null),
        { timeout: 15_000 },
      )
      .toBe(
        'content/pages/liens.md:6:32 balise de remplacement inconnue «\u00a0{brnad}\u00a0» — vouliez-vous dire «\u00a0{brand}\u00a0»\u00a0?\n' +
          '  conseil\u00a0: balises disponibles\u00a0: {brand}, {product}, {email}, {phone}, {address}, {siteUrl}, {legal.company}, {legal.form}, {legal.capital}, {legal.rcs}, {legal.vat}, {legal.headOffice}, {legal.director}, {legal.host}, {legal.hostName}, {legal.hostAddress}, {legal.hostPhone}, {legal.dpoEmail}.\n\n' +
          'Vérification du contenu en échec\u00a0: 1 problème trouvé. Affiché sur les pages ouvertes jusqu’à correction.',
      );
    // The terminal prints it as the problem it is, after the file saved: never under « avertissement ».
    expect(output).toContain('content/pages/liens.md:\ncontent/pages/liens.md:6:32 balise de remplacement inconnue');
    expect(output).not.toContain('avertissement\u00a0: content/pages/liens.md');
    await page.close();
  });
});
