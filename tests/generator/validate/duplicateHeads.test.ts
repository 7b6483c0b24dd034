import { describe, expect, it } from 'vitest';
import type { LoadedContent } from '../../../generator/load/loadContent.js';
import { duplicateHeads } from '../../../generator/validate/duplicateHeads.js';
import type { HeadText } from '../../../generator/validate/pageHeads.js';

// Two pages whose titles read the same to a visitor are one name in search results, however
// the editor typed the apostrophe, the accents, the capitals or the spaces.
const head = (file: string, value: string): HeadText => ({
  file,
  field: 'title',
  value,
  at: { file, line: 2, column: 8, field: 'title' },
});
const noSectors = { files: new Map() } as unknown as LoadedContent;
const warned = (values: string[]) =>
  duplicateHeads(
    values.map((value, index) => head(`content/pages/page-${index}.md`, value)),
    noSectors,
  ).map((warning) => warning.en);

describe('titles two pages share', () => {
  it('are found whatever the apostrophe, accents, capitals and spaces', () => {
    const typed = [
      'Le standard d’entreprise à Metz',
      "le standard d'entreprise à metz",
      'Le standard  d’entreprise à  Metz',
      'Le standard d’entreprise\u00a0à Metz',
      'Le standard d’entreprise a\u0300 Metz',
    ];
    for (const other of typed.slice(1)) {
      expect(warned([typed[0]!, other])).toEqual([
        expect.stringMatching(
          /^content\/pages\/page-1\.md:2:8 title: this title is also the title of content\/pages\/page-0\.md/,
        ),
      ]);
    }
  });

  it('are not found between titles a word or a letter apart', () => {
    expect(warned(['Le standard à Metz', 'Le standard à Nancy', 'Le standard a Metz', 'Le standard à Metz 2'])).toEqual(
      [],
    );
  });
});
