import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { buildInProcess } from './buildInProcess.js';
import { createTempSite, repoRoot, type TempSite } from './tempSite.js';

/**
 * A fixture site with the fixture's town table and town text, keeping only the rows of the
 * départements the site has a page for (the others would add a warning to every output), built
 * once without a problem: the start of tests that then change one file and build again.
 */
export async function builtTownSite(): Promise<TempSite> {
  const site = await createTempSite();
  const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');
  await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
  const rows = (await fixture('towns.csv')).split('\n').filter((row) => !/^[^,]*,[^,]*,(67|68|88),/.test(row));
  await site.write('content/local/towns.csv', rows.join('\n'));
  const built = await buildInProcess(site.root);
  expect(built.code, built.stderr).toBe(0);
  return site;
}
