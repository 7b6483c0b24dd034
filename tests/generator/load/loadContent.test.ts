import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

describe('loadContent', () => {
  it('finds every YAML and Markdown file under content/, in folders too, and reports any other', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'load-'));
    const files: Record<string, string> = {
      'content/site.yaml': 'brand: A\n',
      'content/local/a.yml': 'name: A\n',
      'content/pages/guides/b.md': '---\ntitle: B\n---\nTexte\n',
      'content/notes.txt': 'not content',
      'public/data.yaml': 'served as it is',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    const loaded = await loadContent(root);
    await rm(root, { recursive: true });
    expect([...loaded.files.keys()]).toEqual(['content/local/a.yml', 'content/pages/guides/b.md', 'content/site.yaml']);
    expect(loaded.problems.map((problem) => problem.position.file)).toEqual(['content/notes.txt']);
  });

  it('locates front matter values at their line in the Markdown file', async () => {
    await site.write(
      'content/pages/essai.md',
      '---\ntitle: Essai\ndescription: Une page\nupdated: 2025-01-02\n---\n\n# Corps\n',
    );
    const file = (await loadContent(site.root)).files.get('content/pages/essai.md')!;
    expect(file.source.locate(['description'])).toEqual({ file: 'content/pages/essai.md', line: 3, column: 14 });
    expect(file.bodyLine).toBe(6);
    expect(file.body).toBe('\n# Corps\n');
  });

  it('reports a duplicated key as a problem with its position, naming the field and the line of the other', async () => {
    await site.write('content/pages/essai.md', '---\ntitle: A\ntitle: B\n---\nTexte\n');
    const { problems } = await loadContent(site.root);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.position).toEqual({ file: 'content/pages/essai.md', line: 3, column: 1 });
    expect(problems[0]!.message).toBe(
      'the YAML cannot be read: the field title is written twice in the same block (lines 2 and 3)',
    );
    expect(problems[0]!.hint).toBe('keep the line of title with the right value and remove the other.');
  });

  it('finds the other line of a field written twice in a list item, quoted, or in braces', async () => {
    const cases: [string, string][] = [
      // A block copied into a list item: the field of the item before has the same name, not the same block.
      [
        'plans:\n  - id: a\n    price: 19\n  - id: b\n    price: 29\n    badge: X\n    price: 39\n',
        'price (lines 5 and 7)',
      ],
      ['- id: a\n  id: b\n', 'id (lines 1 and 2)'],
      ['"title": A\ntitle: B\n', 'title (lines 1 and 2)'],
      ['head: {title: A, title: B}\n', 'title'],
    ];
    const told: string[] = [];
    for (const [text] of cases) {
      await site.write('content/local/twice.yml', text);
      const { problems } = await loadContent(site.root);
      const found = problems.find((problem) => problem.position.file === 'content/local/twice.yml');
      told.push(
        found?.message.replace(/^.* the field (.*) is written twice in the same block ?(.*)$/, '$1 $2').trim() ?? '',
      );
    }
    expect(told).toEqual(cases.map(([, expected]) => expected));
  });
});
