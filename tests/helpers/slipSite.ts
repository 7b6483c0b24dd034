import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildInProcess, type BuildOutcome } from './buildInProcess.js';
import { createTempSite, type TempSite } from './tempSite.js';
import { treeSnapshot } from './treeSnapshot.js';

/**
 * Editors' slips on a fixture site: one site is built once (`builtFixture`), each test breaks its
 * own copy (`slipCopy`), so checking that a failed build leaves `out/` as it was costs one build.
 */
export async function builtFixture(): Promise<TempSite> {
  const site = await createTempSite();
  const built = await buildInProcess(site.root);
  if (built.code !== 0) throw new Error(`the fixture site does not build:\n${built.stderr}`);
  return site;
}

/** A copy of a built fixture site, `out/` included, to break. */
export async function slipCopy(from: TempSite): Promise<TempSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-slip-'));
  await cp(from.root, root, { recursive: true });
  const read = (file: string) => readFile(path.join(root, file), 'utf8');
  const write = (file: string, text: string) => writeFile(path.join(root, file), text);
  return {
    root,
    read,
    write,
    async edit(file, search, replacement) {
      const text = await read(file);
      if (!text.includes(search)) throw new Error(`${file} does not contain ${JSON.stringify(search)}`);
      await write(file, text.replace(search, replacement));
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * Builds a broken site once (in this process, see buildInProcess) and asserts exit code 1, that
 * its English output ends with the problems as given and the closing line, that its French
 * output holds `french`, and that `out/` was neither written nor replaced.
 */
export async function expectBuildStops(site: TempSite, english: string, french: string): Promise<BuildOutcome> {
  const before = await treeSnapshot(path.join(site.root, 'out'));
  const built = await buildInProcess(site.root);
  expect(built.code).toBe(1);
  const count = (english.match(/^content\/|^environment /gm) ?? []).length || 1;
  expect(built.stderr.slice(built.stderr.indexOf(english.split('\n')[0]!))).toBe(
    `${english}\n\nContent check failed: ${count === 1 ? '1 problem' : `${count} problems`} found. Nothing was written; the previous output is unchanged.\n`,
  );
  expect(built.french).toContain(`${french}\n`);
  expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
  return built;
}
