import { spawn } from 'node:child_process';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecord, buildRecordText } from '../../../generator/write/outputFolder.js';
import { buildFixture } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site?.remove());

/** The id of a process that has ended: one started and waited for. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

/** Makes the folder `name` in the project, holding `files` (each path with its text). */
async function folder(name: string, files: Record<string, string> = {}): Promise<void> {
  await mkdir(path.join(site.root, name));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site.root, name, file)), { recursive: true });
    await writeFile(path.join(site.root, name, file), text);
  }
}

describe('the work folders that killed builds left (issue 40, point 7)', () => {
  it('removes those of ended processes holding nothing or only what a build writes, and keeps anything else as it was', async () => {
    const ended = await endedPid();
    const start = buildRecordText.slice(0, 10);
    const pages = { [buildRecord]: buildRecordText, 'cgv.html': '<p>CGV</p>', 'assets/app.js': '' };
    // What a killed build leaves: its new output folder before the record, during it, during the
    // pages; an empty out/ it had retired.
    const removed = [`.out-next-${ended}-a`, `.out-next-${ended}-b`, `.out-next-${ended}-c`, `.out-old-${ended}-d`];
    await folder(removed[0]!);
    await folder(removed[1]!, { [buildRecord]: '' });
    await folder(removed[2]!, { [buildRecord]: start });
    await folder(removed[3]!);
    removed.push(`.out-next-${ended}-e`);
    await folder(removed[4]!, pages);
    // Kept: folders of running processes (this one, init); someone's files, with part of the
    // record or with a record of other text; links, a file and another output folder's name.
    await folder(`.out-next-${process.pid}-f`);
    await folder('.out-next-1-g', pages);
    await folder(`.out-next-${ended}-h`, { 'notes.txt': 'mine' });
    await folder(`.out-next-${ended}-i`, { [buildRecord]: start, 'notes.txt': 'mine' });
    await folder(`.out-next-${ended}-j`, { [buildRecord]: 'my own notes\n' });
    await folder('elsewhere');
    await folder('built', pages);
    await symlink('elsewhere', path.join(site.root, `.out-next-${ended}-k`));
    await symlink('built', path.join(site.root, `.out-old-${ended}-l`));
    await writeFile(path.join(site.root, `.out-next-${ended}-m`), '');
    await folder(`.out-next-${ended}-n`);
    await symlink(path.join('..', 'built', buildRecord), path.join(site.root, `.out-next-${ended}-n`, buildRecord));
    await folder(`.public-next-${ended}-o`);
    const before = await treeSnapshot(site.root);

    await buildFixture({ root: site.root });

    const after = await readdir(site.root);
    const topLevel = Object.keys(before).filter((file) => file !== '.' && !file.includes(path.sep));
    expect(topLevel.filter((name) => !after.includes(name)).sort()).toEqual([...removed].sort());
    // Everything else, the links' targets included, is as it was: same inodes, same bytes.
    const keptOf = (tree: Record<string, string>) =>
      Object.entries(tree).filter(([file]) => !['out', ...removed].includes(file.split(path.sep)[0]!));
    expect(keptOf(await treeSnapshot(site.root))).toEqual(keptOf(before));
  });
});
