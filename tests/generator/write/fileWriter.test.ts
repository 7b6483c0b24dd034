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
      const bytes = await writer.write([
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

  it('rejects a batch with the system’s reason, and goes on with the next one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'writer-'));
    await writeFile(path.join(dir, 'taken'), 'a file, not a folder');
    const writer = startFileWriter();
    try {
      await expect(writer.write([{ path: path.join(dir, 'taken', 'page.html'), contents: 'x' }])).rejects.toMatchObject({ code: 'EEXIST', message: expect.stringContaining('taken') });
      await expect(writer.write([{ path: path.join(dir, 'ok.html'), contents: 'ok' }])).resolves.toBe(2);
    } finally {
      await writer.close();
    }
    await expect(writer.write([{ path: path.join(dir, 'late.html'), contents: 'x' }])).rejects.toThrow('stopped');
  });
});
