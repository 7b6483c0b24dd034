import { accessSync, constants, chmodSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../generator/errors.js';
import { fileProblem } from '../../../generator/load/fileProblem.js';
import { readText } from '../../../generator/load/readText.js';
import { createFixtureFolder, type FixtureFolder } from '../../helpers/fixtureFolder.js';

let folder: FixtureFolder | undefined;
afterEach(() => folder?.remove());

/** The formatted problem of reading `file` from a folder holding it with `bytes`. */
async function problemOf(file: string, bytes: string | Uint8Array): Promise<string> {
  folder = await createFixtureFolder({ [file]: bytes });
  const read = readText(folder.root, file);
  if (!('problem' in read)) throw new Error(`expected ${file} to be refused`);
  return formatProblem(read.problem);
}

describe('readText', () => {
  it('refuses Latin-1 bytes at their line and column', async () => {
    const latin1 = Buffer.from('---\ntitle: Mentions\ndescription: Les mentions l\xe9gales\n---\n', 'latin1');
    expect(await problemOf('content/pages/cgv.md', latin1)).toBe(
      'content/pages/cgv.md:3:28 this file is not written in UTF-8 (byte 0xE9 here)\n  hint: save the file again as UTF-8 in your editor (it was probably saved as Latin-1 or Windows-1252, where "é" is one byte); no need to retype it.',
    );
  });

  it('names UTF-16 (Notepad’s « Unicode »), with or without its byte order mark, and how to save it as UTF-8', async () => {
    const text = 'name: Vosges\nregion: FR-88\n';
    const told: string[] = [];
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]),
      Buffer.from(text, 'utf16le'),
    ])
      told.push(await problemOf('content/local/vosges.yaml', bytes));
    expect(told).toEqual(
      Array(3).fill(
        'content/local/vosges.yaml:1:1 this file is written in UTF-16, not UTF-8\n  hint: save the file again as UTF-8 in your editor (in Notepad: File, Save as, Encoding: UTF-8); no need to retype it.',
      ),
    );
  });

  it('refuses a file over 50 MB, and one over 2 GB, which Node cannot read whole, as no content', async () => {
    const big = Buffer.alloc(51 * 1024 * 1024, 'a');
    expect(await problemOf('content/pages/journal.md', big)).toBe(
      'content/pages/journal.md this file is 51 MB: a content file may hold 50 MB at most\n  hint: a content file is text an editor writes (the towns of all France take 4 MB): split a long page into several, or put a file meant for download under public/ (public/documents/…) and link to it.',
    );
    await folder?.remove();
    folder = await createFixtureFolder({ 'content/pages/disque.md': '' });
    // Sparse: nothing is written, the file only says it is 3 GB long.
    truncateSync(path.join(folder.root, 'content/pages/disque.md'), 3 * 1024 ** 3);
    const read = readText(folder.root, 'content/pages/disque.md');
    expect('problem' in read && formatProblem(read.problem).split('\n')[0]).toBe(
      'content/pages/disque.md this file is over 2 GB: a content file may hold 50 MB at most',
    );
  });

  it('refuses a file cut in the middle of a character', async () => {
    const cut = Buffer.concat([Buffer.from('name: Mé'), Buffer.from('€').subarray(0, 2)]);
    expect((await problemOf('content/local/metz.yaml', cut)).split('\n')[0]).toBe(
      'content/local/metz.yaml:1:9 this file is not written in UTF-8 (byte 0xE2 here)',
    );
  });

  it('reads a file with a BOM and Windows line ends as the same text as its plain twin', async () => {
    const plain = '---\ntitle: Essai\n---\n\nÉté\n';
    folder = await createFixtureFolder({
      'a.md': plain,
      'b.md': `\ufeff${plain.replaceAll('\n', '\r\n')}`,
      'c.md': plain.replaceAll('\n', '\r'),
    });
    expect(readText(folder.root, 'b.md')).toMatchObject({ text: plain });
    expect(readText(folder.root, 'c.md')).toMatchObject({ text: plain });
  });

  it('says a file deleted after it was listed disappeared', async () => {
    folder = await createFixtureFolder({});
    const read = readText(folder.root, 'content/pages/cgv.md');
    expect('problem' in read && formatProblem(read.problem)).toBe(
      'content/pages/cgv.md this file disappeared while the site was being read (deleted or renamed during the command)\n  hint: run the command again once the file is back in place or the renaming is finished.',
    );
  });

  it.skipIf(process.getuid?.() === 0)(
    'says an unreadable file cannot be read (not as root: root reads anything)',
    async () => {
      folder = await createFixtureFolder({ 'content/site.yaml': 'brand: x\n' });
      chmodSync(path.join(folder.root, 'content/site.yaml'), 0o000);
      const read = readText(folder.root, 'content/site.yaml');
      expect('problem' in read && formatProblem(read.problem)).toBe(
        'content/site.yaml this file cannot be read: permission denied\n  hint: give your user the right to read it (chmod u+r "content/site.yaml"), or move it out of content/.',
      );
    },
  );

  it('turns a real permission error into a sentence naming the file and what to do', async () => {
    // Root may read a mode-000 file but not execute it: a real EACCES from the system, as root too.
    folder = await createFixtureFolder({ 'content/site.yaml': 'brand: x\n' });
    const file = path.join(folder.root, 'content/site.yaml');
    chmodSync(file, 0o000);
    let error: unknown;
    try {
      accessSync(file, constants.X_OK);
    } catch (caught) {
      error = caught;
    }
    expect(formatProblem(fileProblem('content/site.yaml', error)!)).toBe(
      'content/site.yaml this file cannot be read: permission denied\n  hint: give your user the right to read it (chmod u+r "content/site.yaml"), or move it out of content/.',
    );
  });

  it('leaves errors that are not from the system to be reported as bugs', () => {
    expect(fileProblem('content/site.yaml', new TypeError('x is undefined'))).toBeUndefined();
  });
});
