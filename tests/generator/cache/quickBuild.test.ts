import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../generator/build.js';
import { changedFiles, withRacyMarked } from '../../../generator/cache/inputSnapshot.js';
import { recordFile, setPageIds } from '../../../generator/cache/lastBuild.js';
import type { UrlFormat } from '../../../generator/host/hostRules.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { coldOutput, outputBytes as tree } from '../../helpers/outputBytes.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const cold = (format?: UrlFormat, env: Record<string, string> = {}) => coldOutput(site.root, { format, env });

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  await site.write('content/pages/guide.md', '---\ntitle: Guide du standard\ndescription: Le guide du standard hébergé.\nupdated: 2026-01-10\n---\n\n## Installer les postes\n\nBranchez les postes.\n\n## Transférer un appel\n\nAppuyez sur la touche de transfert.\n');
  await site.write('content/pages/astuces.md', '---\ntitle: Astuces\ndescription: Quelques astuces.\n---\n\nVoir [le transfert](/guide#transferer-un-appel) et [les CGV](cgv.md).\n');
});
afterAll(() => site.remove());

interface Built {
  load: string;
  render: string;
  write: string;
  pages: number;
}

/**
 * Builds with the cache into `out`; its stage lines. A file saved within a few milliseconds of a
 * build is read again by the next (see withRacyMarked): the build waits until the edits made
 * before it are older, as a person's are.
 */
async function build(options: { out?: string; format?: UrlFormat; env?: Record<string, string> } = {}): Promise<Built> {
  await new Promise((resolve) => setTimeout(resolve, 60));
  const logger = createMemoryLogger();
  const result = await buildSite({ root: site.root, toolRoot: repoRoot, outDir: options.out ?? 'out', env: options.env ?? {}, format: options.format, logger, cache: { codeVersion: 'v1' } });
  const line = (stage: string) => logger.lines.find((text) => text.startsWith(`${stage} `))!;
  return { load: line('load'), render: line('render'), write: line('write'), pages: result.pages };
}


const inode = async (file: string) => (await stat(path.join(site.root, 'out', file))).ino;
const quickLine = (pages: number, rendered: number) => `render ${pages} pages, ${pages - rendered} as published`;

describe('quick builds: only edited Markdown pages are rendered again, replaced in out/, and out/ is a cold build’s', { timeout: 120_000 }, () => {
  it('renders nothing when nothing changed, and only the edited page after an edit, reading only the site-wide files', async () => {
    const first = await build();
    expect(first.render).toBe(`render ${first.pages} pages`); // a first build keeps no pack
    expect((await build()).render).toBe(quickLine(first.pages, 0));
    const kept = await inode('cgv.html');
    const edited = await inode('guide.html');
    await site.edit('content/pages/guide.md', 'Branchez les postes.', 'Branchez les postes sur le réseau.');
    const quick = await build();
    expect(quick.render).toBe(quickLine(first.pages, 1));
    expect(quick.load).toBe('load 1 edited page, nothing else changed');
    expect(quick.write).toMatch(/^write 1 file replaced in \S*out$/);
    expect(await inode('cgv.html')).toBe(kept);
    expect(await inode('guide.html')).not.toBe(edited);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    await site.edit('content/pages/guide.md', 'sur le réseau.', 'sur le réseau de l’entreprise.');
    expect((await build()).render).toBe(quickLine(first.pages, 1)); // the record follows each quick build
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
  });

  it('builds the whole site when an edit changes what other files read: the sitemap’s date, an anchor another page links to', async () => {
    await site.edit('content/pages/guide.md', 'updated: 2026-01-10', 'updated: 2026-02-01');
    const dated = await build();
    expect(dated.render).toMatch(/ from the cache$/);
    expect(await readFile(path.join(site.root, 'out', 'sitemap.xml'), 'utf8')).toContain('2026-02-01');
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    await site.edit('content/pages/guide.md', '## Transférer un appel', '## Renvoyer un appel');
    const before = await tree(path.join(site.root, 'out'));
    await expect(build()).rejects.toThrow('Link check failed: 1 problem found. Nothing was written; the previous output is unchanged.');
    expect(await tree(path.join(site.root, 'out'))).toEqual(before);
    await site.edit('content/pages/guide.md', '## Renvoyer un appel', '## Transférer un appel');
  });

  it('never leaves a dead link or a content problem of the edited page unsaid', async () => {
    await build();
    await site.edit('content/pages/astuces.md', 'Quelques astuces.\n---\n', 'Quelques astuces.\n---\n\n[Nulle part](/nulle-part)\n');
    await expect(build()).rejects.toThrow('Link check failed: 1 problem found.');
    await site.edit('content/pages/astuces.md', '[Nulle part](/nulle-part)', 'Écrivez à {courriel}.');
    await expect(build()).rejects.toMatchObject({ message: expect.stringContaining('Content check failed: 1 problem found.'), problems: [{ position: { file: 'content/pages/astuces.md', line: 6 } }] });
    // An id the page holds twice once rendered (a footnote's own): never published by a quick build.
    await site.edit('content/pages/astuces.md', 'Écrivez à {courriel}.', 'Une note[^n].\n\n<p id="fn1">Autre</p>\n\n[^n]: La note.');
    await expect(build()).rejects.toMatchObject({ message: expect.stringContaining('Link check failed: 1 problem found.'), problems: [{ position: { file: 'content/pages/astuces.md', line: 8 } }] });
    await site.edit('content/pages/astuces.md', 'Une note[^n].\n\n<p id="fn1">Autre</p>\n\n[^n]: La note.', 'Une astuce de plus.');
    expect((await build()).render).toMatch(/ from the cache$/); // the failed builds left out/ as it was: the record still holds, or a whole build
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
  });

  it('builds the whole site when another file changed, out/ was changed after the build, or a setting differs', async () => {
    const { pages } = await build();
    await site.edit('content/site.yaml', 'name:', 'name:'); // written again, same bytes: its signature changed
    expect((await build()).render).toMatch(/ from the cache$/);
    await writeFile(path.join(site.root, 'out', 'cgv.html'), 'changed by a deploy step');
    await site.edit('content/pages/guide.md', 'Branchez', 'Raccordez');
    expect((await build()).render).toBe(`render ${pages} pages, ${pages - 2} from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    await site.edit('content/pages/guide.md', 'Raccordez', 'Branchez');
    const env = { SITE_BASE_URL: 'https://exemple.fr' };
    expect((await build({ env })).render).toBe(`render ${pages} pages, 0 from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold(undefined, env));
    expect((await build({ env })).render).toBe(quickLine(pages, 0));
  });

  it('keeps the URL layout of the last build: a directory layout is a cold directory build’s', async () => {
    const { pages } = await build({ format: 'directory' });
    await site.edit('content/pages/astuces.md', 'Une astuce de plus.', 'Deux astuces de plus.');
    expect((await build({ format: 'directory' })).render).toBe(quickLine(pages, 1));
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold('directory'));
  });

  it('builds the whole site when the record is damaged or a page cannot be replaced in out/', async () => {
    const { pages } = await build();
    const record = await readFile(recordFile(site.root));
    record[record.length - 5]! ^= 1;
    await writeFile(recordFile(site.root), record);
    expect((await build()).render).toBe(`render ${pages} pages, ${pages} from the cache`);
    await site.edit('content/pages/astuces.md', 'Deux astuces', 'Trois astuces');
    // Where the new page is written before it replaces the old one, something that is no file.
    await mkdir(path.join(site.root, 'out', `astuces.html.${process.pid}.tmp`));
    expect((await build()).render).toBe(`render ${pages} pages, ${pages - 1} from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
    await rm(recordFile(site.root));
  });
});

describe('signatures a record keeps', () => {
  it('marks a file changed since the build started, or just before (the clock’s tick): the next build reads it again', () => {
    const since = 1_800_000_000_000;
    const marked = withRacyMarked([['content/a.md', `10:${since - 3000}:${since - 3000}:7`], ['content/b.md', `10:${since - 3000}:${since - 20}:8`], ['content/c.md', `10:${since + 5}:${since + 5}:9`]], since);
    expect(changedFiles(marked, new Map([['content/a.md', `10:${since - 3000}:${since - 3000}:7`], ['content/b.md', `10:${since - 3000}:${since - 20}:8`], ['content/c.md', `10:${since + 5}:${since + 5}:9`]]))).toEqual(['content/b.md', 'content/c.md']);
  });
});

describe('the anchors a record keeps', () => {
  it('drops the lists no page uses any more once there are a thousand: a record does not grow with each quick build', () => {
    const record = { ids: [['/a', 0], ['/b', 0]] as [string, number][], idLists: [['contenu']] };
    for (let edit = 0; edit < 1001; edit++) setPageIds(record, '/a', ['contenu', `titre-${edit}`]);
    expect(record.idLists.length).toBeLessThanOrEqual(1002);
    setPageIds(record, '/a', ['contenu', 'fin']);
    expect(record.idLists).toEqual([['contenu', 'fin'], ['contenu']]);
    expect(record.ids.map(([address, index]) => [address, record.idLists[index]])).toEqual([['/a', ['contenu', 'fin']], ['/b', ['contenu']]]);
  });
});
