import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../generator/errors.js';
import { parseYaml } from '../../../generator/load/yamlSource.js';

const messages = (text: string) =>
  parseYaml('content/site.yaml', text).problems.map((problem) => formatProblem(problem));

describe('YAML nested deeper than it can be read', () => {
  it('is refused at its line, in both languages, instead of crashing or filling the memory', () => {
    for (const line of ['title: ' + '['.repeat(200_000), 'title: a' + ': a'.repeat(100_000), '- '.repeat(5_000)]) {
      const { problems } = parseYaml('content/site.yaml', `brand: Telorys\n${line}\nnext: x\n`);
      expect(problems).toHaveLength(1);
      expect(problems[0]!.position).toEqual({ file: 'content/site.yaml', line: 2, column: 1 });
      expect(problems[0]!.message).toContain('opens thousands of nested levels');
      expect(problems[0]!.fr?.message).toContain('ouvre des milliers de niveaux imbriqués');
    }
  });

  it('reads brackets between quotes, and a usual nesting, as before', () => {
    const quoted = '['.repeat(5_000);
    expect(parseYaml('a.yaml', `title: "${quoted}"\nother: '${quoted}'\n`).source?.data).toEqual({
      title: quoted,
      other: quoted,
    });
    expect(messages('a: [1, {b: [2, 3]}]\n')).toEqual([]);
  });
});
