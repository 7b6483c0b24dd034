import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageKinds } from '../../../generator/messages/messageKinds.js';
import { repoRoot } from '../../helpers/tempSite.js';

/** Every text of every kind of message, told from its example, in both languages. */
const texts = [...messageKinds].flatMap(([id, kind]) =>
  (['en', 'fr'] as const).flatMap((lang) => {
    const { message, hint } = kind[lang](kind.example);
    return [message, hint ?? ''].map((text) => ({ where: `${id} (${lang})`, text }));
  }),
);

/**
 * A section number of the old guide (`3.5`, `5.3.8`, `section 3`): a number with one or two
 * points, not a decimal (`8.2 MB`), a coordinate (`[49.1193, 6.1757]`) or a price (`19.90`).
 */
const sectionNumber =
  /(?<![\d.,[])[1-9]\.\d{1,2}(?:\.\d{1,2})?(?!\d|[.,]\d|\]|\s?(?:MB|Mo|KB|Ko|GB|Go|%|€|\u00a0€))|\b(?:section|chapitre|chapter)\s+\d|§/i;

/** `docs/guide/x.md, « Title »` and `…, paragraph « Name »`, as messages name the page that answers them. */
const guideReference = /(docs\/[\w/.-]+\.md)((?:,\s+(?:paragraph |paragraphe )?«\s?[^»]+?\s?»)*)/g;

/** A page's headings without their numbers (`## 2.9 Tout ce que…` → `Tout ce que…`). */
async function headingsOf(file: string): Promise<string[]> {
  const text = await readFile(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/^#+ (?:[\d.]+ )?(.+)$/gm)].map((match) => match[1]!.trim());
}

describe('where messages send editors', () => {
  it('no message names docs/CONTENT.md, now a table of redirections, or a bare section number', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(({ text }) => text.includes('CONTENT.md'))).toEqual([]);
    expect(texts.filter(({ text }) => sectionNumber.test(text))).toEqual([]);
  });

  it('no source of the generator or the model names docs/CONTENT.md (messages told outside the registry)', async () => {
    const named: string[] = [];
    for (const folder of ['generator', 'model']) {
      for (const file of await readdir(path.join(repoRoot, folder), { recursive: true })) {
        if (!file.endsWith('.ts')) continue;
        const text = await readFile(path.join(repoRoot, folder, file), 'utf8');
        if (text.includes('CONTENT.md')) named.push(`${folder}/${file}`);
      }
    }
    expect(named).toEqual([]);
  });

  it('a guide page a message names exists, and the section title it gives is one of its headings', async () => {
    const references = texts.flatMap(({ where, text }) =>
      [...text.matchAll(guideReference)].map((match) => ({ where, file: match[1]!, titles: match[2]! })),
    );
    expect(references.map(({ where }) => where)).toEqual(
      expect.arrayContaining(['file.unreadFile (en)', 'file.unreadFile (fr)', 'markdown.templateTags (fr)']),
    );
    for (const { where, file, titles } of references) {
      const headings = await headingsOf(file);
      const [title, paragraph] = [...titles.matchAll(/«\s?([^»]+?)\s?»/g)].map((match) => match[1]!);
      expect(title, `${where}: ${file} without a section title`).toBeDefined();
      expect(headings, `${where}: no heading « ${title} » in ${file}`).toContain(title);
      if (paragraph !== undefined)
        expect(await readFile(path.join(repoRoot, file), 'utf8'), where).toContain(`**${paragraph}.**`);
    }
  });
});
