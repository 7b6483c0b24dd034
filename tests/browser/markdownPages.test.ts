import { readdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../generator/serve/serveSite.js';
import { buildFixture } from '../helpers/buildInProcess.js';
import { createTempSite, repoRoot, type TempSite } from '../helpers/tempSite.js';
import { launchChromium, viewports } from './chromium.js';

/** The fixture site with every valid Markdown fixture page added, built and served. */
const fixtures = path.join(repoRoot, 'tests', 'fixtures', 'markdown', 'valid');
let site: TempSite;
let server: Server;
let browser: Browser;
let baseUrl = '';
let addresses: string[] = [];
beforeAll(async () => {
  site = await createTempSite();
  const names = await readdir(fixtures);
  for (const name of names)
    await site.write(`content/pages/${name}`, await readFile(path.join(fixtures, name), 'utf8'));
  const outDir = path.join(site.root, 'out');
  await buildFixture({ root: site.root, outDir });
  server = await serveSite(outDir, 0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  addresses = ['/cgv', ...names.map((name) => `/${name.replace(/\.md$/, '')}`)];
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await site?.remove();
});

describe('Markdown pages on a 390 px phone', () => {
  it('are never wider than the screen: long code lines and wide tables scroll in their own box', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const widths: Record<string, number> = {};
    for (const address of addresses) {
      await page.goto(`${baseUrl}${address}`);
      widths[address] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    expect(widths).toEqual(Object.fromEntries(addresses.map((address) => [address, 390])));
    await page.goto(`${baseUrl}/guide-code`);
    const box = await page
      .locator('pre.code-block')
      .first()
      .evaluate((pre) => ({
        scroll: pre.scrollWidth,
        client: pre.clientWidth,
        overflow: getComputedStyle(pre).overflowX,
      }));
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(box.overflow).toBe('auto');
    await page.close();
  });

  it('shows each heading’s anchor link on keyboard focus, named after its section', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${baseUrl}/sommaire`);
    const anchor = page.getByRole('link', { name: 'Lien vers la section « Résiliation anticipée »' });
    expect(await anchor.evaluate((link) => getComputedStyle(link).opacity)).toBe('0');
    await anchor.focus();
    expect(await anchor.evaluate((link) => getComputedStyle(link).opacity)).toBe('1');
    expect(await anchor.getAttribute('href')).toBe('#resiliation');
    const toc = page.getByRole('navigation', { name: 'Sommaire' });
    expect(await toc.getByRole('link').allTextContents()).toEqual([
      'Article 1 – Objet',
      'Article 2 – Durée',
      'Durée initiale',
      'Durée initiale',
      'Article 2 – Durée',
      'Résiliation anticipée',
      'Œuvres et propriété',
    ]);
    await page.close();
  });

  it('announces a callout by its kind’s word first, marks code lines with a bar, and shows the title once', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(`${baseUrl}/docs-vitepress`);
    expect(await page.locator('h1').allTextContents()).toEqual(['Installer le standard']);
    expect(await page.title()).toMatch(/^Installer le standard/);
    const notes = page.getByRole('note');
    expect(await notes.first().ariaSnapshot()).toBe(
      '- note:\n  - paragraph: Information\n  - paragraph:\n    - text: Une\n    - strong: information\n    - text: utile.',
    );
    // The kind's word before an editor's title is read, not seen (1 px, clipped): the icon says it.
    expect(
      await notes
        .nth(2)
        .locator('.visually-hidden')
        .evaluate((word) => word.getBoundingClientRect().width),
    ).toBe(1);
    expect(await notes.nth(2).ariaSnapshot()).toContain('paragraph: "Attention : Avant de brancher le poste"');
    const marked = page.locator('mark.code-line');
    expect(await marked.count()).toBe(3);
    expect(await marked.first().evaluate((line) => getComputedStyle(line).boxShadow)).toMatch(/inset$/);
    expect(await page.locator('.code-group figcaption').allTextContents()).toEqual(['npm', 'pnpm']);
    await page.close();
  });
});
