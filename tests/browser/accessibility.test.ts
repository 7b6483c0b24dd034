import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const baseUrl = inject('baseUrl');
const cases = inject('routes').flatMap((route) =>
  Object.entries(viewports).map(([device, viewport]) => ({
    path: route.file === '404.html' ? '/404' : route.path,
    device,
    viewport,
  })),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

// Each case has its own page: they run a few at a time, as axe waits on the page as much as on the CPU.
describe.concurrent('axe-core', () => {
  it.for(cases)('$path on $device has no violation', async ({ path, viewport }, { expect }) => {
    // bypassCSP lets the test inject axe; the pages' own policy refuses inline scripts.
    const page = await browser.newPage({ viewport, bypassCSP: true });
    await page.goto(baseUrl + path);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target })),
      }));
    });
    const summary = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
    await page.close();
  });
});
