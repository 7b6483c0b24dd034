import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledWriterThread, startFileWriter } from '../../../generator/write/fileWriter.js';
import { repoRoot } from '../../helpers/tempSite.js';

// The thread as the compiled CLI starts it (tests/helpers/compileCli.ts compiles it first).
const threadFile = path.join(repoRoot, 'dist', 'writerThread.cjs');

describe('startFileWriter', () => {
  it('writes texts, bytes and spliced pages on its thread, the shell sent once for several batches', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'writer-'));
    const parts = ['<title>', '</title><main>', '</main>'];
    const writer = startFileWriter(threadFile);
    try {
      const first = await writer.write([
        { path: path.join(dir, 'a', 'b', 'page.html'), contents: 'Café à 19\u00a0€' },
        { path: path.join(dir, 'logo.bin'), contents: new Uint8Array([1, 2, 3]) },
        { path: path.join(dir, 'été.html'), contents: { parts, values: ['Été', '<p>a</p>'] } },
      ]);
      const second = await writer.write([
        { path: path.join(dir, 'hiver.html'), contents: { parts, values: ['Hiver', '<p>b</p>'] } },
      ]);
      expect(await readFile(path.join(dir, 'a', 'b', 'page.html'), 'utf8')).toBe('Café à 19\u00a0€');
      expect([...(await readFile(path.join(dir, 'logo.bin')))]).toEqual([1, 2, 3]);
      expect(await readFile(path.join(dir, 'été.html'), 'utf8')).toBe('<title>Été</title><main><p>a</p></main>');
      expect(await readFile(path.join(dir, 'hiver.html'), 'utf8')).toBe('<title>Hiver</title><main><p>b</p></main>');
      expect(first.bytes).toBe(
        Buffer.byteLength('Café à 19\u00a0€') + 3 + Buffer.byteLength('<title>Été</title><main><p>a</p></main>'),
      );
      expect(second.bytes).toBe(Buffer.byteLength('<title>Hiver</title><main><p>b</p></main>'));
    } finally {
      await writer.close();
    }
  });

  it('rejects a batch with the system’s reason and the path, goes on with the next, and refuses work once closed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'writer-'));
    await writeFile(path.join(dir, 'taken'), 'a file, not a folder');
    const writer = startFileWriter(threadFile);
    try {
      await expect(writer.write([{ path: path.join(dir, 'taken', 'page.html'), contents: 'x' }])).rejects.toMatchObject(
        { code: 'EEXIST', path: path.join(dir, 'taken') },
      );
      await expect(writer.write([{ path: path.join(dir, 'ok.html'), contents: 'ok' }])).resolves.toMatchObject({
        bytes: 2,
      });
    } finally {
      await writer.close();
    }
    await expect(writer.write([{ path: path.join(dir, 'late.html'), contents: 'x' }])).rejects.toThrow(
      'the file writing thread stopped',
    );
  });

  it('is not used by code run from its sources, which writes with Node’s asynchronous calls', () => {
    expect(compiledWriterThread()).toBeUndefined();
  });
});
