import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevSession } from '../../../generator/dev/devSession.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { devTab, eventNames } from '../../helpers/devTab.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

/** site dev started on a site whose `content/site.yaml` cannot be read: no page can be prepared. */
let site: TempSite;
let session: DevSession;
let written = '';
const logger = createMemoryLogger();

beforeAll(async () => {
  site = await createTempSite();
  written = await site.read('content/site.yaml');
  await site.write('content/site.yaml', `${written}oubli: [\n`);
  session = await startDev({ root: site.root, toolRoot: repoRoot, port: 0, env: {}, logger });
}, 30_000);
afterAll(async () => {
  await session.stop();
  await site.remove();
});

describe('site dev started on content with a problem', () => {
  it('answers every address with a page that shows the problem over it, then the site once the file is fixed', async () => {
    for (const at of ['/', '/metz']) {
      const answer = await fetch(session.url + at);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const body = await answer.text();
      expect(body).toContain('<h1>Le site n’a pas pu être préparé</h1>');
      expect(body).toContain("new EventSource('/__site/events?path='");
      // The overlay over this page says there is no last valid version to show.
      expect(body).toContain('<body data-site-not-ready>');
      expect(body).toContain('Corrigez le fichier et enregistrez-le\u00a0: le site s’affichera.');
    }
    // Told in the terminal as a save's problems are: they stay shown; nothing is said of an output.
    const told = [...logger.lines, ...logger.errors].join('\n');
    expect(told).toContain('Content check failed: 1 problem found. Shown over the open pages until fixed.');
    expect(told).not.toContain('Nothing was written');
    const tab = devTab(session.url, '/');
    await expect.poll(() => tab.events.find((event) => event.name === 'problem')?.data).toContain('content/site.yaml');
    await site.write('content/site.yaml', written);
    await expect.poll(() => eventNames(tab), { timeout: 10_000 }).toContain('reload');
    tab.close();
    // The page the reload brings shows no problem any more.
    const reloaded = devTab(session.url, '/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    reloaded.close();
    expect(eventNames(reloaded)).not.toContain('problem');
    const home = await fetch(session.url + '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="fr"');
  });
});
