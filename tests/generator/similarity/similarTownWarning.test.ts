import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { mainWords } from '../../../generator/similarity/mainText.js';
import { shingles, similarity } from '../../../generator/shared/similarity.js';
import { similarTownWarning } from '../../../generator/similarity/similarTownWarning.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const assets = {
  css: { href: '/a.css', integrity: '' },
  js: { href: '/a.js', integrity: '' },
  preload: [],
  chatCss: { href: '/c.css', integrity: '' },
};
const fixture = (file: string) => readFile(path.join(repoRoot, 'tests', 'fixtures', 'towns', file), 'utf8');
const words = (text: string) => text.split(' ');

describe('the similarity of two texts (issue 31)', () => {
  it('is the Dice coefficient of their word 3-shingles', () => {
    expect(similarity(shingles(words('a b c d')), shingles(words('a b c d')))).toBe(1);
    // {abc, bcd} and {abc, bce}: one shared of two each.
    expect(similarity(shingles(words('a b c d')), shingles(words('a b c e')))).toBe(0.5);
    expect(similarity(shingles(words('a b c')), shingles(words('d e f')))).toBe(0);
  });

  it('reads the visible words of <main> alone, entities decoded, scripts left out', () => {
    expect(
      mainWords(
        '<header>Menu</header><main><h1>L’Hôpital &amp; Co</h1><script>var x = 1</script><p>48&nbsp;h</p></main><footer>Pied</footer>',
      ),
    ).toEqual(['l’hôpital', 'co', '48', 'h']);
  });
});

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
  await site.write('content/local-town.yaml', await fixture('local-town.yaml'));
});
afterEach(() => site.remove());

describe('site check’s warning about town pages that are the same (issue 31)', () => {
  it('fires for two towns of one département whose pages differ by their names alone', async () => {
    // A long shared text without placeholders, and two rows alike but for the name.
    const long = Array.from({ length: 60 }, (_, index) => `Phrase commune numéro ${index} du texte partagé.`).join(' ');
    await site.edit('content/local-town.yaml', 'intro: ', `intro: ${long} `);
    await site.write(
      'content/local/towns.csv',
      'slug,name,departement,postcodes,population\naaa,Aaa,57,57000,100\naab,Aab,57,57000,100\nzzz,Zzz,67,67000,100\n',
    );
    const prepared = await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
    expect(prepared.problems).toEqual([]);
    const warning = similarTownWarning(prepared, assets)!;
    expect(warning.en).toMatch(
      /^1 pair of town pages of one département are more than 92% the same \(\/aaa and \/aab: 9\d%\): search engines treat such pages as doorway pages$/,
    );
    expect(warning.fr).toMatch(
      /^1 paire de pages de communes d’un même département se ressemblent à plus de 92\u00a0%/,
    );
  });

  it('stays silent for town pages with facts of their own', async () => {
    await site.write('content/local/towns.csv', await fixture('towns.csv'));
    const prepared = await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() });
    expect(prepared.problems).toEqual([]);
    expect(similarTownWarning(prepared, assets)).toBeUndefined();
  });
});
