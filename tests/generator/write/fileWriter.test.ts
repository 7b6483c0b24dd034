import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFileWriter } from '../../../generator/write/fileWriter.js';

describe('startFileWriter', () => {
  it('writes texts and bytes into folders it creates, and counts UTF-8 bytes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'writer-'));
    const writer = startFileWriter();
    try {
      const { bytes } = await writer.write([
        { path: path.join(dir, 'a', 'b', 'page.html'), contents: 'Café à 19\u00a0€' },
        { path: path.join(dir, 'logo.bin'), contents: new Uint8Array([1, 2, 3]) },
      ]);
      expect(await readFile(path.join(dir, 'a', 'b', 'page.html'), 'utf8')).toBe('Café à 19\u00a0€');
      expect([...(await readFile(path.join(dir, 'logo.bin')))]).toEqual([1, 2, 3]);
      expect(bytes).toBe(Buffer.byteLength('Café à 19\u00a0€') + 3);
    } finally {
      await writer.close();
    }
  });

  it('writes pages spliced into a shared shell, the shell sent once for several batches', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'writer-'));
    const parts = ['<title>', '</title><main>', '</main>'];
    const writer = startFileWriter();
    try {
      await writer.write([{ path: path.join(dir, 'a.html'), contents: { parts, values: ['Été', '<p>a</p>'] } }]);
      const { bytes } = await writer.write([{ path: path.join(dir, 'b.html'), contents: { parts, values: ['Hiver', '<p>b</p>'] } }]);
      expect(await readFile(path.join(dir, 'a.html'), 'utf8')).toBe('<title>Été</title><main><p>a</p></main>');
      expect(await readFile(path.join(dir, 'b.html'), 'utf8')).toBe('<title>Hiver</title><main><p>b</p></main>');
      expect(bytes).toBe(Buffer.byteLength('<title>Hiver</title><main><p>b</p></main>'));
    } finally {
      await writer.close();
    }
  });

  it('rejects a batch with the system’s reason, and goes on with the next one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'writer-'));
    await writeFile(path.join(dir, 'taken'), 'a file, not a folder');
    const writer = startFileWriter();
    try {
      await expect(writer.write([{ path: path.join(dir, 'taken', 'page.html'), contents: 'x' }])).rejects.toMatchObject({ code: 'EEXIST', message: expect.stringContaining('taken') });
      await expect(writer.write([{ path: path.join(dir, 'ok.html'), contents: 'ok' }])).resolves.toMatchObject({ bytes: 2, linked: 0 });
    } finally {
      await writer.close();
    }
    await expect(writer.write([{ path: path.join(dir, 'late.html'), contents: 'x' }])).rejects.toThrow('stopped');
  });
});
