import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempSite, type TempSite } from '../helpers/tempSite.js';
import { buildFixture } from '../helpers/buildInProcess.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site.remove());

describe('adding a town', () => {
  it('is one YAML file: its page, sitemap entry and footer link follow', async () => {
    const metz = await site.read('content/local/metz.yaml');
    const epinal = metz
      .replaceAll('Metz', 'Épinal')
      .replace('FR-57', 'FR-88')
      .replace('[49.1193, 6.1757]', '[48.1724, 6.4496]')
      .replace('Devis gratuit', 'Étude gratuite');
    await site.write('content/local/epinal.yaml', epinal);
    const result = await buildFixture({
      root: site.root,
    });
    expect(result.routes.some((route) => route.path === '/epinal')).toBe(true);
    const out = path.join(site.root, 'out');
    const page = await readFile(path.join(out, 'epinal.html'), 'utf8');
    expect(page).toContain('<meta name="geo.region" content="FR-88"/>');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain('/epinal</loc>');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('<a href="/epinal">Épinal</a>');
  });
});
