import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/runSite.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  // Enough pages for the build to be stopped while it writes them.
  const folder = path.join(site.root, 'content', 'pages', 'articles');
  await mkdir(folder);
  for (let index = 0; index < 3000; index++) {
    await writeFile(path.join(folder, `article-${index}.md`), `---\ntitle: Article ${index}\ndescription: Un article de test sur la téléphonie.\n---\n\nParagraphe ${index}.\n`);
  }
  expect((await runSite(['build', '--quiet'], site.root)).code).toBe(0);
}, 120_000);
afterAll(() => site.remove());

const workFolders = async () => (await readdir(site.root)).filter((name) => /^\.out-(staging|old)-/.test(name)).sort();

/** Starts `site build`, waits until it is writing pages into its staging folder, then sends `signal`. */
async function interrupt(signal: NodeJS.Signals): Promise<number | null> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), 'build', '--quiet'], { cwd: site.root, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code, signalName) => resolve(code ?? (signalName ? -1 : null))));
  for (;;) {
    const [staging] = (await readdir(site.root)).filter((name) => name.startsWith(`.out-staging-${child.pid}-`));
    const pages = staging ? await readdir(path.join(site.root, staging, 'articles')).catch(() => []) : [];
    if (pages.length > 0) break;
    if (child.exitCode !== null) throw new Error('the build ended before it could be interrupted');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill(signal);
  return exited;
}

describe('an interrupted build', () => {
  it('removes its own staging folder on Ctrl-C, leaving out/ as it was', async () => {
    const before = await treeSnapshot(path.join(site.root, 'out'));
    expect(await interrupt('SIGINT')).toBe(130);
    expect(await workFolders()).toEqual([]);
    expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
  });

  it('leaves folders that the next build removes, and only those', async () => {
    expect(await interrupt('SIGKILL')).toBe(-1);
    const [staging] = await workFolders();
    expect(staging).toMatch(/^\.out-staging-\d+-/);
    // A folder retired by a build killed before removing it: a copy of a previous out/, from a process that has ended.
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await cp(path.join(site.root, 'out', '.site-build'), path.join(site.root, `.out-old-${ended}-abc`, '.site-build'));
    // Folders the build did not write (no build record): never removed.
    await mkdir(path.join(site.root, `.out-staging-${ended}-mine`));
    await writeFile(path.join(site.root, `.out-staging-${ended}-mine`, 'notes.txt'), 'mine');
    const result = await runSite(['build', '--quiet'], site.root);
    expect(result.code).toBe(0);
    expect(await workFolders()).toEqual([`.out-staging-${ended}-mine`]);
  });
});
