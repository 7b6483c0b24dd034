import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { startDev, type DevSession } from '../../../generator/dev/devSession.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
let session: DevSession;

beforeAll(async () => {
  site = await createTempSite();
  await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toFile(path.join(site.root, 'public/images/accueil.jpg'));
  await site.write(
    'content/pages/accueil-client.md',
    '---\ntitle: Accueil\ndescription: Notre accueil.\n---\n\nTexte.\n\n![L’accueil de l’agence de Metz](/images/accueil.jpg)\n',
  );
  session = await startDev({ root: site.root, toolRoot: repoRoot, port: 0, env: {}, logger: createMemoryLogger() });
}, 30_000);
afterAll(async () => {
  await session.stop();
  await site.remove();
});

describe('site dev and the images of the site (issue 41)', () => {
  it('shows the picture a build writes, and encodes each file on its first request', async () => {
    const served = await (await fetch(`${session.url}/accueil-client`)).text();
    const picture = /<picture>.*?<\/picture>/.exec(served)?.[0];
    expect(picture).toMatch(/srcset="\/assets\/images\/accueil-\w+-480\.avif 480w, [^"]+1400\.avif 1400w"/);
    const href = /<source type="image\/webp" srcset="([^ "]+) 480w/.exec(picture!)![1]!;
    const answer = await fetch(session.url + href);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 480]);
    expect((await fetch(`${session.url}/assets/images/accueil-0000000000-480.webp`)).status).toBe(404);
    // The same markup as the build's page.
    expect((await buildInProcess(site.root)).code).toBe(0);
    const built = await readFile(path.join(site.root, 'out/accueil-client.html'), 'utf8');
    expect(/<picture>.*?<\/picture>/.exec(built)?.[0]).toBe(picture);
  });
});
