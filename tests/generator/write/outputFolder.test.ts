import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/runCli.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, '.git'));
  await writeFile(path.join(site.root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  await mkdir(path.join(site.root, 'mine'));
  await writeFile(path.join(site.root, 'mine', 'notes.txt'), 'my own notes');
});
afterAll(() => site.remove());

describe('site build --out', () => {
  it.each([
    ['.', 'Refusing to build into .: it holds the whole project, which the build would delete.'],
    ['content', 'Refusing to build into content: it is content/, part of the project.'],
    ['public/', 'Refusing to build into public: it is public/, part of the project.'],
    [
      'content/pages',
      `Refusing to build into ${path.join('content', 'pages')}: it lies inside content/, part of the project.`,
    ],
    ['.git', 'Refusing to build into .git: it is .git/, part of the project.'],
    [
      'templates/out',
      `Refusing to build into ${path.join('templates', 'out')}: it lies inside templates/, part of the project.`,
    ],
  ])('refuses %s with one sentence and exit code 2, touching nothing', async (out, sentence) => {
    const before = await treeSnapshot(site.root);
    const result = await runCli(['build', '--out', out], site.root);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`${sentence} Choose a folder of its own, such as --out out.\n`);
    expect(await treeSnapshot(site.root)).toEqual(before);
  });

  it('refuses in French when the locale is French', async () => {
    const project = await runCli(['build', '--out', 'content'], site.root, { LANG: 'fr_FR.UTF-8' });
    expect(project.code).toBe(2);
    expect(project.stderr).toBe(
      'Construction refusée dans content\u00a0: c’est content/, qui fait partie du projet. Choisissez un dossier à part, comme --out out.\n',
    );
    const foreign = await runCli(['build', '--out', 'mine', '--lang', 'fr'], site.root);
    expect(foreign.stderr).toBe(
      'Construction refusée dans mine\u00a0: le dossier existe déjà et aucune construction ne l’a écrit (il n’a pas de fichier .site-build), donc la construction ne l’effacera pas. Videz-le ou supprimez-le vous-même, ou choisissez un autre dossier avec --out.\n',
    );
  });

  it('refuses the folder above the project, named in full', async () => {
    const result = await runCli(['build', '--out', '..'], site.root);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `Refusing to build into ${path.dirname(site.root)}: it holds the whole project, which the build would delete. Choose a folder of its own, such as --out out.\n`,
    );
  });

  it('refuses a folder inside the generator’s own checkout, when the site lives elsewhere', async () => {
    const out = path.join(repoRoot, 'generator', 'out');
    const result = await runCli(['build', '--out', out], site.root);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `Refusing to build into ${out}: it lies inside generator/, part of the project. Choose a folder of its own, such as --out out.\n`,
    );
  });

  it('never replaces a folder that no build wrote, and replaces one that a build wrote', async () => {
    const before = await treeSnapshot(site.root);
    const refused = await runCli(['build', '--out', 'mine'], site.root);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'Refusing to build into mine: the folder already exists and no build wrote it (it has no .site-build file), so the build will not delete it. Empty or remove it yourself, or choose another folder with --out.\n',
    );
    expect(await treeSnapshot(site.root)).toEqual(before);

    // An empty folder may be built into; what the build writes carries the record, so it may be rebuilt.
    await mkdir(path.join(site.root, 'fresh'));
    expect((await runCli(['build', '--quiet', '--out', 'fresh'], site.root)).code).toBe(0);
    expect(await readdir(path.join(site.root, 'fresh'))).toContain('.site-build');
    expect((await runCli(['build', '--quiet', '--out', 'fresh'], site.root)).code).toBe(0);
  });
});
