import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildInProcess, type BuildOutcome } from './buildInProcess.js';
import type { TempSite } from './tempSite.js';
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
