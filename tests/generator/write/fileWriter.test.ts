import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../helpers/tempFolder.js';
import { compiledWriterThread, startFileWriter } from '../../../generator/write/fileWriter.js';
import { repoRoot } from '../../helpers/tempSite.js';

// The thread as the compiled CLI starts it (tests/helpers/compileCli.ts compiles it first).
const threadFile = path.join(repoRoot, 'dist', 'writerThread.cjs');

describe('startFileWriter', () => {
  it('writes texts, bytes and spliced pages on its thread, the shell sent once for several batches', async () => {
    const dir = tempFolder('writer');
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

  it('writes the batches handed over while the thread is busy as the thread would, failures included', async () => {
    const dir = tempFolder('writer');
    await writeFile(path.join(dir, 'taken'), 'a file, not a folder');
    const parts = ['<h1>', '</h1><p>', '</p>'];
    const writer = startFileWriter(threadFile);
    try {
      // Handed over at once: the thread has two in line when the third comes, written here.
      const batches = Array.from({ length: 6 }, (_, batch) =>
        writer.write(
          Array.from({ length: 3 }, (_, page) => ({
            path: path.join(dir, `lot-${batch}`, `page-${page}.html`),
            contents: { parts, values: [`Lot ${batch}`, `Page ${page} à 19\u00a0€`] },
          })),
        ),
      );
      const failed = writer.write([{ path: path.join(dir, 'taken', 'page.html'), contents: 'x' }]);
      await expect(failed).rejects.toMatchObject({ code: 'EEXIST', path: path.join(dir, 'taken') });
      const written = await Promise.all(batches);
      for (let batch = 0; batch < 6; batch++) {
        const page = `<h1>Lot ${batch}</h1><p>Page 2 à 19\u00a0€</p>`;
        expect(await readFile(path.join(dir, `lot-${batch}`, 'page-2.html'), 'utf8')).toBe(page);
        expect(written[batch]!.bytes).toBe(3 * Buffer.byteLength(page));
      }
    } finally {
      await writer.close();
    }
  });

  it('rejects a batch with the system’s reason and the path, goes on with the next, and refuses work once closed', async () => {
    const dir = tempFolder('writer');
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
