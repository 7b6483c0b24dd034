import { stat } from 'node:fs/promises';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { frenchFileSize } from '../../model/fileSize.js';
import { watchConsole } from './consoleFaults.js';
import { launchChromium } from './chromium.js';

// Issue 43, item 3: a published document downloads, and the page says its real size.
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

describe('the documentation page', () => {
  it('downloads the quick-start guide, whose size is the one the page says', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const faults = watchConsole(page);
    const response = await page.goto(`${baseUrl}/documentation`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    const link = page.getByRole('link', { name: /^Télécharger Guide de démarrage rapide \(PDF, / });
    const label = (await link.getAttribute('aria-label'))!;
    const said = /\(PDF, (.+)\)$/.exec(label)![1]!;
    const card = page.locator('.doc-card', { has: link });
    expect(await card.locator('.doc-meta').textContent()).toBe(`PDF · ${said}`);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('guide-demarrage.pdf');
    const bytes = (await stat((await download.path())!)).size;
    expect(frenchFileSize(bytes)).toBe(said);
    expect(bytes).toBeGreaterThan(1000);

    const pdf = await page.request.get(`${baseUrl}/documents/guide-demarrage.pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(faults).toEqual([]);
    await context.close();
  });

  it('keeps a document without its file announced, its button disabled', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/documentation`);
    const button = page.getByRole('button', {
      name: 'Télécharger Configuration des téléphones IP (PDF, 3,4 Mo), bientôt disponible',
    });
    expect(await button.isDisabled()).toBe(true);
    await page.close();
  });
});
