import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../helpers/tempFolder.js';
import { buildRecord } from '../../../generator/write/outputFolder.js';
import { formatError } from '../../../generator/errors.js';
import { pathInside } from '../../../generator/write/insideFolder.js';
import { openNewOutput, withNewOutput } from '../../../generator/write/writeSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

function catchError(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('pathInside', () => {
  it('throws a plain Error, which the CLI prints as an internal error with its stack', () => {
    expect(formatError(catchError(() => pathInside('/site/out', '../x')))).toMatch(
      /^Internal error: Error: the output file "\.\.\/x" is not inside \/site\/out\n\s+at /,
    );
  });

  it('gives the path of a file inside the folder', () => {
    expect(pathInside('/site/out', 'a/b.html')).toBe(path.resolve('/site/out/a/b.html'));
    expect(pathInside('/site/out', 'a/../b.html')).toBe(path.resolve('/site/out/b.html'));
  });

  it.each(['../x', '/tmp/x', 'a/../../x', '', '.', 'a/..'])('refuses %j, an internal error naming it', (relative) => {
    expect(() => pathInside('/site/out', relative)).toThrow(
      `the output file ${JSON.stringify(relative)} is not inside /site/out`,
    );
  });
});

describe('the output writer (issue 29, point 1)', () => {
  it.each(['../x', '/tmp/x'])('refuses a batch holding %j and writes nothing of it', async (bad) => {
    const parent = tempFolder('inside');
    const target = bad.startsWith('/') ? `${bad}-${path.basename(parent)}` : bad;
    const output = await openNewOutput(path.join(parent, 'out'));
    try {
      await expect(
        output.write([
          { path: 'index.html', contents: 'home' },
          { path: `${target}.html`, contents: 'escaped' },
        ]),
      ).rejects.toThrow(/^the output file ".*x.*\.html" is not inside /);
      expect(await readdir(output.folder)).toEqual([buildRecord]);
    } finally {
      await output.abort();
    }
    expect(await readdir(parent)).toEqual([]);
    await expect(access(path.resolve(output.folder, `${target}.html`))).rejects.toThrow();
  });

  it('leaves out/ as it was when a build hands it such a path', async () => {
    const parent = tempFolder('inside');
    const out = path.join(parent, 'out');
    await withNewOutput(out, undefined, (output) => output.write([{ path: 'index.html', contents: 'first' }]));
    const before = await treeSnapshot(out);
    await expect(
      withNewOutput(out, undefined, (output) =>
        output.write([
          { path: 'index.html', contents: 'second' },
          { path: '../public/injected.html', contents: 'x' },
        ]),
      ),
    ).rejects.toThrow(/^the output file "\.\.\/public\/injected\.html" is not inside /);
    expect(await treeSnapshot(out)).toEqual(before);
    expect(await readdir(parent)).toEqual(['out']);
  });
});
