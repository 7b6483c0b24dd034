import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTownTable } from '../../../generator/load/townTable.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { guideFolder, guidePages } from './guidePages.js';

/**
 * The town pages of a département that take its page's hours: the rows of `towns.csv` of that
 * département, but those with a page of their own (`content/local/<slug>.yaml`).
 */
async function townPagesOf(root: string, departement: string): Promise<number> {
  const text = await readFile(path.join(root, 'content', 'local', 'towns.csv'), 'utf8');
  const rows = parseTownTable(text).towns.filter((town) => town.departement === departement);
  const own = await Promise.all(
    rows.map((town) =>
      access(path.join(root, 'content', 'local', `${town.slug}.yaml`)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return own.filter((has) => !has).length;
}

const figure = /<!-- guide-figure: townPages-(\w+) -->(\d+)<!-- \/guide-figure -->/g;

describe('the figures of the guide', () => {
  it('count the town pages of a département that take its hours, without the towns with a page of their own', async () => {
    const site = await createTempSite();
    try {
      await site.write(
        'content/local/towns.csv',
        await readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', 'towns.csv'), 'utf8'),
      );
      // Six rows of the Moselle in the fixture, Metz written by hand.
      expect(await townPagesOf(site.root, '57')).toBe(5);
    } finally {
      await site.remove();
    }
  });

  it('are marked, and written from today’s content by npm run guide:examples (UPDATE_GUIDE=1)', async () => {
    const pages = await guidePages();
    const marked = [...pages.entries()].filter(([, page]) => page.match(figure));
    expect(marked.length).toBeGreaterThan(0);
    if (process.env.UPDATE_GUIDE !== '1') return;
    for (const [name, page] of marked) {
      let written = page;
      for (const match of page.matchAll(figure))
        written = written.replace(
          match[0],
          `<!-- guide-figure: townPages-${match[1]} -->${await townPagesOf(repoRoot, match[1]!)}<!-- /guide-figure -->`,
        );
      if (written !== page) await writeFile(path.join(guideFolder, name), written);
    }
  });
});

describe('the table of contents of the guide', () => {
  it('links every page of the guide from docs/guide/README.md and docs/CONTENT.md, the message chapters and the field reference included', async () => {
    const readme = await readFile(path.join(guideFolder, 'README.md'), 'utf8');
    const index = await readFile(path.join(repoRoot, 'docs', 'CONTENT.md'), 'utf8');
    const names = [...(await guidePages()).keys()].filter((name) => name !== 'README.md');
    expect(names.filter((name) => !readme.includes(`](${name}`))).toEqual([]);
    expect(names.filter((name) => !index.includes(`](guide/${name}`))).toEqual([]);
  });
});

describe('the FAQ recipe (3.12)', () => {
  let site: TempSite;
  beforeAll(async () => {
    site = await createTempSite();
  });
  afterAll(() => site.remove());

  it('builds the page the guide shows, each question a <details> that opens on its answer', async () => {
    const page = (await guidePages()).get('questions-reponses.md')!;
    const [, file, recipe] = /<!-- guide-recipe: (\S+) -->\n```markdown\n([\s\S]*?)```/.exec(page)!;
    await site.write(file!, recipe!);
    const built = await buildInProcess(site.root);
    expect(built.code, built.stderr).toBe(0);
    // French spacing puts a no-break space before ? and :, read here as a space.
    const html = (await site.read('out/questions-frequentes.html')).replace(/[\u00a0\u202f]/g, ' ');
    expect(html).toContain('<summary>Combien de temps faut-il pour mettre en place le standard ?</summary>');
    expect(html).toMatch(/<details>\s*<summary>Puis-je garder mes numéros \?<\/summary>\s*<p>Oui : nous/);
    expect(html).toContain('<strong>48 heures</strong>');
    expect(html).toContain('03 53 48 10 20');
    expect(html).not.toContain('{phone}');
  });
});
