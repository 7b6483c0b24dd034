import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  // Enough pages for the build to be stopped while it writes them.
  const folder = path.join(site.root, 'content', 'pages', 'articles');
  await mkdir(folder);
  for (let index = 0; index < 3000; index++) {
    await writeFile(
      path.join(folder, `article-${index}.md`),
      `---\ntitle: Article ${index}\ndescription: Un article de test, le numéro ${index}, sur la téléphonie.\n---\n\nParagraphe ${index}.\n`,
    );
  }
  expect((await buildInProcess(site.root)).code).toBe(0);
}, 120_000);
afterAll(() => site.remove());

const workFolders = async () => (await readdir(site.root)).filter((name) => /^\.out-(next|old)-/.test(name)).sort();

/**
 * Starts `site build`, waits until it is writing pages into its new output folder, then disturbs it
 * (`disturb` gets the new output folder); resolves with the exit code (-1 when killed) and stderr.
 */
async function disturbed(
  disturb: (output: string, child: ChildProcess) => unknown,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), 'build', '--quiet'], {
    cwd: site.root,
    env: { ...process.env, SITE_CHAT_WEBHOOK_URL: 'https://hooks.example.fr/chat' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code, signalName) => resolve(code ?? (signalName ? -1 : null))),
  );
  for (;;) {
    const [output] = (await readdir(site.root)).filter((name) => name.startsWith(`.out-next-${child.pid}-`));
    const pages = output ? await readdir(path.join(site.root, output, 'articles')).catch(() => []) : [];
    if (pages.length > 0) {
      await disturb(path.join(site.root, output!), child);
      return { code: await exited, stderr };
    }
    if (child.exitCode !== null) throw new Error('the build ended before it could be disturbed');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const interrupt = async (signal: NodeJS.Signals) => (await disturbed((_folder, child) => child.kill(signal))).code;

describe('a build interrupted or disturbed', () => {
  it('removes its own new output folder on Ctrl-C, leaving out/ as it was', async () => {
    const before = await treeSnapshot(path.join(site.root, 'out'));
    const result = await disturbed((_folder, child) => child.kill('SIGINT'));
    expect(result).toEqual({ code: 130, stderr: '\nStopped: nothing was written; out is unchanged.\n' });
    expect(await workFolders()).toEqual([]);
    expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
  });

  it('leaves folders that the next build removes, and only those', async () => {
    expect(await interrupt('SIGKILL')).toBe(-1);
    const [output] = await workFolders();
    expect(output).toMatch(/^\.out-next-\d+-/);
    // A folder retired by a build killed before removing it: a copy of a previous out/, from a process that has ended.
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await cp(path.join(site.root, 'out', '.site-build'), path.join(site.root, `.out-old-${ended}-abc`, '.site-build'));
    // Folders the build did not write (no build record): never removed.
    await mkdir(path.join(site.root, `.out-next-${ended}-mine`));
    await writeFile(path.join(site.root, `.out-next-${ended}-mine`, 'notes.txt'), 'mine');
    const result = await buildInProcess(site.root);
    expect(result.code).toBe(0);
    expect(await workFolders()).toEqual([`.out-next-${ended}-mine`]);
  });

  it('names what disappeared when its new output folder is moved away under it, exit 1, out/ untouched', async () => {
    const before = await treeSnapshot(path.join(site.root, 'out'));
    const away = path.join(site.root, 'moved-away');
    // A page written after the move fails; moved after the last page, the build record is missed.
    const result = await disturbed((output) => rename(output, away));
    await rm(away, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Could not write the site: \.out-next-\d+-\w+\/(\S+\.html|\.site-build): it disappeared during the build \(was it deleted or moved\?\)\. Build again once nothing else changes the project\. out is unchanged\.\n$/,
    );
    expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
  });
});
