import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../helpers/tempFolder.js';
import { createFileWriter } from '../../../generator/write/writeFiles.js';

describe('createFileWriter', () => {
  it('writes texts, bytes and spliced pages into folders it creates, and counts UTF-8 bytes', async () => {
    const dir = tempFolder('writer');
    const write = createFileWriter();
    const bytes = await write([
      { path: path.join(dir, 'a', 'b', 'page.html'), contents: 'Café à 19\u00a0€' },
      { path: path.join(dir, 'logo.bin'), contents: new Uint8Array([1, 2, 3]) },
      {
        path: path.join(dir, 'a', 'spliced.html'),
        contents: { parts: ['<title>', '</title><main>', '</main>'], values: ['Été', '<p>a</p>'] },
      },
    ]);
    expect(await readFile(path.join(dir, 'a', 'b', 'page.html'), 'utf8')).toBe('Café à 19\u00a0€');
    expect([...(await readFile(path.join(dir, 'logo.bin')))]).toEqual([1, 2, 3]);
    expect(await readFile(path.join(dir, 'a', 'spliced.html'), 'utf8')).toBe('<title>Été</title><main><p>a</p></main>');
    expect(bytes.bytes).toBe(
      Buffer.byteLength('Café à 19\u00a0€') + 3 + Buffer.byteLength('<title>Été</title><main><p>a</p></main>'),
    );
  });

  it('rejects with the system’s reason and the path it could not write', async () => {
    const dir = tempFolder('writer');
    await writeFile(path.join(dir, 'taken'), 'a file, not a folder');
    const write = createFileWriter();
    await expect(write([{ path: path.join(dir, 'taken', 'page.html'), contents: 'x' }])).rejects.toMatchObject({
      code: 'EEXIST',
      path: path.join(dir, 'taken'),
    });
    await expect(write([{ path: path.join(dir, 'ok.html'), contents: 'ok' }])).resolves.toMatchObject({ bytes: 2 });
  });
});
