import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { buildInProcess, type BuildOutcome } from './buildInProcess.js';
import { createTempSite, type TempSite } from './tempSite.js';
import { treeSnapshot } from './treeSnapshot.js';

/** A build of a slip: what `site build --quiet` printed in each language, and whether `out/` is byte for byte as before. */
export interface SlipResult extends BuildOutcome {
  outUnchanged: boolean;
}

/**
 * Makes an editor's slip in `site` (each file's text given from its current text, `undefined`
 * when the file is new), builds it in this process (see buildInProcess), then puts every file
 * back as it was. `site` must have been built once, so that `out/` exists to compare.
 */
export async function buildSlip(
  site: TempSite,
  changes: Record<string, (text: string | undefined) => string>,
): Promise<SlipResult> {
  const before = await treeSnapshot(path.join(site.root, 'out'));
  const originals = new Map<string, string | undefined>();
  try {
    for (const [file, change] of Object.entries(changes)) {
      const text = await site.read(file).catch(() => undefined);
      originals.set(file, text);
      await site.write(file, change(text));
    }
    const result = await buildInProcess(site.root);
    return {
      ...result,
      outUnchanged: JSON.stringify(await treeSnapshot(path.join(site.root, 'out'))) === JSON.stringify(before),
    };
  } finally {
    for (const [file, text] of originals) {
      if (text === undefined) await rm(path.join(site.root, file), { force: true });
      else await site.write(file, text);
    }
  }
}

/** Replaces the first `search` of a text, failing when it is absent (the fixture changed). */
export function replace(search: string, replacement: string): (text: string | undefined) => string {
  return (text) => {
    if (!text?.includes(search)) throw new Error(`the fixture does not contain ${JSON.stringify(search)}`);
    return text.replace(search, replacement);
  };
}

/** The lines a failed build printed on stderr, without the warning about the chat webhook the fixture leaves out. */
export function errorLines(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter(
      (line) =>
        line !== '' &&
        !line.includes('no chat webhook configured') &&
        !line.includes('aucun webhook de chat configuré'),
    );
}

/** The closing line of a build the content check stopped, in English. */
export function contentCheckFailed(count = 1): string {
  return `Content check failed: ${count === 1 ? '1 problem' : `${count} problems`} found. Nothing was written; the previous output is unchanged.`;
}

/** A new Markdown page `content/pages/essai.md` for `buildSlip`, its body from line 6. */
export function slipPage(body: string): Record<string, () => string> {
  return {
    'content/pages/essai.md': () =>
      `---\ntitle: Essai\ndescription: Une page d’essai des fautes de frappe Markdown.\n---\n\n${body}`,
  };
}

/** The fixture site, built once: tests break copies of it (`createTempSite(fixture)`) or `buildSlip` it. */
export async function builtFixture(): Promise<TempSite> {
  const site = await createTempSite();
  const built = await buildInProcess(site.root);
  if (built.code !== 0) throw new Error(`the fixture site does not build:\n${built.stderr}`);
  return site;
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
    `${english}\n\n${contentCheckFailed(count)}\n`,
  );
  expect(built.french).toContain(`${french}\n`);
  expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
  return built;
}
