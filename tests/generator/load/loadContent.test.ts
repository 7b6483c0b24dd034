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

  it('reports a duplicated key as a problem with its position', async () => {
    await site.write('content/pages/essai.md', '---\ntitle: A\ntitle: B\n---\nTexte\n');
    const { problems } = await loadContent(site.root);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.position).toEqual({ file: 'content/pages/essai.md', line: 3, column: 1 });
    expect(problems[0]!.hint).toBe('a field is written twice in the same block; keep only one of them.');
  });
});
