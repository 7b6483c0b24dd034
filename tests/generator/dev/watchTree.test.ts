import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchTree } from '../../../generator/dev/watchTree.js';

let folder: string;
let seen: string[];
let stop: () => void;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'watch-tree-'));
  await mkdir(path.join(folder, 'pages', 'guides'), { recursive: true });
  await writeFile(path.join(folder, 'pages', 'guides', 'fibre.md'), 'avant');
  seen = [];
  stop = watchTree(folder, (name) => seen.push(name));
});
afterEach(async () => {
  stop();
  await rm(folder, { recursive: true, force: true });
});

describe('watching the content folder for site dev', () => {
  it('reports a file saved in a folder that was there from the start, by its path from the watched folder', async () => {
    await writeFile(path.join(folder, 'pages', 'guides', 'fibre.md'), 'après');
    await expect.poll(() => seen).toContain('pages/guides/fibre.md');
  });

  it('reports the files of a folder created while watching, and the files saved in it afterwards', async () => {
    await mkdir(path.join(folder, 'pages', 'offres'));
    await writeFile(path.join(folder, 'pages', 'offres', 'ete.md'), 'un');
    await expect.poll(() => seen).toContain('pages/offres/ete.md');
    seen.length = 0;
    await settle();
    await writeFile(path.join(folder, 'pages', 'offres', 'ete.md'), 'deux');
    await expect.poll(() => seen).toContain('pages/offres/ete.md');
  });

  it('watches a folder removed and made again', async () => {
    await rm(path.join(folder, 'pages', 'guides'), { recursive: true });
    await expect.poll(() => seen).toContain('pages/guides/fibre.md');
    await settle();
    await mkdir(path.join(folder, 'pages', 'guides'));
    await settle();
    seen.length = 0;
    await writeFile(path.join(folder, 'pages', 'guides', 'voix.md'), 'un');
    await expect.poll(() => seen).toContain('pages/guides/voix.md');
  });

  it('reports a file removed, and nothing once stopped', async () => {
    await rm(path.join(folder, 'pages', 'guides', 'fibre.md'));
    await expect.poll(() => seen).toContain('pages/guides/fibre.md');
    stop();
    seen.length = 0;
    await writeFile(path.join(folder, 'pages', 'guides', 'nouveau.md'), 'x');
    await settle();
    expect(seen).toEqual([]);
  });

  it('waits for a folder that is not there yet, then reports the files it came with and those saved later', async () => {
    const later = path.join(folder, 'public');
    const found: string[] = [];
    const stopLater = watchTree(later, (name) => found.push(name));
    try {
      await mkdir(path.join(folder, 'elsewhere'));
      await mkdir(path.join(later, 'images'), { recursive: true });
      await writeFile(path.join(later, 'images', 'logo.svg'), '<svg/>');
      await expect.poll(() => found).toContain('images/logo.svg');
      await settle();
      await writeFile(path.join(later, 'robots.txt'), 'User-agent: *');
      await expect.poll(() => found).toContain('robots.txt');
      expect(found.filter((name) => name.startsWith('elsewhere'))).toEqual([]);
    } finally {
      stopLater();
    }
  });
});
