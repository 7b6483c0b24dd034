import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheFolder } from '../../../generator/cache/cachePack.js';
import { recordFile } from '../../../generator/cache/lastBuild.js';
import { runSite } from '../../helpers/runSite.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => (site = await createTempSite()));
afterAll(() => site.remove());

/** The render line of `site build`, without its time. */
async function render(args: string[] = []): Promise<{ line: string; stderr: string }> {
  const result = await runSite(['build', ...args], site.root);
  expect(result.code).toBe(0);
  return { line: result.stdout.split('\n').find((line) => line.startsWith('render'))!.replace(/\s+\d+ ms$/, '').replace(/\s+/g, ' '), stderr: result.stderr };
}

describe('site build and its cache', () => {
  it('says how many pages were left as published or came from the cache; --no-cache renders every page and writes the cache anew', async () => {
    const first = await render();
    const pages = Number(/^render (\d+) pages$/.exec(first.line)![1]);
    expect((await render()).line).toBe(`render ${pages} pages, ${pages} as published`);
    await site.edit('content/site.yaml', 'name:', 'name:'); // saved again: every page is rendered, a pack kept
    expect((await render()).line).toBe(`render ${pages} pages, 0 from the cache`);
    expect((await render(['--no-cache'])).line).toBe(`render ${pages} pages`);
    expect(existsSync(path.join(cacheFolder(site.root), 'cache.pack'))).toBe(false);
    expect((await render()).line).toBe(`render ${pages} pages, ${pages} as published`);
    await writeFile(recordFile(site.root), 'not a record');
    expect((await render()).line).toBe(`render ${pages} pages, 0 from the cache`);
    await writeFile(recordFile(site.root), 'not a record');
    expect((await render()).line).toBe(`render ${pages} pages, ${pages} from the cache`);
  }, 180_000);

  it('renders every page again, with a notice, when the cache pack is cut in half', async () => {
    const file = path.join(cacheFolder(site.root), 'cache.pack');
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.length / 2));
    await writeFile(recordFile(site.root), 'not a record');
    const { line, stderr } = await render();
    expect(stderr).toContain('warning: build cache not used: its file is damaged (cut short); every page is rendered again\n');
    expect(line).toMatch(/^render \d+ pages, 0 from the cache$/);
  }, 60_000);

  it('documents --no-cache in the help of build', async () => {
    const result = await runSite(['build', '--help'], site.root);
    expect(result.stdout).toMatch(/--no-cache\s+render every page, ignoring the build cache in\s+node_modules\/\.cache\/site-build\/ \(its\s+pack\s+removed,\s+a\s+record\s+of\s+this\s+build\s+written\s+anew\)/);
  });
});
