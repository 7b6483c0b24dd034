import { existsSync } from 'node:fs';
import { chmod, link, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../generator/build.js';
import { cacheFolder, readCachePack } from '../../../generator/cache/cachePack.js';
import { recordFile } from '../../../generator/cache/lastBuild.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { coldOutput, outputBytes as tree } from '../../helpers/outputBytes.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const cold = () => coldOutput(site.root);

const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  await site.write('content/local/towns.csv', await fixture('towns.csv'));
  await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
});
afterAll(() => site.remove());

/** Builds with the cache into `out` (relative to the site); the render line and the warnings. */
async function build(out = 'out', cache: { codeVersion?: string; rebuild?: boolean } = {}) {
  const logger = createMemoryLogger();
  const result = await buildSite({ root: site.root, toolRoot: repoRoot, outDir: out, env: {}, logger, cache: { codeVersion: 'v1', ...cache } });
  return { render: logger.lines.find((line) => line.startsWith('render '))!, warnings: logger.warnings.filter((line) => !line.startsWith('no chat webhook')), pages: result.pages };
}

/**
 * `build` with a record of the last build it cannot use (as when a shared file changed): the
 * build takes its pages from the cache pack, never from the quick path (see quickBuild.test.ts).
 */
async function packBuild(out = 'out', cache: { codeVersion?: string; rebuild?: boolean } = {}) {
  await writeFile(recordFile(site.root), 'not a record');
  return build(out, cache);
}


/** The keys of the pages the cache holds for code version `codeVersion`. */
function entries(codeVersion = 'v1'): string[] {
  return readCachePack(site.root, codeVersion).pack!.pages.entries.map(([key]) => key);
}

const packFile = () => path.join(cacheFolder(site.root), 'cache.pack');

describe('incremental builds: the output is the output of a cold build, byte for byte', { timeout: 120_000 }, () => {
  it('links every page from the last output when nothing changed (once a build kept a pack: a first build keeps none)', async () => {
    const first = await build();
    expect(first.render).toBe(`render ${first.pages} pages`);
    expect(existsSync(packFile())).toBe(false);
    expect((await packBuild()).render).toBe(`render ${first.pages} pages, 0 from the cache`);
    expect((await packBuild()).render).toBe(`render ${first.pages} pages, ${first.pages} from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    expect(entries()).toHaveLength(first.pages);
  });

  it('renders only the edited Markdown page', async () => {
    await site.edit('content/pages/cgv.md', 'régissent les relations', 'régissent désormais les relations');
    const { render, pages } = await packBuild();
    expect(render).toBe(`render ${pages} pages, ${pages - 1} from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
  });

  it('renders every page again when a file every page reads changes (site.yaml, navigation)', async () => {
    const text = await site.read('content/site.yaml');
    await site.write('content/site.yaml', text.replace(/^(\s*name: )(.*)$/m, '$1$2 Pro'));
    let result = await build();
    expect(result.render).toBe(`render ${result.pages} pages, 0 from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    await site.edit('content/navigation.yaml', 'href: /#secteurs', 'href: /#offres');
    result = await build();
    expect(result.render).toBe(`render ${result.pages} pages, 0 from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
  });

  it('renders the changed towns only after a row of towns.csv changes, every town after their shared text changes', async () => {
    const before = await build();
    const csv = await site.read('content/local/towns.csv');
    await site.write('content/local/towns.csv', csv.replace(',57,57050,4132,', ',57,57051,4132,'));
    const row = await build();
    expect(Number(/, (\d+) from the cache$/.exec(row.render)![1])).toBe(before.pages - 1);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    await site.edit('content/local-town.yaml', 'bien accueillis', 'toujours bien accueillis');
    const shared = await build();
    const output = await tree(path.join(site.root, 'out'));
    const towns = Object.values(output).filter((page) => Buffer.from(page, 'base64').toString().includes('toujours bien accueillis'));
    expect(towns.length).toBeGreaterThan(1);
    expect(Number(/, (\d+) from the cache$/.exec(shared.render)![1])).toBe(before.pages - towns.length);
    expect(output).toEqual(await cold());
  });

  it('renders every page again for another version of the generator (its templates), or with --no-cache', async () => {
    const other = await build('out', { codeVersion: 'v2' });
    expect(other.render).toBe(`render ${other.pages} pages, 0 from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    expect(other.warnings).toEqual(['build cache not used: it was made by another version of the generator or its templates; every page is rendered again']);
    const rebuilt = await build('out', { codeVersion: 'v2', rebuild: true }); // a first build again: no pack
    expect(rebuilt).toEqual({ render: `render ${other.pages} pages`, warnings: [], pages: other.pages });
    expect(existsSync(packFile())).toBe(false);
    expect((await packBuild('out', { codeVersion: 'v2' })).render).toBe(`render ${other.pages} pages, 0 from the cache`);
    expect((await packBuild('out', { codeVersion: 'v2' })).render).toBe(`render ${other.pages} pages, ${other.pages} from the cache`);
    expect(entries('v2')).toHaveLength(other.pages);
  });

  it('drops the entry of a removed page: the cache holds the pages of the last build, no more', async () => {
    await site.write('content/pages/extra.md', '---\ntitle: Page en plus\ndescription: Une page ajoutée puis retirée.\n---\n\nTexte.\n');
    const added = await build();
    expect(entries()).toHaveLength(added.pages);
    await rm(path.join(site.root, 'content/pages/extra.md'));
    const removed = await build();
    expect(removed.pages).toBe(added.pages - 1);
    expect(removed.render).toBe(`render ${removed.pages} pages, 0 from the cache`); // every page's links are laid out anew
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    expect(entries()).toHaveLength(removed.pages);
  });

  it('builds into two output folders in turn, each the output of a cold build, sharing no file', async () => {
    await site.edit('content/pages/cgv.md', 'désormais', 'aujourd’hui');
    await build('out-a');
    await site.edit('content/pages/cgv.md', 'aujourd’hui', 'désormais');
    const other = await build('out-b');
    expect(other.render).toBe(`render ${other.pages} pages, 0 from the cache`);
    expect(await tree(path.join(site.root, 'out-b'))).toEqual(await cold());
    expect(await tree(path.join(site.root, 'out'))).toEqual(await tree(path.join(site.root, 'out-b')));
    expect((await stat(path.join(site.root, 'out-b', 'index.html'))).nlink).toBe(1);
  });

  it('renders every page again when a page is added (a link written /…/ may now lead to it) or the URL layout changes', async () => {
    await build();
    await site.write('content/pages/tarifs.md', '---\ntitle: Tarifs\ndescription: Les tarifs de nos offres.\n---\n\nNos tarifs.\n');
    const added = await build();
    expect(added.render).toBe(`render ${added.pages} pages, 0 from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    const logger = createMemoryLogger();
    await buildSite({ root: site.root, toolRoot: repoRoot, outDir: 'out', env: {}, logger, format: 'directory', cache: { codeVersion: 'v1' } });
    expect(logger.lines.find((line) => line.startsWith('render '))).toBe(`render ${added.pages} pages, 0 from the cache`);
    await buildSite({ root: site.root, toolRoot: repoRoot, outDir: 'cold', env: {}, format: 'directory', logger: createMemoryLogger() });
    expect(await tree(path.join(site.root, 'out'))).toEqual(await tree(path.join(site.root, 'cold')));
    await rm(path.join(site.root, 'content/pages/tarifs.md'));
  });

  it('links a page over a file of public/ at the same path, as a written page replaces it', async () => {
    await site.write('public/cgv.html', 'a file of public/');
    await build();
    const { render, pages } = await packBuild();
    expect(render).toBe(`render ${pages} pages, ${pages} from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    await rm(path.join(site.root, 'public/cgv.html'));
  });

  it('renders again a page changed, removed or given other permissions in out/ after the build, links the others', async () => {
    await build();
    await writeFile(path.join(site.root, 'out', 'cgv.html'), 'changed by a deploy step');
    await rm(path.join(site.root, 'out', 'index.html'));
    await chmod(path.join(site.root, 'out', '404.html'), 0o600);
    const { render, pages } = await build();
    expect(render).toBe(`render ${pages} pages, ${pages - 3} from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
  });

  it('never writes into a page it linked: the previous output keeps its bytes when the next build changes the page', async () => {
    await build();
    const out = (file: string) => path.join(site.root, 'out', file);
    const published = path.join(site.root, 'cgv-as-published.html');
    await link(out('cgv.html'), published); // the published file itself, whatever out/ becomes
    const bytes = await readFile(published);
    await packBuild();
    expect((await stat(out('cgv.html'))).ino).toBe((await stat(published)).ino); // linked, not written
    await site.edit('content/pages/cgv.md', 'désormais', 'dorénavant');
    const { render, pages } = await packBuild();
    expect(render).toBe(`render ${pages} pages, ${pages - 1} from the cache`);
    expect(await readFile(published)).toEqual(bytes);
    expect((await readFile(out('cgv.html'))).toString()).toContain('dorénavant');
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
  });

  it('leaves out/ as it was, inode for inode, when a build with linked pages fails', async () => {
    await build();
    const before = await tree(path.join(site.root, 'out'));
    const inode = (await stat(path.join(site.root, 'out', 'cgv.html'))).ino;
    await site.edit('content/pages/cgv.md', 'dorénavant', 'dorénavant ([voir](/nulle-part))');
    try {
      await expect(build()).rejects.toThrow('Link check failed: 1 problem found. Nothing was written; the previous output is unchanged.');
    } finally {
      await site.edit('content/pages/cgv.md', 'dorénavant ([voir](/nulle-part))', 'dorénavant');
    }
    expect(await tree(path.join(site.root, 'out'))).toEqual(before);
    expect((await stat(path.join(site.root, 'out', 'cgv.html'))).ino).toBe(inode);
  });
});

describe('a damaged cache means a cold build with a notice, never a stale page or a failed build', { timeout: 120_000 }, () => {
  it('renders every page again when the pack was changed, and keeps them anew', async () => {
    await build();
    const bytes = await readFile(packFile());
    bytes[bytes.length - 10]! ^= 1; // same size, one bit changed
    await writeFile(packFile(), bytes);
    const damaged = await packBuild();
    expect(damaged.warnings).toEqual(['build cache not used: its file is damaged (its contents changed); every page is rendered again']);
    expect(damaged.render).toBe(`render ${damaged.pages} pages, 0 from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    expect((await packBuild()).render).toBe(`render ${damaged.pages} pages, ${damaged.pages} from the cache`);
  });

  it('renders every page again when the pack is cut in half, or is not a pack', async () => {
    const { pages } = await build();
    const bytes = await readFile(packFile());
    await writeFile(packFile(), bytes.subarray(0, bytes.length / 2));
    const truncated = await packBuild();
    expect(truncated).toEqual({ render: `render ${pages} pages, 0 from the cache`, warnings: ['build cache not used: its file is damaged (cut short); every page is rendered again'], pages });
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    await writeFile(packFile(), '{}');
    expect((await packBuild()).warnings).toEqual(['build cache not used: its file is damaged (not a cache pack); every page is rendered again']);
  });

  it('says it in French', async () => {
    await writeFile(packFile(), '{}');
    await rm(recordFile(site.root), { force: true });
    const logger = createMemoryLogger('fr');
    await buildSite({ root: site.root, toolRoot: repoRoot, outDir: 'out', env: {}, logger, cache: { codeVersion: 'v1' } });
    expect(logger.warnings).toContain('cache de construction non utilisé\u00a0: son fichier est endommagé (not a cache pack)\u00a0; chaque page est construite à nouveau');
  });
});
