import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectDevClient } from '../../../generator/dev/devClient.js';
import { startDev, type DevSession } from '../../../generator/dev/devSession.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { devTab, eventNames } from '../../helpers/devTab.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { buildFixture } from '../../helpers/buildInProcess.js';

let site: TempSite;
let session: DevSession;
const logger = createMemoryLogger();

const tab = (at: string) => devTab(session.url, at);
const names = eventNames;
const page = async (at: string) => (await fetch(session.url + at)).text();
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  site = await createTempSite();
  session = await startDev({ root: site.root, toolRoot: repoRoot, port: 0, env: {}, logger });
}, 30_000);
afterAll(async () => {
  await session.stop();
  await site.remove();
});

describe('site dev renders on request', () => {
  it('serves every page byte for byte as site build writes it, but for its reload script and the policy <meta>', async () => {
    await buildFixture({
      root: site.root,
      outDir: 'built',
      drafts: true,
    });
    const files = await fg('**/*.html', { cwd: path.join(site.root, 'built') });
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const built = await readFile(path.join(site.root, 'built', file), 'utf8');
      expect(built).toContain('http-equiv="Content-Security-Policy"');
      const response = await fetch(`${session.url}/${file}`);
      expect(await response.text(), file).toBe(injectDevClient(Buffer.from(built)).toString());
    }
  });

  it('after an edit of one Markdown page, serves it byte for byte as site build writes the edited site', async () => {
    const legal = tab('/mentions-legales');
    await settle();
    await site.edit('content/pages/mentions-legales.md', 'title: ', 'title: Les ');
    await expect.poll(() => names(legal), { timeout: 5000 }).toContain('reload');
    legal.close();
    await buildFixture({
      root: site.root,
      outDir: 'edited',
      drafts: true,
    });
    const built = await readFile(path.join(site.root, 'edited', 'mentions-legales.html'), 'utf8');
    expect(built).toContain('<title>Les ');
    expect(await page('/mentions-legales')).toBe(injectDevClient(Buffer.from(built)).toString());
  });

  it('renders a page no tab has opened when it is first asked for, then serves it from its cache', async () => {
    const before = session.stats().rendered;
    const said = logger.lines.length;
    await site.edit(
      'content/local/verdun.yaml',
      'Verdun, entre mémoire et entreprises',
      'Verdun, entre mémoire et industrie',
    );
    // The save handled (a fixed wait lost the race on a busy machine), no page rendered for it.
    await expect
      .poll(() => logger.lines.slice(said).some((line) => line.startsWith('content/local/verdun.yaml → ')), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(session.stats().rendered).toBe(before);
    expect((await page('/verdun')).includes('Verdun, entre mémoire et industrie')).toBe(true);
    expect(session.stats().rendered).toBe(before + 1);
    await page('/verdun');
    expect(session.stats().rendered).toBe(before + 1);
  });

  it('re-renders and reloads only the open tabs whose page read the saved file', async () => {
    const [metz, nancy] = [tab('/metz'), tab('/nancy')];
    await settle();
    await site.edit(
      'content/local/metz.yaml',
      'Les entreprises messines, nos voisines',
      'Les entreprises messines, nos voisines immédiates',
    );
    await expect.poll(() => names(metz), { timeout: 5000 }).toContain('reload');
    expect(metz.events.find((event) => event.name === 'reload')!.data).toBe('["/metz"]');
    expect(logger.lines).toContainEqual(
      expect.stringMatching(/^content\/local\/metz\.yaml → re-rendered \/metz, reloaded 1 tab in \d+ ms$/),
    );
    expect((await page('/metz')).includes('nos voisines immédiates')).toBe(true);
    await settle();
    expect(names(nancy)).not.toContain('reload');
    [metz, nancy].forEach((stream) => stream.close());
  });

  it('reloads every open tab after an edit of site.yaml', async () => {
    const [metz, home] = [tab('/metz'), tab('/')];
    await settle();
    await site.edit('content/site.yaml', 'name: ', 'name: Nouveau ');
    await expect.poll(() => names(metz), { timeout: 5000 }).toContain('reload');
    await expect.poll(() => names(home), { timeout: 5000 }).toContain('reload');
    [metz, home].forEach((stream) => stream.close());
  });

  it('shows a dead link added in an edit over the page, with its file and line, and takes it away once fixed', async () => {
    const cgv = tab('/cgv');
    await settle();
    await site.edit('content/pages/cgv.md', 'Nous vous invitons', 'Voir [la grille](/nulle-part). Nous vous invitons');
    // The file may be read while it is being written, and refused as empty first: the dead link's turn comes after.
    const problems = () => cgv.events.filter((event) => event.name === 'problem').map((event) => event.data);
    await expect.poll(() => problems().join('\n'), { timeout: 5000 }).toContain('/nulle-part');
    const shown = JSON.parse(problems().find((data) => data.includes('/nulle-part'))!) as string;
    expect(shown).toContain('content/pages/cgv.md:10:');
    expect(shown).toContain('dead link /nulle-part: no page at /nulle-part (linked from /cgv)');
    // site dev writes nothing: it says where the problem stays, not that an output was kept.
    expect(shown).toContain('\n\nLink check failed: 1 problem found. Shown over the open pages until fixed.');
    // Printed as a problem, as site check prints it, never under « warning: ».
    expect(logger.errors.join('\n')).toContain('dead link /nulle-part: no page at /nulle-part (linked from /cgv)');
    expect(logger.warnings.join('\n')).not.toContain('/nulle-part');
    await site.edit('content/pages/cgv.md', '(/nulle-part)', '(/metz)');
    await expect.poll(() => names(cgv), { timeout: 5000 }).toContain('clear');
    cgv.close();
  });
});

describe('the check of every page', () => {
  it('starts once the first page is served, so that page never waits on it', async () => {
    const quiet = createMemoryLogger();
    const started = await startDev({ root: site.root, toolRoot: repoRoot, port: 0, env: {}, logger: quiet });
    try {
      const checked = () => quiet.lines.some((line) => line.startsWith('checked the links'));
      // Well before the two seconds after which it starts by itself.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(checked()).toBe(false);
      expect((await fetch(started.url + '/cgv')).status).toBe(200);
      await expect.poll(checked, { timeout: 10_000 }).toBe(true);
    } finally {
      await started.stop();
    }
  });
});

describe('the problems of site dev', () => {
  it('shows a problem of a Markdown body found after the first page was served, with its file and line', async () => {
    await site.write(
      'content/pages/liens.md',
      '---\ntitle: Liens\ndescription: Une page de liens.\n---\n\nVoir {brnad}.\n',
    );
    const shown = createMemoryLogger();
    const broken = await startDev({ root: site.root, toolRoot: repoRoot, port: 0, env: {}, logger: shown });
    try {
      // The body is compiled when its page is first asked for, or by the check of every page after the first request.
      expect(await fetch(broken.url + '/metz').then((response) => response.status)).toBe(200);
      await expect
        .poll(() => shown.errors.join('\n'), { timeout: 10_000 })
        .toContain('content/pages/liens.md:6:6 unknown placeholder {brnad}');
    } finally {
      await broken.stop();
      await rm(path.join(site.root, 'content/pages/liens.md'));
    }
  });
});

describe('an edit of a template in site dev', () => {
  it('compiles the templates again and reloads the open tabs with the new page', async () => {
    // A copy of the generator's own folders, so that editing a template touches no other test.
    const tool = await mkdtemp(path.join(tmpdir(), 'site-tool-'));
    for (const folder of ['generator', 'templates', 'client', 'model'])
      await cp(path.join(repoRoot, folder), path.join(tool, folder), { recursive: true });
    await symlink(path.join(repoRoot, 'node_modules'), path.join(tool, 'node_modules'));
    const own = await startDev({ root: site.root, toolRoot: tool, port: 0, env: {}, logger: createMemoryLogger() });
    const events: string[] = [];
    const controller = new AbortController();
    void fetch(`${own.url}/__site/events?path=%2Fmetz`, { signal: controller.signal }).then(async (response) => {
      const reader = response.body!.getReader();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        events.push(new TextDecoder().decode(value));
      }
    });
    try {
      expect(await fetch(own.url + '/metz').then((response) => response.text())).toContain('Tous droits réservés');
      await settle();
      const footer = path.join(tool, 'templates', 'layout', 'Footer.tsx');
      await writeFile(
        footer,
        (await readFile(footer, 'utf8')).replace('Tous droits réservés', 'Droits de reproduction réservés'),
      );
      await expect.poll(() => events.join(''), { timeout: 15_000 }).toContain('event: reload');
      expect(await fetch(own.url + '/metz').then((response) => response.text())).toContain(
        'Droits de reproduction réservés',
      );
    } finally {
      controller.abort();
      await own.stop();
      await rm(tool, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('the page cache of site dev', () => {
  it('keeps the rendered pages within its limit, dropping the least recently read', async () => {
    const small = await startDev({
      root: site.root,
      toolRoot: repoRoot,
      port: 0,
      env: {},
      logger: createMemoryLogger(),
      cacheBytes: 100_000,
    });
    try {
      for (const at of ['/metz', '/nancy', '/verdun', '/moselle', '/vosges', '/cgv'])
        await fetch(small.url + at).then((response) => response.text());
      expect(small.stats().cachedBytes).toBeGreaterThan(0);
      expect(small.stats().cachedBytes).toBeLessThanOrEqual(100_000);
      const rendered = small.stats().rendered;
      await fetch(small.url + '/metz').then((response) => response.text());
      expect(small.stats().rendered).toBe(rendered + 1);
    } finally {
      await small.stop();
    }
  });
});
