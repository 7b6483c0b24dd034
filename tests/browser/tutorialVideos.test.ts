import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../generator/serve/serveSite.js';
import { buildFixture } from '../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../helpers/tempSite.js';
import { addVideos, testVideos, videoHost } from '../helpers/videoSite.js';
import { watchConsole } from './consoleFaults.js';
import { launchChromium, viewports } from './chromium.js';

// Issue 43, item 4: a tutorial's player is asked of its host only when the visitor plays it.
let site: TempSite;
let server: Server;
let browser: Browser;
let baseUrl = '';

beforeAll(async () => {
  site = await createTempSite();
  await addVideos(site);
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

describe.each(Object.entries(viewports))('the tutorials page at %s width', (_device, viewport) => {
  it('asks nothing of the video host until a poster is played, then frames its player, focused', async () => {
    const page = await browser.newPage({ viewport });
    const faults = watchConsole(page);
    const asked: string[] = [];
    await page.route(
      (url) => url.origin === videoHost,
      (route) => {
        asked.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lecteur</title><p>Lecteur</p>' });
      },
    );
    const response = await page.goto(`${baseUrl}/tutoriels-video`);
    expect(response?.headers()['content-security-policy']).toContain(` ${videoHost}; object-src`);
    await page.waitForLoadState('networkidle');
    // The player's own code waits for the first click too (not loaded on every page).
    expect(await page.locator('[data-island="VideoPlayer"][data-hydrated]').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    // The poster is the encoded JPEG, from the site itself.
    const poster = page.locator('.video-poster img').first();
    expect(new URL(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(baseUrl);

    // Playwright reads accessible names with plain spaces: the label itself keeps its non-breaking one.
    await page.locator('a[aria-label="Lire la vidéo\u00a0: Transférer un appel (4 min 30)"]').click();
    const frame = page.locator('iframe[title="Transférer un appel"]');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe(testVideos[0]!.url);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('title')))
      .toBe('Transférer un appel');
    await expect.poll(() => asked).toEqual([testVideos[0]!.url]);
    expect(await page.frameLocator('iframe[title="Transférer un appel"]').locator('p').textContent()).toBe('Lecteur');
    // The other video is still its poster.
    expect(await page.getByRole('link', { name: 'Lire la vidéo : Écouter sa messagerie (45 s)' }).count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl}/tutoriels-video`);
    expect(faults).toEqual([]);
    await page.close();
  });
});

describe('another page of the same site', () => {
  it('may not frame the video host: its own policy keeps it out', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.route(
      (url) => url.origin === videoHost,
      (route) => route.fulfill({ contentType: 'text/html', body: '<p>Lecteur</p>' }),
    );
    await page.goto(`${baseUrl}/documentation`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, testVideos[0]!.url);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toContain('frame-src');
    await page.close();
  });
});
