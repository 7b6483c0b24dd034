import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../../generator/load/loadContent.js';
import { valueSlips } from '../../../generator/validate/valueSlips.js';
import { adversarialLines, stall } from '../../helpers/adversarialLines.js';
import { createFixtureFolder, type FixtureFolder } from '../../helpers/fixtureFolder.js';

// The YAML side of adversarialLines.test.ts: each 200 KB line written where an editor's YAML can
// hold it (a value, a quoted value, a list, a comment, a line of its own that breaks the file, a
// page's YAML or TOML front matter), then read (with the hints of a file that does not parse) and checked
// value by value as a build does, each file on its own (see stall).
const names = Object.keys(adversarialLines(1));

/** The files written for one line, by name. */
const filesOf = (line: string): Record<string, string> => ({
  'value.yaml': `title: ${line}\n`,
  'address.yaml': `url: https://www.exemple.fr/${line}\n`,
  'double-quoted.yaml': `title: "${line}"\n`,
  'single-quoted.yaml': `title: '${line}'\n`,
  'flow-list.yaml': `items: [${line}, b]\n`,
  'block-list.yaml': `items:\n  - ${line}\n`,
  'comment.yaml': `title: Titre # ${line}\n`,
  'broken.yaml': `title: Titre\n  ${line}\nnext: value\n`,
  'block.yaml': `text: |\n  ${line}\n`,
  'page.md': `---\ntitle: ${line}\ndescription: Texte.\n---\n\nTexte.\n`,
  // TOML front matter with a date: its bare dates are read by a pattern of their own (tomlSource).
  'toml-page.md': `+++\ndate = 2026-01-01\ntitle = "${line}"\n+++\n\nTexte.\n`,
});

let folder: FixtureFolder;
const sizes = [200_000, 50_000];
beforeAll(async () => {
  const files: Record<string, string> = {};
  for (const size of sizes)
    Object.values(adversarialLines(size)).forEach((line, index) => {
      for (const [name, text] of Object.entries(filesOf(line))) files[`content/${size}/${index}/${name}`] = text;
    });
  folder = await createFixtureFolder(files);
});
afterAll(() => folder.remove());

describe('a 200 KB line of one character (or of an opening that never closes) in YAML', () => {
  it.each(Object.keys(filesOf('')))('is read and checked without stalling in %s', (file) => {
    const slow: string[] = [];
    names.forEach((name, index) => {
      const found = stall((size) => {
        const written = `content/${size}/${index}/${file}`;
        // A size not written above would be a missing file, told at once: a rule cleared unread.
        if (!existsSync(path.join(folder.root, written)))
          throw new Error(`${written} is not written: add ${size} to sizes`);
        const loaded = readContent(folder.root, [written]);
        valueSlips(loaded, { baseUrl: 'https://www.exemple.fr', today: '2026-12-02' }, []);
      });
      if (found) slow.push(`${name}: ${found}`);
    });
    expect(slow).toEqual([]);
  });
});
