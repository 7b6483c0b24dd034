import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One rule axe-core found broken, with the elements that break it. */
export interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's violations on the page open in `page`, in the elements `include` selects or in the
 * whole document. The test hands axe to the page (once per page), which loads nothing for it.
 */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(include ? { include: [[include]] } : document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }));
  }, include);
}
