import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchChromium, viewports } from './chromium.js';
import { tabPool, type TabPool } from './tabPool.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const baseUrl = inject('baseUrl');
const devices = Object.keys(viewports) as (keyof typeof viewports)[];
const sampledTowns = inject('townSample').filter((town) => town.kind === 'town');
/**
 * Every page at both widths, but the sampled town pages (one template filled with a row, two per
 * département) at one width each: the first town of a département at the phone's, the last at
 * the desktop's, so each département's town shell is checked at both.
 */
function widthsOf(path: string): (keyof typeof viewports)[] {
  const town = sampledTowns.find((sampled) => sampled.path === path);
  const siblings = sampledTowns.filter((sampled) => sampled.departement === town?.departement);
  return town && siblings.length === 2 ? [devices[siblings.indexOf(town)]!] : devices;
}
const cases = inject('routes').flatMap((route) =>
  widthsOf(route.path).map((device) => ({ path: route.file === '404.html' ? '/404' : route.path, device })),
);

let browser: Browser;
let tabs: Record<keyof typeof viewports, TabPool>;
beforeAll(async () => {
  browser = await launchChromium();
  // bypassCSP lets the test inject axe; the pages' own policy refuses inline scripts.
  const open = (device: keyof typeof viewports) => () =>
    browser.newPage({ viewport: viewports[device], bypassCSP: true });
  tabs = { phone: tabPool(open('phone')), desktop: tabPool(open('desktop')) };
});
afterAll(() => browser.close());

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

// A few cases run at a time, each in a tab of the pool: axe waits on the page as much as on the CPU.
describe.concurrent('axe-core', () => {
  it.for(cases)('$path on $device has no violation', async ({ path, device }, { expect }) => {
    const violations = await tabs[device].use(async (page) => {
      await page.goto(baseUrl + path);
      await page.evaluate(axeSource);
      return page.evaluate(async () => {
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
    });
    const summary = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
});
