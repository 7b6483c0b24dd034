import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

describe('loadContent', () => {
  it('finds every YAML and Markdown file of content/', async () => {
    const loaded = await loadContent(site.root);
    const files = [...loaded.files.keys()];
    expect(files.filter((file) => file.startsWith('content/local/'))).toHaveLength(12);
    expect(files.filter((file) => file.startsWith('content/sectors/'))).toHaveLength(8);
    expect(files.filter((file) => !/^content\/(local|sectors)\//.test(file))).toEqual([
      'content/catalogue.yaml', 'content/home.yaml', 'content/landing/fibre-professionnelle.yaml',
      'content/landing/fonctionnalites.yaml', 'content/landing/standard-telephonique-virtuel.yaml', 'content/local-sections.yaml',
      'content/navigation.yaml', 'content/offers/equipment.yaml', 'content/offers/fibre.yaml', 'content/offers/plans.yaml',
      'content/pages/cgv.md', 'content/pages/mentions-legales.md', 'content/pages/politique-confidentialite.md',
      'content/site.yaml', 'content/support/centre-aide.yaml', 'content/support/documentation.yaml',
      'content/support/tutoriels-video.yaml',
    ]);
    expect(loaded.problems).toEqual([]);
  });

  it('locates front matter values at their line in the Markdown file', async () => {
    await site.write('content/pages/essai.md', '---\ntitle: Essai\ndescription: Une page\nupdated: 2025-01-02\n---\n\n# Corps\n');
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
