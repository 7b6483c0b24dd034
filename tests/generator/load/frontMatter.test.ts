import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../generator/load/frontMatter.js';
import { parsePlainMap } from '../../../generator/load/plainMap.js';

// Small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('splitFrontMatter', () => {
  it.each([
    ['---\ntitle: A\n---\n\n# Corps\n', { yaml: '\ntitle: A', body: '\n# Corps\n', bodyLine: 4 }],
    ['---\ntitle: A\n---\n# Corps', { yaml: '\ntitle: A', body: '# Corps', bodyLine: 4 }],
    ['---\ntitle: A\n---', { yaml: '\ntitle: A', body: '', bodyLine: 4 }],
    ['---\n---\nCorps', { yaml: '', body: 'Corps', bodyLine: 3 }],
    ['---  \ntitle: A\n---\t\nCorps', { yaml: '\ntitle: A', body: 'Corps', bodyLine: 4 }],
    ['---\ntitle: A\n----\nCorps\n---\nsuite', { yaml: '\ntitle: A\n----\nCorps', body: 'suite', bodyLine: 6 }],
    ['# Pas de front matter\n\nTexte', { yaml: '', body: '# Pas de front matter\n\nTexte', bodyLine: 1 }],
    ['----\ntitle: A\n---\nCorps', { yaml: '', body: '----\ntitle: A\n---\nCorps', bodyLine: 1 }],
    ['', { yaml: '', body: '', bodyLine: 1 }],
  ])('cuts %j', (text, expected) => {
    expect(splitFrontMatter(text)).toEqual(expected);
  });

  it('cuts TOML front matter between +++ lines, as Hugo writes it, and says so', () => {
    expect(splitFrontMatter('+++\ntitle = "A"\n+++\n\n# Corps\n')).toEqual({
      yaml: '\ntitle = "A"',
      body: '\n# Corps\n',
      bodyLine: 4,
      format: 'toml',
    });
    expect(splitFrontMatter('+++\ntitle = "A"\n---\nCorps').unclosed).toBe(true);
    expect(splitFrontMatter('---\ntitle: A\n+++\nCorps\n---\n').format).toBeUndefined();
  });

  it('says when the front matter is never closed', () => {
    expect(splitFrontMatter('---\ntitle: A\nsans fin').unclosed).toBe(true);
    expect(splitFrontMatter('---').unclosed).toBe(true);
  });

  it('says on which line the body starts', () => {
    expect(splitFrontMatter('---\ntitle: A\nupdated: 2025-01-02\n---\n\n# Corps\n').bodyLine).toBe(5);
  });
});

describe('parsePlainMap', () => {
  it('reads key: text lines as yaml does', () => {
    const text = '\ntitle: Article 12 : suite\ndescription: L’offre à 19 € HT, C# et [crochets]\nupdated: 2025-08-27\n';
    expect(parsePlainMap(text)).toBeUndefined(); // ' : ' would be a nested mapping: left to yaml
    const simple =
      '\ntitle: Article 12, suite\ndescription: L’offre à 19 € HT, C# et [crochets]\n\nupdated: 2025-08-27\n';
    expect(parsePlainMap(simple)).toEqual(parse(simple));
    expect(parsePlainMap(simple)).toEqual({
      title: 'Article 12, suite',
      description: 'L’offre à 19 € HT, C# et [crochets]',
      updated: '2025-08-27',
    });
  });

  it.each([
    'title: "Entre guillemets"',
    'title: A # commentaire',
    'count: 12',
    'price: 19.90',
    'draft: true',
    'draft: False',
    'empty: ~',
    'title: A\ntitle: B',
    'title: A\n  suite',
    '# commentaire\ntitle: A',
    'list:\n  - a',
    'title: *ancre',
    'title: A ',
    'title: A\r',
    'null: A',
    'when: 2025-08-27T10:00:00',
    'hex: 0x1F',
    'title: a: b',
  ])('leaves %j to yaml', (text) => {
    expect(parsePlainMap(text)).toBeUndefined();
  });

  it('never disagrees with yaml on the texts it accepts (20,000 random front matters)', () => {
    const next = random(7);
    const pieces = [
      'a',
      'Z',
      ' ',
      ':',
      ': ',
      '#',
      ' #',
      '-',
      '?',
      ',',
      '[',
      ']',
      '{',
      '}',
      '"',
      "'",
      '’',
      '€',
      '\u00a0',
      '&',
      '*',
      '!',
      '|',
      '>',
      '%',
      '@',
      '`',
      '~',
      '.',
      '0',
      '1',
      'e',
      'x',
      'null',
      'true',
      'NaN',
      '.inf',
      '\\',
      '\t',
      '\u2028',
      'é',
      '😀',
    ];
    const safe = ['mot', ' ', 'É', 'x'];
    const keys = [
      'title',
      'description',
      'updated',
      'Title',
      'a_b',
      'true',
      'null',
      'x1',
      '1x',
      'a-b',
      ' title',
      'title ',
    ];
    let accepted = 0;
    for (let round = 0; round < 20_000; round++) {
      const lines: string[] = [];
      const count = 1 + Math.floor(next() * 4);
      for (let index = 0; index < count; index++) {
        const key = keys[Math.floor(next() * keys.length)]!;
        let value = '';
        const length = Math.floor(next() * 8);
        for (let piece = 0; piece < length; piece++)
          value += next() < 0.6 ? safe[Math.floor(next() * safe.length)] : pieces[Math.floor(next() * pieces.length)]!;
        lines.push(next() < 0.05 ? '' : `${key}:${next() < 0.9 ? ' ' : '  '}${value}`);
      }
      const text = lines.join('\n');
      const fast = parsePlainMap(text);
      if (!fast) continue;
      accepted++;
      let reference: unknown;
      try {
        reference = parse(text, { uniqueKeys: true }) ?? {};
      } catch (error) {
        throw new Error(`accepted ${JSON.stringify(text)}, which yaml refuses: ${String(error)}`);
      }
      expect(fast, JSON.stringify(text)).toEqual(reference);
    }
    expect(accepted).toBeGreaterThan(1_000); // the comparison must have compared something
  });
});
