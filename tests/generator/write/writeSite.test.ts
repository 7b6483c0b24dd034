import { mkdtemp, readdir, readFile, writeFile, mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withStaging, type OutputFile } from '../../../generator/write/writeSite.js';

/** Writes `files` as one build would: staged, then swapped in. */
const writeSite = (out: string, files: OutputFile[], publicDir?: string) => withStaging(out, publicDir, (staging) => staging.write(files));

async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, full)] = await readFile(full, 'utf8');
    }
  }
  return files;
}

describe('withStaging', () => {
  it('replaces the output folder as a whole, dropping files of the previous build', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'write-'));
    const out = path.join(parent, 'out');
    await writeSite(out, [{ path: 'old.html', contents: 'old' }]);
    await writeSite(out, [{ path: 'index.html', contents: 'new' }, { path: 'a/b.html', contents: 'nested' }]);
    expect(await snapshot(out)).toEqual({ 'index.html': 'new', [path.join('a', 'b.html')]: 'nested' });
    expect(await readdir(parent)).toEqual(['out']);
  });

  it('leaves the previous output byte for byte when writing fails', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'write-'));
    const out = path.join(parent, 'out');
    await writeSite(out, [{ path: 'index.html', contents: 'first build' }, { path: 'assets/app.js', contents: 'x' }]);
    const before = await snapshot(out);
    // A file and a folder at the same path cannot both be written: the write fails midway.
    const failing = writeSite(out, [{ path: 'index.html', contents: 'second' }, { path: 'clash', contents: 'file' }, { path: 'clash/inner.html', contents: 'dir' }]);
    await expect(failing).rejects.toThrow(/^EEXIST: file already exists, mkdir '.*clash'$/);
    expect(await snapshot(out)).toEqual(before);
    expect(await readdir(parent)).toEqual(['out']);
  });

  it('counts every byte when batches are written at the same time', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'write-'));
    const result = await withStaging(path.join(parent, 'out'), undefined, async (staging) => {
      await Promise.all([staging.write([{ path: 'a.html', contents: 'été' }]), staging.write([{ path: 'b.html', contents: 'hiver' }, { path: 'c/d.html', contents: '€' }])]);
    });
    expect(result).toEqual({ bytes: 5 + 5 + 3, count: 3, reused: 0 });
  });

  it('copies public files and lets generated files win', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'write-'));
    const publicDir = path.join(parent, 'public');
    await mkdir(path.join(publicDir, 'images'), { recursive: true });
    await writeFile(path.join(publicDir, 'images', 'logo.svg'), '<svg/>');
    await writeFile(path.join(publicDir, 'robots.txt'), 'stale');
    await writeSite(path.join(parent, 'out'), [{ path: 'robots.txt', contents: 'generated' }], publicDir);
    expect(await snapshot(path.join(parent, 'out'))).toEqual({ [path.join('images', 'logo.svg')]: '<svg/>', 'robots.txt': 'generated' });
  });
});

describe('withStaging with a cache folder (files of the previous build reused)', () => {
  const build = (out: string, cache: string, files: OutputFile[]) => withStaging(out, undefined, (staging) => staging.write(files), cache);

  it('links the files the previous build wrote identically and writes the others', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'write-'));
    const out = path.join(parent, 'out');
    const cache = path.join(parent, 'cache');
    const shell = ['<title>', '</title><p>', '</p>'];
    const first = await build(out, cache, [{ path: 'a.html', contents: { parts: shell, values: ['A', 'un'] } }, { path: 'b/c.html', contents: 'C' }, { path: 'd.html', contents: 'D' }]);
    expect(first.reused).toBe(0);
    const before = { a: (await stat(path.join(out, 'a.html'))).ino, c: (await stat(path.join(out, 'b', 'c.html'))).ino };
    const second = await build(out, cache, [{ path: 'a.html', contents: { parts: shell, values: ['A', 'un'] } }, { path: 'b/c.html', contents: 'C' }, { path: 'd.html', contents: 'D changé' }]);
    expect(second).toEqual({ bytes: Buffer.byteLength('<title>A</title><p>un</p>CD changé'), count: 3, reused: 2 });
    expect((await stat(path.join(out, 'a.html'))).ino).toBe(before.a);
    expect((await stat(path.join(out, 'b', 'c.html'))).ino).toBe(before.c);
    expect(await snapshot(out)).toEqual({ 'a.html': '<title>A</title><p>un</p>', [path.join('b', 'c.html')]: 'C', 'd.html': 'D changé' });
    expect(await readdir(parent)).toEqual(['cache', 'out']);
  });

  it('writes a file again when it was changed by hand since, even to the same size', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'write-'));
    const out = path.join(parent, 'out');
    const cache = path.join(parent, 'cache');
    await build(out, cache, [{ path: 'index.html', contents: 'generated' }]);
    await writeFile(path.join(out, 'index.html'), 'hand-made'); // same length
    const again = await build(out, cache, [{ path: 'index.html', contents: 'generated' }]);
    expect(again.reused).toBe(0);
    expect(await snapshot(out)).toEqual({ 'index.html': 'generated' });
  });

  it('writes every file when the previous manifest is unreadable', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'write-'));
    const out = path.join(parent, 'out');
    const cache = path.join(parent, 'cache');
    await build(out, cache, [{ path: 'index.html', contents: 'page' }]);
    for (const name of await readdir(cache)) await writeFile(path.join(cache, name), '{ not json');
    const again = await build(out, cache, [{ path: 'index.html', contents: 'page' }]);
    expect(again.reused).toBe(0);
    expect(await snapshot(out)).toEqual({ 'index.html': 'page' });
  });
});
