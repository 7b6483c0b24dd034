import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { townFinderFiles } from '../../../generator/write/townFinderFiles.js';
import type { Content } from '../../../generator/validate/validateContent.js';
import type { FinderTown } from '../../../model/townFinder.js';
import type { Town } from '../../../model/town.js';
import { buildFixture } from '../../helpers/buildInProcess.js';
import { builtTownSite } from '../../helpers/builtTownSite.js';
import type { TempSite } from '../../helpers/tempSite.js';

const town = (name: string, slug: string, departement: string): Town => ({
  slug,
  name,
  departement,
  postcodes: [],
  population: 100,
  facts: {},
  extra: {},
  line: 2,
  slugColumn: 1,
});

/** The part of the content the lists are made from: the town table, and the town text that turns it on. */
const content = (towns: Town[], townText: unknown = {}) => ({ towns, townText }) as unknown as Content;

describe('townFinderFiles', () => {
  it('writes a list per département, by name the French way, each address as the layout writes it', () => {
    const files = townFinderFiles(
      content([
        town('Œting', 'oeting', '57'),
        town('Épinal', 'epinal', '88'),
        town('Aboncourt', 'aboncourt-57', '57'),
        town('Éply', 'eply', '57'),
      ]),
      (address) => `${address}/`,
    );
    expect(files.map((file) => [file.path, JSON.parse(file.contents as string)])).toEqual([
      [
        'communes/moselle.json',
        [
          ['Aboncourt', '/aboncourt-57/'],
          ['Éply', '/eply/'],
          ['Œting', '/oeting/'],
        ],
      ],
      ['communes/vosges.json', [['Épinal', '/epinal/']]],
    ]);
  });

  it('writes none for a site without town pages', () => {
    expect(townFinderFiles(content([town('Metz', 'metz', '57')], null), (address) => address)).toEqual([]);
    expect(townFinderFiles(content([]), (address) => address)).toEqual([]);
  });
});

describe('the town finder of a built site', () => {
  let site: TempSite;
  beforeAll(async () => {
    site = await builtTownSite();
  }, 60_000);
  afterAll(() => site.remove());

  it('is on the département’s page, searching the list written beside it, whose every town has its page', async () => {
    const out = path.join(site.root, 'out');
    const page = await readFile(path.join(out, 'moselle.html'), 'utf8');
    expect(page).toContain(
      'data-island="TownFinder" data-props="{&quot;list&quot;:&quot;/communes/moselle.json&quot;}"',
    );
    expect(page).toMatch(/<input id="commune-cherchee" type="search"/);
    const list = JSON.parse(await readFile(path.join(out, 'communes', 'moselle.json'), 'utf8')) as FinderTown[];
    expect(list.length).toBeGreaterThan(0);
    for (const [name, href] of list) {
      expect(page).toContain(`<a href="${href}">${name}</a>`);
      await expect(readFile(path.join(out, `${href.slice(1)}.html`), 'utf8')).resolves.toContain(name);
    }
  });

  it('lists addresses ending in / in the directory layout', async () => {
    const out = path.join(site.root, 'out-directory');
    await buildFixture({ root: site.root, outDir: out, format: 'directory' });
    const list = JSON.parse(await readFile(path.join(out, 'communes', 'moselle.json'), 'utf8')) as FinderTown[];
    for (const [, href] of list) {
      expect(href).toMatch(/^\/[a-z0-9-]+\/$/);
      await expect(readFile(path.join(out, href.slice(1), 'index.html'), 'utf8')).resolves.toBeTruthy();
    }
  }, 60_000);
});
