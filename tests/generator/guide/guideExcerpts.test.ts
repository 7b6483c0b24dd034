import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureRoot } from '../../helpers/tempSite.js';
import { guidePages } from './guidePages.js';

/**
 * The recipes of the editors' guide (docs/guide/) quote the content files: a block marked
 * `<!-- excerpt: content/x.yaml -->` must be a whole block of that file as the fixture site has it
 * (a frozen copy of the real files), and the `<!-- excerpt-after -->` block that follows keeps
 * every field of it, so pasting "after" over "before" never deletes a line the editor did not see.
 */
interface Excerpt {
  file: string;
  before: string;
  after?: string;
}

async function excerpts(): Promise<Excerpt[]> {
  const guide = [...(await guidePages()).values()].join('\n');
  const found: Excerpt[] = [];
  for (const match of guide.matchAll(/<!-- (excerpt: (\S+)|excerpt-after) -->\n```yaml\n([\s\S]*?)```/g)) {
    if (match[2]) found.push({ file: match[2], before: match[3]! });
    else found.at(-1)!.after = match[3]!;
  }
  return found;
}

const indent = (line: string) => line.length - line.trimStart().length;
/** Each line's key with its indentation (`      - label`), counted. */
function keys(block: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of block.split('\n')) {
    const key = /^(\s*(?:- )?[A-Za-z][\w.]*):/.exec(line)?.[1];
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('the recipes of the guide (docs/guide/)', () => {
  it('quote whole blocks of the content files as they are', async () => {
    const found = await excerpts();
    expect(found.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const { file, before, after } of found) {
      const text = await readFile(path.join(fixtureRoot, file), 'utf8');
      const at = text.indexOf(before);
      if (at < 0) {
        wrong.push(`${file}: not found as written:\n${before}`);
        continue;
      }
      // An "after" that adds lines is pasted over the whole excerpt: the excerpt must then end
      // where the file's block ends (the next line no deeper than its first), or pasting deletes
      // the lines it left out. An excerpt changed line for line may show part of a block.
      if (after === undefined || after.split('\n').length <= before.split('\n').length) continue;
      const next = text
        .slice(at + before.length)
        .split('\n')
        .find((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
      const first = before.split('\n').find((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))!;
      if (next !== undefined && indent(next) > indent(first))
        wrong.push(`${file}: the excerpt stops inside a block, before "${next.trim()}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('keep in "after" every field of "before"', async () => {
    const lost: string[] = [];
    for (const { file, before, after } of await excerpts()) {
      if (after === undefined || after.split('\n').length < before.split('\n').length) continue; // one line shown changed
      const kept = keys(after);
      for (const [key, count] of keys(before)) if ((kept.get(key) ?? 0) < count) lost.push(`${file}: "${key.trim()}"`);
    }
    expect(lost).toEqual([]);
  });
});
