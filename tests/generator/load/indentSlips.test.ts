import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, formatProblemIn } from '../../../generator/errors.js';
import { parseYaml } from '../../../generator/load/yamlSource.js';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
});
afterAll(() => site.remove());

/** The problems of a YAML text, each reduced to `line:column message`. */
function slips(text: string): string[] {
  return parseYaml('a.yaml', text).problems.map(
    (problem) =>
      `${problem.position.line}:${problem.position.column} ${problem.message.replace('the YAML cannot be read: ', '')}`,
  );
}

describe('a line moved out of its block', () => {
  it('stops the build with one problem at the moved line, in English and in French', async () => {
    const moved = replace('\n  title: Santé\n', '\n   title: Santé\n');
    const result = await buildSlip(site, { 'content/sectors/sante.yaml': moved });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/sectors/sante.yaml:4:4 the YAML cannot be read: this line starts in column 4, the other lines of its block in column 3',
      '  hint: move it to column 3, like line 5 ("description:"), with spaces: the lines of a block start in the same column, and a line indented further belongs to the line above it.',
      'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.',
    ]);
    expect(result.outUnchanged).toBe(true);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      'content/sectors/sante.yaml:4:4 le YAML ne peut pas être lu\u00a0: cette ligne commence en colonne 4, les autres lignes de son bloc en colonne 3',
      '  conseil\u00a0: placez-la en colonne 3, comme la ligne 5 («\u00a0description:\u00a0»), avec des espaces\u00a0: les lignes d’un bloc commencent dans la même colonne, et une ligne plus indentée appartient à la ligne au-dessus.',
    ]);
  });

  it('names a field pushed right under a list item, not the item', async () => {
    const result = await buildSlip(site, {
      'content/offers/plans.yaml': replace('    name: Essentiel', '      name: Essentiel'),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/offers/plans.yaml:6:7 the YAML cannot be read: this line starts in column 7, the other lines of its block in column 5',
    );
    expect(errorLines(result.stderr)).toHaveLength(3);
    expect(result.outUnchanged).toBe(true);
  });

  it('finds a line moved left, right, or a block’s first line', () => {
    expect(slips('card:\n  title: a\n icon: b\n  tone: c\n')).toEqual([
      '3:2 this line starts in column 2, the other lines of its block in column 3',
    ]);
    expect(slips('card:\n  title: a\n    icon: b\n  tone: c\n')).toEqual([
      '3:5 this line starts in column 5, the other lines of its block in column 3',
    ]);
    expect(slips('card:\n title: a\n  icon: b\n  tone: c\n')).toEqual([
      '2:2 this line starts in column 2, the other lines of its block in column 3',
    ]);
    expect(slips('card:\n   title: a\n  icon: b\n  tone: c\n')).toEqual([
      '2:4 this line starts in column 4, the other lines of its block in column 3',
    ]);
  });

  it('finds a field back at the column of its list’s dashes', () => {
    expect(slips('plans:\n  - id: a\n    name: A\n  price: 19\n    icon: x\n  - id: b\n    name: B\n')).toEqual([
      '4:3 this line starts in column 3, the other lines of its block in column 5',
    ]);
  });

  it('names a moved list item once, though the fields it starts moved with it', () => {
    expect(slips('plans:\n   - id: a\n    name: A\n  - id: b\n    name: B\n')).toEqual([
      '2:4 this line starts in column 4, the other lines of its block in column 3',
    ]);
  });

  it('names each of two slips once', () => {
    expect(
      slips('card:\n   title: a\n  icon: b\npage:\n  hero:\n    kicker: k\n   heading: h\n    intro: i\n'),
    ).toEqual([
      '2:4 this line starts in column 4, the other lines of its block in column 3',
      '7:4 this line starts in column 4, the other lines of its block in column 5',
    ]);
  });

  it('leaves yaml’s messages for what is not an indentation slip', () => {
    expect(parseYaml('a.yaml', 'title: "Santé\nicon: b\n').problems.map(formatProblem)).toEqual([
      'a.yaml:3:1 the YAML cannot be read: Missing closing "quote\n  hint: a quote or a bracket is not closed: every opening " or [ needs its closing one on the same line.',
    ]);
  });

  it('names a tab in the indentation alone, without the lines yaml then misreads', () => {
    expect(
      parseYaml('a.yaml', 'plans:\n  - id: a\n\tname: A\n    price: 19\n').problems.map((problem) =>
        formatProblemIn(problem, 'en'),
      ),
    ).toEqual([
      'a.yaml:3:1 the YAML cannot be read: Tabs are not allowed as indentation\n  hint: indent with spaces, not tabs.',
    ]);
  });
});
