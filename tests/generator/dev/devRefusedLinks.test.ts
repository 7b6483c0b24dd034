import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevSession } from '../../../generator/dev/devSession.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { devTab } from '../../helpers/devTab.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
let session: DevSession;
const logger = createMemoryLogger();

beforeAll(async () => {
  site = await createTempSite();
  const settings = await site.read('content/site.yaml');
  await site.write('content/site.yaml', settings.replace(/^ {4}name: OVH SAS$/m, '    name: "javascript:alert(1)//"'));
  const legal = await site.read('content/pages/mentions-legales.md');
  await site.write('content/pages/mentions-legales.md', `${legal}\nSon adresse : [l’hébergeur]({legal.hostName}).\n`);
  session = await startDev({ root: site.root, toolRoot: repoRoot, port: 0, env: {}, logger });
}, 30_000);
afterAll(async () => {
  await session.stop();
  await site.remove();
});

describe('site dev, which serves pages without their Content-Security-Policy (issue 40, point 2)', () => {
  it('serves the page without the javascript: link a placeholder filled, and shows the refusal over it', async () => {
    const tab = devTab(session.url, '/mentions-legales');
    try {
      const html = await (await fetch(`${session.url}/mentions-legales`)).text();
      expect(html).toContain('Son adresse\u00a0: <a>l’hébergeur</a>.');
      expect(html).not.toMatch(/(href|src)="javascript:/);
      const message =
        'content/pages/mentions-legales.md:105:29 link {legal.hostName}, filled as \\"javascript:alert(1)//\\", is refused';
      const problems = () => tab.events.filter((event) => event.name === 'problem').map((event) => event.data);
      await expect.poll(() => problems().join('\n'), { timeout: 10_000 }).toContain(message);
    } finally {
      tab.close();
    }
  });
});
