import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const baseUrl = inject('baseUrl');
const cases = inject('routes').flatMap((route) =>
  Object.entries(viewports).map(([device, viewport]) => ({ path: route.file === '404.html' ? '/404' : route.path, device, viewport })),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

interface Violation { id: string; impact: string; help: string; nodes: { target: string[] }[] }

describe('axe-core', () => {
  it.each(cases)('$path on $device has no violation', async ({ path, viewport }) => {
    // bypassCSP lets the test inject axe; the pages' own policy refuses inline scripts.
    const page = await browser.newPage({ viewport, bypassCSP: true });
    await page.goto(baseUrl + path);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.map((node) => ({ target: node.target })) }));
    });
    const summary = violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
    await page.close();
  });
});
