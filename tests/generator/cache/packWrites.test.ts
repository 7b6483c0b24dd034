import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../generator/build.js';
import { cacheFolder } from '../../../generator/cache/cachePack.js';
import { recordFile } from '../../../generator/cache/lastBuild.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { coldOutput, outputBytes as tree } from '../../helpers/outputBytes.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const cold = () => coldOutput(site.root);

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  await mkdir(path.join(site.root, 'content/pages/guides'), { recursive: true });
  // Enough pages that one edit is under the share of stale entries that makes the pack be written again.
  for (let index = 0; index < 120; index++) {
    await site.write(`content/pages/guides/guide-${index}.md`, `---\ntitle: Guide ${index}\ndescription: Le guide numéro ${index} pour les entreprises.\n---\n\nLe guide ${index} explique le standard hébergé.\n`);
  }
});
afterAll(() => site.remove());

/**
 * A build taking its pages from the pack: with a record it cannot use (as when a shared file
 * changed), never replacing edited pages in place (see quickBuild.test.ts).
 */
async function build(out = 'out'): Promise<string> {
  await mkdir(path.dirname(recordFile(site.root)), { recursive: true });
  await writeFile(recordFile(site.root), 'not a record');
  const logger = createMemoryLogger();
  await buildSite({ root: site.root, toolRoot: repoRoot, outDir: out, env: {}, logger, cache: { codeVersion: 'v1' } });
  return logger.lines.find((line) => line.startsWith('render '))!.replace(/^render (\d+) pages, /, '');
}


let pages = 0;
const pack = () => readFile(path.join(cacheFolder(site.root), 'cache.pack'));

describe('the cache pack after a few edits', { timeout: 120_000 }, () => {
  it('is left as it is after a one-page edit; the next build renders that page again and its output is still a cold build’s', async () => {
    await build();
    const written = await build();
    pages = Number(/^(\d+) from the cache$/.exec(written)![1]);
    const before = await pack();
    await site.edit('content/pages/guides/guide-3.md', 'explique', 'détaille');
    expect(await build()).toBe(`${pages - 1} from the cache`);
    expect(await pack()).toEqual(before);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
  });

  it('is written again once about one page in a hundred changed since (here two of 140)', async () => {
    const before = await pack();
    await site.edit('content/pages/guides/guide-4.md', 'explique', 'détaille');
    expect(await build()).toBe(`${pages - 2} from the cache`);
    expect(await pack()).not.toEqual(before);
    expect(await build()).toBe(`${pages} from the cache`);
    expect(await tree(path.join(site.root, 'out'))).toEqual(await cold());
  });
});
