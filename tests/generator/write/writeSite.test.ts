import { readdir, readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../helpers/tempFolder.js';
import { buildRecord } from '../../../generator/write/outputFolder.js';
import { withNewOutput, type OutputFile } from '../../../generator/write/writeSite.js';

/** Writes `files` as one build would: written, then swapped in. */
const writeSite = (out: string, files: OutputFile[], publicDir?: string) =>
  withNewOutput(out, publicDir, (output) => output.write(files));

async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name !== buildRecord) {
      const full = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, full)] = await readFile(full, 'utf8');
    }
  }
  return files;
}

describe('withNewOutput', () => {
  it('replaces the output folder as a whole, dropping files of the previous build', async () => {
    const parent = tempFolder('write');
    const out = path.join(parent, 'out');
    await writeSite(out, [{ path: 'old.html', contents: 'old' }]);
    await writeSite(out, [
      { path: 'index.html', contents: 'new' },
      { path: 'a/b.html', contents: 'nested' },
    ]);
    expect(await snapshot(out)).toEqual({ 'index.html': 'new', [path.join('a', 'b.html')]: 'nested' });
    expect(await readdir(parent)).toEqual(['out']);
  });

  it('leaves the previous output byte for byte when writing fails', async () => {
    const parent = tempFolder('write');
    const out = path.join(parent, 'out');
    await writeSite(out, [
      { path: 'index.html', contents: 'first build' },
      { path: 'assets/app.js', contents: 'x' },
    ]);
    const before = await snapshot(out);
    // A file and a folder at the same path cannot both be written: the write fails midway. Which
    // of the two calls fails first depends on the order the system completes them in.
    const failing = writeSite(out, [
      { path: 'index.html', contents: 'second' },
      { path: 'clash', contents: 'file' },
      { path: 'clash/inner.html', contents: 'dir' },
    ]);
    await expect(failing).rejects.toThrow(
      /^(EEXIST: file already exists, mkdir|EISDIR: illegal operation on a directory, open|ENOTDIR: not a directory, open) '.*clash(\/inner\.html)?'$/,
    );
    expect(await snapshot(out)).toEqual(before);
    expect(await readdir(parent)).toEqual(['out']);
  });

  it('counts every byte when batches are written at the same time', async () => {
    const parent = tempFolder('write');
    const result = await withNewOutput(path.join(parent, 'out'), undefined, async (output) => {
      await Promise.all([
        output.write([{ path: 'a.html', contents: 'été' }]),
        output.write([
          { path: 'b.html', contents: 'hiver' },
          { path: 'c/d.html', contents: '€' },
        ]),
      ]);
    });
    expect(result).toEqual({ bytes: 5 + 5 + 3, count: 3 });
  });

  it('never swaps in a new output folder moved away under it and made again by a later write', async () => {
    const parent = tempFolder('write');
    const out = path.join(parent, 'out');
    await writeSite(out, [{ path: 'index.html', contents: 'first build' }]);
    const before = await snapshot(out);
    // Every page written, then the folder moved away: the sitemap, in a folder not yet made, makes it again.
    const failing = withNewOutput(out, undefined, async (output) => {
      await output.write([{ path: 'index.html', contents: 'second build' }]);
      await rename(output.folder, path.join(parent, 'moved'));
      await output.write([{ path: 'plans/sitemap.xml', contents: '<urlset/>' }]);
    });
    const error = await failing.catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(
      /^Could not write the site: \S*\.out-next-\d+-\w+\/\.site-build: it disappeared during the build \(was it deleted or moved\?\)\./,
    );
    expect(await snapshot(out)).toEqual(before);
    expect((await readdir(parent)).sort()).toEqual(['moved', 'out']);
  });

  it('copies public files and lets generated files win', async () => {
    const parent = tempFolder('write');
    const publicDir = path.join(parent, 'public');
    await mkdir(path.join(publicDir, 'images'), { recursive: true });
    await writeFile(path.join(publicDir, 'images', 'logo.svg'), '<svg/>');
    await writeFile(path.join(publicDir, 'robots.txt'), 'stale');
    await writeSite(path.join(parent, 'out'), [{ path: 'robots.txt', contents: 'generated' }], publicDir);
    expect(await snapshot(path.join(parent, 'out'))).toEqual({
      [path.join('images', 'logo.svg')]: '<svg/>',
      'robots.txt': 'generated',
    });
  });
});
