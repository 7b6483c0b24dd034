import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../generator/serve/serveSite.js';
import { buildFixture } from '../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../helpers/tempSite.js';
import { launchChromium, viewports } from './chromium.js';
import { watchConsole } from './consoleFaults.js';

// Issue 44, D2: a period of temporary hours leaves a page built before its last day once that
// day is past in France. Metz gets two periods, both to come when the site is built: the summer
// of 2098 and the end of 2098.
let site: TempSite;
let server: Server;
let browser: Browser;
let baseUrl = '';

beforeAll(async () => {
  site = await createTempSite();
  await site.edit(
    'content/local/metz.yaml',
    '  hours: 8h–18h\n',
    '  hours: 8h–18h\n  temporaryHours:\n' +
      '    - label: Horaires d’été\n      from: 2098-08-01\n      to: 2098-08-31\n      hours: 9h–17h\n' +
      '    - label: Fêtes de fin d’année\n      from: 2098-12-24\n      to: 2098-12-31\n      hours: 9h–12h\n',
  );
  const outDir = path.join(site.root, 'out');
  await buildFixture({ root: site.root, outDir });
  server = await serveSite(outDir, 0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await site?.remove();
});

/** Metz's page opened at `instant` (the tab's clock fixed there), once its script has run. */
async function metzAt(instant: string): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.phone });
  const faults = watchConsole(page);
  await page.clock.setFixedTime(new Date(instant));
  await page.goto(`${baseUrl}/metz`);
  await expect.poll(() => page.locator('[data-island="CartButton"][data-hydrated]').count()).toBe(1);
  expect(faults).toEqual([]);
  return page;
}

/** The hours the contact card shows, as a visitor reads them. */
async function hours(page: Page): Promise<string[]> {
  const card = page.locator('.local-contact .card').first();
  const periods = await card.locator('.temporary-hours li:visible').allInnerTexts();
  return [...periods, ...(await card.locator('p').filter({ hasText: 'Horaires habituels' }).allInnerTexts())];
}

describe('temporary hours in the browser', () => {
  it('shows every period to come, with its dates, above the usual hours', async () => {
    const page = await metzAt('2098-07-10T10:00:00Z');
    expect(await hours(page)).toEqual([
      'Horaires d’été, du 1er au 31\u00a0août\u00a02098\u00a0: du lundi au vendredi, 9h–17h',
      'Fêtes de fin d’année, du 24 au 31\u00a0décembre\u00a02098\u00a0: du lundi au vendredi, 9h–12h',
      'Horaires habituels\u00a0: du lundi au vendredi, 8h–18h',
    ]);
    await page.close();
  });

  it('keeps a period on its last day and hides it the next day in France, the usual hours staying', async () => {
    // 31 August 2098, 21:30 UTC: still the 31st in Paris (UTC+2).
    const last = await metzAt('2098-08-31T21:30:00Z');
    expect((await hours(last))[0]).toMatch(/^Horaires d’été/);
    await last.close();
    // 31 August 2098, 22:30 UTC: already 1 September in Paris.
    const next = await metzAt('2098-08-31T22:30:00Z');
    expect(await hours(next)).toEqual([
      'Fêtes de fin d’année, du 24 au 31\u00a0décembre\u00a02098\u00a0: du lundi au vendredi, 9h–12h',
      'Horaires habituels\u00a0: du lundi au vendredi, 8h–18h',
    ]);
    await next.close();
    const after = await metzAt('2099-01-02T10:00:00Z');
    expect(await hours(after)).toEqual(['Horaires habituels\u00a0: du lundi au vendredi, 8h–18h']);
    await after.close();
  });
});
