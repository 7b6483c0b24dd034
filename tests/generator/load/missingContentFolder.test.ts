import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createFixtureFolder, type FixtureFolder } from '../../helpers/fixtureFolder.js';

let folder: FixtureFolder;
afterEach(() => folder.remove());

const nbsp = '\u00a0';
const builtInto = (root: string) => path.join(root, 'out');

describe('a command run where there is no content/ folder', () => {
  it('says so once, naming the folder it ran in and the fix, in English and French, and writes nothing', async () => {
    folder = await createFixtureFolder({ 'notes.txt': 'pas un site' });
    const outcome = await buildInProcess(folder.root, { outDir: builtInto(folder.root) });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toBe(
      `content/ this folder is missing\n  hint: site reads the content/ folder of the folder it runs in, ${folder.root}: run it from the site's folder (the one that holds content/ and public/), or restore content/ from the repository (git checkout -- content).\n\nContent check failed: 1 problem found. Nothing was written; the previous output is unchanged.\n`,
    );
    expect(outcome.french).toContain(
      `content/ ce dossier est absent\n  conseil${nbsp}: site lit le dossier content/ du dossier où il est lancé, ${folder.root}${nbsp}: lancez-le depuis le dossier du site`,
    );
    expect(outcome.stderr).not.toContain('this file is missing');
    expect(existsSync(builtInto(folder.root))).toBe(false);
  });

  it('tells a file named content the same way', async () => {
    folder = await createFixtureFolder({ content: 'un fichier, pas un dossier' });
    const outcome = await buildInProcess(folder.root, { outDir: builtInto(folder.root) });
    expect(outcome.stderr).toMatch(/^content\/ this folder is missing\n/);
    expect(outcome.stderr).toContain('1 problem found');
  });

  it('still names each missing file when content/ is there but empty', async () => {
    folder = await createFixtureFolder({});
    await mkdir(path.join(folder.root, 'content'));
    const outcome = await buildInProcess(folder.root, { outDir: builtInto(folder.root) });
    expect(outcome.stderr).not.toContain('this folder is missing');
    expect(outcome.stderr).toContain(
      'content/site.yaml this file is missing\n  hint: restore it from the repository (git checkout -- content/site.yaml); every page reads it.',
    );
  });
});
