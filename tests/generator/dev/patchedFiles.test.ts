import { describe, expect, it } from 'vitest';
import { PatchedFiles } from '../../../generator/dev/patchedFiles.js';

describe('the files of a state patched by site dev (PatchedFiles)', () => {
  const files = new Map([
    ['content/pages/a.md', 'a'],
    ['content/pages/b.md', 'b'],
    ['content/pages/c.md', 'c'],
  ]);

  it('reads the replaced files and the others, in the order of the files before, leaving those unchanged', () => {
    const patched = PatchedFiles.of(files, new Map([['content/pages/b.md', 'b2']]));
    expect([...patched]).toEqual([
      ['content/pages/a.md', 'a'],
      ['content/pages/b.md', 'b2'],
      ['content/pages/c.md', 'c'],
    ]);
    expect([patched.get('content/pages/b.md'), patched.get('content/pages/d.md'), patched.size]).toEqual([
      'b2',
      undefined,
      3,
    ]);
    expect([...patched.values()]).toEqual(['a', 'b2', 'c']);
    expect(files.get('content/pages/b.md')).toBe('b');
  });

  it('patched again, keeps the earlier replacements and lets the later win', () => {
    const once = PatchedFiles.of(files, new Map([['content/pages/a.md', 'a2']]));
    const twice = PatchedFiles.of(
      once,
      new Map([
        ['content/pages/a.md', 'a3'],
        ['content/pages/c.md', 'c2'],
      ]),
    );
    expect([...twice.values()]).toEqual(['a3', 'b', 'c2']);
    expect([...once.values()]).toEqual(['a2', 'b', 'c']);
  });

  it('becomes a map of its own once many files were replaced', () => {
    const many = new Map(Array.from({ length: 300 }, (_, at) => [`content/pages/p${at}.md`, `${at}`]));
    const patched = PatchedFiles.of(many, new Map([...many].map(([file, text]) => [file, `${text}!`])));
    expect(patched).toBeInstanceOf(Map);
    expect(patched.get('content/pages/p7.md')).toBe('7!');
  });
});
