import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectDevClient } from '../../../generator/dev/devClient.js';
import { startDev, type DevSession } from '../../../generator/dev/devSession.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { devTab, eventNames } from '../../helpers/devTab.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { buildFixture } from '../../helpers/buildInProcess.js';

const table = 'content/local/towns.csv';
let site: TempSite;
let session: DevSession;
const logger = createMemoryLogger();

const tab = (at: string) => devTab(session.url, at);
const names = eventNames;
const page = async (at: string) => (await fetch(session.url + at)).text();
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  site = await createTempSite();
  const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');
  await site.write(table, await fixture('towns.csv'));
  await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
  session = await startDev({ root: site.root, toolRoot: repoRoot, port: 0, env: {}, logger });
}, 30_000);
afterAll(async () => {
  await session.stop();
  await site.remove();
});

describe('an edit of the town table in site dev', () => {
  it('re-renders only the page of the town whose row changed, byte for byte as site build writes it', async () => {
    const [maxe, etangs, moselle] = [tab('/la-maxe'), tab('/les-etangs'), tab('/moselle')];
    await Promise.all(['/la-maxe', '/les-etangs', '/moselle'].map(page));
    await settle();
    await site.edit(table, 'la-maxe,La Maxe,57,57140,906', 'la-maxe,La Maxe,57,57140 57141,907');
    await expect.poll(() => names(maxe), { timeout: 5000 }).toContain('reload');
    expect(logger.lines).toContainEqual(
      expect.stringMatching(/^content\/local\/towns\.csv → re-rendered \/la-maxe, reloaded 1 tab in \d+ ms$/),
    );
    await settle();
    expect(names(etangs)).not.toContain('reload');
    expect(names(moselle)).not.toContain('reload');
    [maxe, etangs, moselle].forEach((stream) => stream.close());
    await buildFixture({
      root: site.root,
      outDir: 'built',
      drafts: true,
    });
    const built = await readFile(path.join(site.root, 'built', 'la-maxe.html'), 'utf8');
    expect(built).toContain('57140, 57141');
    expect(await page('/la-maxe')).toBe(injectDevClient(Buffer.from(built)).toString());
  });

  it('shows a problem of the row saved with its line, and keeps serving the last good page until it is fixed', async () => {
    const maxe = tab('/la-maxe');
    await settle();
    await site.edit(table, 'la-maxe,La Maxe,57,57140 57141,', 'la-maxe,La Maxe,57,5714O,');
    await expect.poll(() => names(maxe), { timeout: 5000 }).toContain('problem');
    const shown = JSON.parse(maxe.events.find((event) => event.name === 'problem')!.data) as string;
    expect(shown).toContain('content/local/towns.csv:5:20 postcodes: "5714O" is not a postcode');
    expect(names(maxe)).not.toContain('reload');
    expect(await page('/la-maxe')).toContain('57140, 57141');
    await site.edit(table, '5714O', '57140');
    await expect.poll(() => names(maxe), { timeout: 5000 }).toContain('clear');
    expect(await page('/la-maxe')).not.toContain('57141');
    maxe.close();
  });

  it('after a town’s address changed, serves it at its new address and no longer at the old one', async () => {
    await site.edit(table, 'les-etangs,Les Étangs,', 'les-etangs-57,Les Étangs,');
    await expect
      .poll(() => fetch(session.url + '/les-etangs-57').then((response) => response.status), { timeout: 5000 })
      .toBe(200);
    expect(await fetch(session.url + '/les-etangs').then((response) => response.status)).toBe(404);
    expect(await page('/moselle')).toContain('<a href="/les-etangs-57">Les Étangs</a>');
  });

  it('warns of a row saved with another département’s postcode once every page is checked, as site check does', async () => {
    const slip = 'content/local/towns.csv:7:'; // l-hopital's row
    const at = logger.lines.length;
    await site.edit(table, 'l-hopital,L’Hôpital,57,57490,', 'l-hopital,L’Hôpital,57,54490,');
    await expect
      .poll(() => logger.lines.slice(at).some((line) => line.startsWith(`${table} →`)), { timeout: 5000 })
      .toBe(true);
    await expect
      .poll(() => logger.warnings.filter((line) => line.startsWith(slip)).join('\n'), { timeout: 10_000 })
      .toContain('postcode 54490 belongs to département 54 (Meurthe-et-Moselle), not to 57 (Moselle)');
  });
});
